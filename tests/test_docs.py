"""The README and docs/*.md: every relative link and image leads somewhere, every
anchor is a heading there, and every setting of .env.example is documented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot import Settings
from service.registry import discover

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


class _Environment(dict):
    """An environment that notes every name read from it."""

    def __init__(self, **values: str) -> None:
        super().__init__(values)
        self.read: set[str] = set()

    def get(self, name, default=None):  # type: ignore[override]
        self.read.add(name)
        return super().get(name, default)

    def __getitem__(self, name):  # type: ignore[override]
        self.read.add(name)
        return super().__getitem__(name)

    def __contains__(self, name) -> bool:  # type: ignore[override]
        self.read.add(name)
        return super().__contains__(name)


def _settings_read(tmp_path: Path) -> set[str]:
    """The settings the bot reads, as it reads them: every name ``Settings`` asks of
    an environment holding only a token (so every other setting takes its default)."""
    environment = _Environment(DISCORD_TOKEN="token")
    Settings.from_environ(environment, base=tmp_path)
    return environment.read


def _env_example() -> dict[str, str]:
    """Each setting of .env.example with the comment above it."""
    text = (ROOT / ".env.example").read_text(encoding="utf-8")
    return {name: comment for comment, name in
            re.findall(r"((?:^#.*\n)*)^([A-Z_]+)=", text, re.M)}


def _readme_configuration() -> dict[str, str]:
    """Each row of the README's configuration table: the setting and its meaning."""
    section = _prose(ROOT / "README.md").split("\n## Configuration\n")[1].split("\n## ")[0]
    return dict(re.findall(r"^\| `([A-Z_]+)` \| [^|]* \| (.*) \|$", section, re.M))


def test_env_example_has_a_line_for_every_setting_the_bot_reads_and_no_other(
        tmp_path: Path) -> None:
    assert set(_env_example()) == _settings_read(tmp_path)


def test_the_readme_configuration_has_a_row_for_every_setting_the_bot_reads_and_no_other(
        tmp_path: Path) -> None:
    assert set(_readme_configuration()) == _settings_read(tmp_path)


def test_env_example_and_the_readme_name_every_game_where_they_explain_preview_games() -> None:
    games = sorted(discover())
    assert len(games) >= 3
    assert [g for g in games if not re.search(rf"\b{g}\b", _env_example()["PREVIEW_GAMES"])] == []
    assert [g for g in games if f"`{g}`" not in _readme_configuration()["PREVIEW_GAMES"]] == []
