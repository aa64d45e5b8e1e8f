"""Loading the JSON catalogues and choosing an entry's text, plural form included.

Catalogues are read once per locale and cached: they are data shipped with the code,
so they never change while the bot runs.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from types import MappingProxyType
from typing import Any

from babel import Locale

LOCALES: tuple[str, ...] = ("en", "ru", "fr")
DEFAULT_LOCALE = "en"
PLURAL_CATEGORIES = frozenset({"zero", "one", "two", "few", "many", "other"})
LOCALE_DIR = Path(__file__).with_name("locales")

Entry = str | Mapping[str, str]
COMMAND_PLACEHOLDER = re.compile(r"\{cmd:([a-z_]+(?:\.[a-z_]+)*)\}")
"""``{cmd:games}`` in a text: the command as the reader's client shows it."""


def supported_locale(locale: str | None) -> str | None:
    """The supported locale for a Discord or POSIX locale code (``en-US``, ``fr``,
    ``ru_RU``...), or ``None`` for a language the bot does not speak (a command line
    refuses it)."""
    language = str(locale or "").replace("_", "-").split("-", 1)[0].lower()
    return language if language in LOCALES else None


def normalize_locale(locale: str | None) -> str:
    """Like ``supported_locale``, but anything unknown falls back to English rather
    than failing (a Discord user's client may speak any language)."""
    return supported_locale(locale) or DEFAULT_LOCALE


def _is_plural(value: object) -> bool:
    return isinstance(value, dict) and bool(value) and set(value) <= PLURAL_CATEGORIES


def _flatten(prefix: str, data: Mapping[str, Any], into: dict[str, Entry], source: Path) -> None:
    for name, value in data.items():
        key = f"{prefix}.{name}"
        if _is_plural(value):
            if not all(isinstance(v, str) for v in value.values()):
                raise ValueError(f"{source}: plural forms of {key} must be strings")
            entry: Entry = MappingProxyType(dict(value))
        elif isinstance(value, dict):
            _flatten(key, value, into, source)
            continue
        elif isinstance(value, str):
            entry = value
        else:
            raise ValueError(f"{source}: {key} must be a string or an object")
        if key in into:
            raise ValueError(f"{source}: {key} is defined twice")
        into[key] = entry


@cache
def catalogue(locale: str) -> Mapping[str, Entry]:
    """Every entry of ``locale``, keyed ``<namespace>.<key>``, from all its JSON files.

    Each file's name (without ``.json``) is its namespace, so a new part of the bot
    adds a file instead of editing a shared one; nested objects add dotted parts.
    """
    folder = LOCALE_DIR / normalize_locale(locale)
    entries: dict[str, Entry] = {}
    for path in sorted(folder.glob("*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        if not isinstance(data, dict):
            raise ValueError(f"{path}: a catalogue file holds a JSON object")
        _flatten(path.stem, data, entries, path)
    return MappingProxyType(entries)


@cache
def _babel_locale(locale: str) -> Locale:
    return Locale.parse(locale)


def _lookup(locale: str, key: str) -> tuple[str, Entry]:
    for candidate in (locale, DEFAULT_LOCALE):
        entry = catalogue(candidate).get(key)
        if entry is not None:
            return candidate, entry
    raise KeyError(f"no translation for {key!r}")


def translate(locale: str | None, key: str, **params: Any) -> str:
    """The text of ``key`` in ``locale`` with ``params`` filled in.

    A plural entry needs ``count``: Babel says which form the number takes in that
    language (ru: 1 очко, 2 очка, 5 очков; fr: 0 and 1 are singular), and ``other``
    stands in for a form the entry lacks. ``KeyError`` if no catalogue has the key.
    """
    locale = normalize_locale(locale)
    found_in, entry = _lookup(locale, key)
    if not isinstance(entry, str):
        if "count" not in params:
            raise KeyError(f"{key!r} is a plural entry: pass count=")
        form = _babel_locale(found_in).plural_form(params["count"])
        entry = entry.get(form) or entry["other"]
    entry = COMMAND_PLACEHOLDER.sub(lambda m: command_name(locale, m.group(1)), entry)
    return entry.format(**params)


def command_name(locale: str | None, path: str) -> str:
    """``/игры``: a slash command as a client in ``locale`` shows it, built
    from the names in ``commands.json`` (which the bot syncs to Discord), so a text
    never tells a reader to type a name their client does not offer.

    ``path`` is the command's catalogue path (``games``); a group without a
    translated name keeps its own. ``KeyError`` for an unknown command.
    """
    locale = normalize_locale(locale)
    parts = path.split(".")
    _lookup(locale, f"commands.{path}.name")  # the command itself must exist
    names = []
    for end in range(1, len(parts) + 1):
        key = f"commands.{'.'.join(parts[:end])}.name"
        entry = catalogue(locale).get(key) or catalogue(DEFAULT_LOCALE).get(key)
        names.append(entry if isinstance(entry, str) else parts[end - 1])
    return "/" + " ".join(names)


@dataclass(frozen=True)
class Translator:
    """``translate`` bound to one locale, for code that speaks to one user."""

    locale: str

    def __post_init__(self) -> None:
        object.__setattr__(self, "locale", normalize_locale(self.locale))

    def __call__(self, key: str, **params: Any) -> str:
        return translate(self.locale, key, **params)
