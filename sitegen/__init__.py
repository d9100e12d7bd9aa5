"""The site: ``Corpus`` + verification ``Report`` → pages → mkdocs-material → Pagefind index.

Entry points are :func:`sitegen.pipeline.build` and :func:`sitegen.pipeline.serve`.
"""
