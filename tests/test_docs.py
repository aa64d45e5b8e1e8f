"""The README and docs/*.md: every relative link and image leads somewhere, every
anchor is a heading there, and every setting of .env.example is documented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCUMENTS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]
LINK = re.compile(r"\]\(([^)\s]+)\)")
FENCE = re.compile(r"^```.*?^```", re.S | re.M)


def _prose(path: Path) -> str:
    """The document without its code blocks, whose brackets are not links."""
    return FENCE.sub("", path.read_text(encoding="utf-8"))


def _anchors(path: Path) -> set[str]:
    """The anchors GitHub gives the headings of a Markdown file."""
    headings = re.findall(r"^#+ (.+)$", _prose(path), re.M)
    return {re.sub(r"[^\w\- ]", "", h.strip().lower()).replace(" ", "-") for h in headings}


def _links(path: Path) -> list[str]:
    return [target for target in LINK.findall(_prose(path))
            if not re.match(r"[a-z]+:", target)]  # https:, mailto:


@pytest.mark.parametrize("document", DOCUMENTS, ids=lambda p: p.relative_to(ROOT).as_posix())
def test_every_relative_link_and_anchor_exists(document: Path) -> None:
    def leads_somewhere(target: str) -> bool:
        file, _, anchor = target.partition("#")
        linked = (document.parent / file).resolve() if file else document
        if not linked.exists():
            return False
        return not anchor or (linked.suffix == ".md" and anchor in _anchors(linked))

    assert [target for target in _links(document) if not leads_somewhere(target)] == []


def test_every_document_in_docs_is_linked_from_the_readme() -> None:
    linked = {target.partition("#")[0] for target in _links(ROOT / "README.md")}
    assert {f"docs/{p.name}" for p in DOCUMENTS[1:]} <= linked


def test_every_setting_of_env_example_is_in_the_readme_configuration() -> None:
    settings = re.findall(r"^([A-Z_]+)=", (ROOT / ".env.example").read_text(), re.M)
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert len(settings) >= 10
    assert [name for name in settings if f"| `{name}` |" not in readme] == []
