#!/usr/bin/env python3
"""The one command: load and parse rules_src/, verify every example, write pages, build the site.

    python build.py                 # the whole pipeline into site/
    python build.py --cr FILE ...   # … with official CR files added (English, Japanese; repeatable)
    python build.py parse [--json]  # parse only: a summary per source, or every node as JSON
    python build.py verify [ID ...] # run the example scenarios (all, or the ids given; --cr FILE: the English ones too)
    python build.py scenario ID     # a scenario to start from for an example (--write: in place)
    python build.py try FILE.yaml   # run one scenario or case file and print its result and trace
    python build.py serve           # preview site/ locally (--watch: rebuild on every change)

Bad input is reported as ``file:line: message`` with exit status 1, never a traceback.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

# The project's own modules are compiled once and kept in __pycache__ (git-ignored), like
# installed packages are at install time: with PYTHONDONTWRITEBYTECODE set, every build
# would compile its 10,000 lines again (a tenth of a second).
sys.dont_write_bytecode = False

# The project's packages are imported where they are used: each command loads what it needs.

ROOT = Path(__file__).resolve().parent


def cmd_parse(args: argparse.Namespace) -> int:
    from ruletext import load_corpus

    corpus = load_corpus(Path(args.root))
    if args.json:
        json.dump(corpus.to_dict(), sys.stdout, ensure_ascii=False, indent=1)
        sys.stdout.write("\n")
    else:
        from ruletext.summary import summarize

        print(summarize(corpus))
    return 0


def cmd_verify(args: argparse.Namespace) -> int:
    from verify.cli import main as verify_main

    return verify_main(Path(args.root), list(args.ids), verbose=args.verbose, cr_files=_cr_files(args))


def cmd_try(args: argparse.Namespace) -> int:
    from verify.cli import try_file

    return try_file(Path(args.root), Path(args.file), cr_files=_cr_files(args))


def cmd_scenario(args: argparse.Namespace) -> int:
    from ruletext import load_corpus
    from verify.scaffold import skeleton
    from verify.scenario import load_scenarios

    root = Path(args.root)
    rel, text = skeleton(load_corpus(root), root, args.id)
    if not args.write:
        sys.stdout.write(text)
        return 0
    existing = load_scenarios(root).get(args.id)
    if existing is not None:
        print(f"error: {args.id} already has a scenario: {existing.path}", file=sys.stderr)
        return 1
    path = root / rel
    if path.exists():
        print(f"error: {path}: exists already", file=sys.stderr)
        return 1
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}: fill in the TODOs (docs/scenarios.md), then `build.py verify {args.id} -v`",
          file=sys.stderr)
    return 0


def cmd_build(args: argparse.Namespace) -> int:
    from sitegen.outdir import check_out
    from sitegen.pipeline import build

    check_out(Path(args.out), Path(args.root), ROOT)  # refused before any work starts
    return build(ROOT, Path(args.root), Path(args.out), strict=args.strict, quiet=args.quiet,
                 cr_files=_cr_files(args), error_to=Path(args.error_json) if args.error_json else None)


def cmd_serve(args: argparse.Namespace) -> int:
    from sitegen.pipeline import serve

    out = Path(args.out)
    if not args.watch:
        if _cr_files(args):
            print("error: serve --cr FILE needs --watch (serve alone shows site/ as it was built: build it with "
                  "--cr, or preview with serve --watch --cr FILE)", file=sys.stderr)
            return 1
        return serve(out, port=args.port)
    from sitegen.preview import run

    roots = [Path(args.root), ROOT / "docs", ROOT / "mkdocs.yml",
             *(ROOT / pkg for pkg in ("ruletext", "engine", "verify", "sitegen"))]
    cr_files = _cr_files(args)
    return run(ROOT, Path(args.root), out, port=args.port, strict=args.strict, roots=[*roots, *cr_files],
               cr_files=cr_files)


def _cr_files(args: argparse.Namespace) -> list[Path]:
    """The official files given with ``--cr``, before the command (``build.py --cr F verify``)
    or after it (``build.py verify --cr F``)."""
    return [Path(f) for f in [*args.cr, *getattr(args, "cr_here", [])]]


def _cr_option(parser: argparse.ArgumentParser, what: str) -> None:
    parser.add_argument("--cr", dest="cr_here", action="append", default=[], metavar="FILE",
                        help=f"an official CR file (repeatable): {what}")


def _port(text: str) -> int:
    """A TCP port number, 0 (any free one) to 65535."""
    if not text.isdigit() or int(text) > 65535:
        raise argparse.ArgumentTypeError(f"{text!r} is not a port (0 to 65535; 0: any free port)")
    return int(text)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.splitlines()[0])
    parser.add_argument("--root", default=str(ROOT / "rules_src"), help="the rules_src folder")
    parser.add_argument("--out", default=str(ROOT / "site"), help="where the site goes")
    parser.add_argument("--quiet", action="store_true", help="no progress lines")
    parser.add_argument("--no-strict", dest="strict", action="store_false", help="warnings are not fatal")
    parser.add_argument("--error-json", metavar="FILE", help="on failure, also write the error to FILE as JSON: its "
                        "file, line, message and record (serve --watch reads it for the page's banner)")
    parser.add_argument("--cr", action="append", default=[], metavar="FILE",
                        help="an official CR file (English MagicCompRules, Japanese JPN_CR) added to the seeds; "
                             "repeatable (README: where they are published)")
    parser.set_defaults(func=cmd_build, strict=True)
    sub = parser.add_subparsers(dest="command")

    p_parse = sub.add_parser("parse", help="parse rules_src/ and print a summary or JSON")
    p_parse.add_argument("--json", action="store_true", help="every node as JSON (docs/rule-nodes.md)")
    p_parse.set_defaults(func=cmd_parse)

    p_verify = sub.add_parser("verify", help="run example scenarios")
    p_verify.add_argument("ids", nargs="*", help="example ids (default: all)")
    p_verify.add_argument("-v", "--verbose", action="store_true", help="print the layer trace")
    _cr_option(p_verify, "the scenarios of the newest English file's examples (en:613.4d-1) run too")
    p_verify.set_defaults(func=cmd_verify)

    p_scenario = sub.add_parser("scenario", help="a scenario to start from, for an example or table row")
    p_scenario.add_argument("id", help="an example or table-row id (613.3e-1, triggered-table-2-row-2)")
    p_scenario.add_argument("--write", action="store_true", help="put it in rules_src/scenarios/ (not over one)")
    p_scenario.set_defaults(func=cmd_scenario)

    p_try = sub.add_parser("try", help="run one scenario or case file (anywhere) and print its result and trace")
    p_try.add_argument("file", help="a scenario (example: ID) or a free-standing case (rule: NUMBER), YAML")
    _cr_option(p_try, "for a scenario of an English example (example: en:…), the file it runs on")
    p_try.set_defaults(func=cmd_try)

    p_serve = sub.add_parser("serve", help="preview site/ on localhost")
    p_serve.add_argument("--port", type=_port, default=8000, help="0: any free port")
    p_serve.add_argument("--watch", action="store_true",
                         help="rebuild when a source, a card, a scenario, a page, a template or the code changes")
    _cr_option(p_serve, "with --watch, built with the site as build.py --cr does, and watched")
    p_serve.set_defaults(func=cmd_serve)

    args = parser.parse_args(argv)
    if args.func in (cmd_parse, cmd_scenario) and args.cr:  # nothing given is ignored silently
        parser.error(f"--cr is taken by the build, verify, try and serve --watch, not by {args.command}")
    from sitegen.guard import run  # every failure one line, every signal a clean stop

    return run(lambda: int(args.func(args)), where=args.out if args.func is cmd_build else None,
               error_to=Path(args.error_json) if args.error_json else None)


if __name__ == "__main__":
    try:
        code = main()
    except KeyboardInterrupt:  # Ctrl-C before the command started (sitegen.guard handles it after)
        code = 130
    sys.stdout.flush()
    sys.stderr.flush()
    # Everything is written and closed: skip tearing down the interpreter's modules and
    # objects (a few hundredths of a second), as mypy does.
    os._exit(code)
