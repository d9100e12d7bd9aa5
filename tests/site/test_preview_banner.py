"""The preview's banner (`build.py serve --watch`, an edit that breaks the build): each error in
the reader's words from its record, at its `file:line`, the command line's English below it
(lang="en") — for an error the preview meets itself, for each error a strict verification lists,
and for a whole build made in another process (`build.py --error-json FILE`)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import Any

from ruletext.errors import said
from ruletext.yamlfile import load_yaml
from sitegen.guard import error_json
from sitegen.preview import Preview, banner
from verify.errors import BrokenInputError, YamlSyntaxError

ROOT = Path(__file__).resolve().parents[2]


def _yaml_error(path: str) -> YamlSyntaxError:
    try:
        load_yaml("example: [\n", path, error=YamlSyntaxError)
    except YamlSyntaxError as err:
        return err
    raise AssertionError("the YAML was read")


def test_an_input_error_is_its_record_in_japanese_at_its_line() -> None:
    err = _yaml_error("rules_src/scenarios/607/607.4-1.yaml")
    shown = banner(error_json(err))
    assert shown.splitlines()[0] == "rules_src/scenarios/607/607.4-1.yaml:1: YAMLとして読めません: 「did not find expected node content」"
    assert shown.splitlines()[1] == f'<span lang="en">{err}</span>'


def test_each_error_a_strict_verification_lists_is_in_japanese() -> None:
    """verify.run (strict) and the preview's card check raise one error for all the broken files:
    the banner names each, from the error it carries, not only how many there are."""
    first, second = _yaml_error("rules_src/cards/a.yaml"), _yaml_error("rules_src/scenarios/b.yaml")
    broken = BrokenInputError([str(first), str(second), "rules_src/scenarios/c.yaml:3: the engine recursed too deeply"],
                              said("file.broken", count=3)[1], [first, second, None])
    lines = banner(error_json(broken)).splitlines()
    assert lines[:3] == ["3件のシナリオ、ケース、カードに誤りがあります（それぞれの行に）",
                         "rules_src/cards/a.yaml:1: YAMLとして読めません: 「did not find expected node content」",
                         "rules_src/scenarios/b.yaml:1: YAMLとして読めません: 「did not find expected node content」"]
    assert lines[3] == "入力に誤りがあります"  # no error of its own: the English below says where
    assert lines[4].startswith('<span lang="en">rules_src/cards/a.yaml:1: not valid YAML')


def test_a_whole_build_writes_its_error_for_the_banner(tmp_path: Path) -> None:
    """The build in another process (what the preview runs after an edit to code, docs or a case)
    writes its failure as JSON; the preview shows it as its own."""
    src = tmp_path / "rules_src"
    src.mkdir()
    (src / "sources.yaml").write_text("sources: [\n", encoding="utf-8")
    said_to = tmp_path / "error.json"
    done = subprocess.run([sys.executable, str(ROOT / "build.py"), "--quiet", "--root", str(src), "--out",
                           str(tmp_path / "site"), "--error-json", str(said_to)], capture_output=True, text=True,
                          timeout=120)
    assert done.returncode == 1 and "Traceback" not in done.stderr, done.stderr
    error = json.loads(said_to.read_text(encoding="utf-8"))
    assert f"error: {error['english']}" == done.stderr.strip().splitlines()[-1]
    assert error["says"]["kind"] == "file.not_yaml" and error["where"].endswith("sources.yaml:1"), error
    assert banner(error).splitlines()[0].endswith("sources.yaml:1: YAMLとして読めません: 「did not find expected node content」")


def test_the_preview_shows_a_failed_whole_build_from_what_it_wrote(tmp_path: Path, monkeypatch: Any) -> None:
    import sitegen.preview as module

    err = _yaml_error("rules_src/cases/x.yaml")

    def failing_build(command: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        Path(command[command.index("--error-json") + 1]).write_text(json.dumps(error_json(err)), encoding="utf-8")
        return subprocess.CompletedProcess(command, 1)

    preview = Preview(ROOT, ROOT / "rules_src", tmp_path, strict=True)
    monkeypatch.setattr(module.subprocess, "run", failing_build)
    preview.changed(["docs/index.md"], tmp_path / "out")
    assert preview.state.error == "the build failed (above)"
    assert preview.state.banner.splitlines()[0] == "rules_src/cases/x.yaml:1: YAMLとして読めません: 「did not find expected node content」"
    monkeypatch.setattr(module.subprocess, "run", lambda command, **_: subprocess.CompletedProcess(command, 1))
    preview.changed(["docs/index.md"], tmp_path / "out")  # a build that wrote nothing (stopped): the terminal says why
    assert preview.state.banner.splitlines()[0] == "ビルドに失敗しました（下の英語と、端末に出た行を見てください）"
