"""Shared code never names a game: a game is its own folders plus its registration."""

from __future__ import annotations

import re
from pathlib import Path

import engine
from i18n import LOCALES, catalogue
from service.registry import discover

ROOT = Path(__file__).resolve().parent.parent
SHARED = [
    "bot.py", "cogs/__init__.py", "cogs/common", "cogs/tournament", "service", "store",
    "i18n/__init__.py",
    "i18n/catalogues.py", "engine/__init__.py", "engine/__main__.py", "engine/errors.py",
    "engine/record_file.py", "render/replay.py", "render/__main__.py",
    "render/replay_steps.py",
]
PRODUCT_NAME = re.compile(r"AmytisBot|amytis\.db")
"""What shared code may still say of the bot's first name, which was its first game's:
the bot's class, and the former default database that older installations keep using.
The bot itself is now architects (its package, command, logger and database)."""


def _shared_files() -> list[Path]:
    files = []
    for entry in SHARED:
        path = ROOT / entry
        if path.is_file():
            files.append(path)
        else:  # a package: its own modules, not its games' subpackages
            files += [p for p in path.glob("*.py")]
    return files


def test_no_shared_module_names_a_game() -> None:
    games = sorted(set(discover()) | set(engine.GAMES))
    assert {"amytis", "akropolis"} <= set(games)
    pattern = re.compile("|".join(games), re.IGNORECASE)
    found = [f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
             for path in _shared_files()
             for number, line in enumerate(path.read_text().splitlines(), start=1)
             if pattern.search(PRODUCT_NAME.sub("", line))]
    assert found == []


def test_every_game_kind_declares_its_seats_levels_and_visibility() -> None:
    for name, kind in discover().items():
        assert kind.name == name
        assert 1 <= kind.min_seats <= kind.max_seats <= 5
        assert kind.computer_levels and isinstance(kind.public, bool)


def test_no_shared_text_names_a_games_commands() -> None:
    # A text every game shows (a refusal, a table's message) cannot know which game
    # its reader plays: it names none of their commands (``/games`` is the bot's).
    games = sorted(set(discover()) | set(engine.GAMES))
    own = re.compile(rf"^({'|'.join(games)}|commands)")
    command = re.compile(rf"\{{cmd:({'|'.join(games)})\.")
    found = [f"{locale} {key}" for locale in LOCALES
             for key, entry in catalogue(locale).items()
             if not own.match(key) and command.search(str(entry))]
    assert found == []
