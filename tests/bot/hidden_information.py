"""Whether a text tells its reader something they may not know, and a watch that
reads every text the bot shows at the moment it shows it.

A game hides things: the cards of a hand, the tiles under a stack's top, the order of
a deck. Each is a ``Secret`` with its name in every language. ``Secrets`` finds their
names in a text in any case and grammatical form. Russian names are matched by the stem
of each word, with the fleeting vowel of рынок/рынка, so every case ending is caught.
French and English names are matched with their plurals and elisions (l'Église,
Châteaux), with accents ignored. A one-word name that is also an ordinary word of the
bot's own texts ("Keep", "Well") is matched only as written, so the bot's sentences
are not taken for it. ``Secret.changes`` are the resource changes that give a card
away on a label: the Clay Pit's cost in "Guildhall · −4 Cl −1 Wd".

``Watch`` hooks the emulator (``World.watchers``). Every message the bot shows, when
it is created and after each edit, is read for its audience: everyone, or the one
person an ephemeral message is for. It is checked against what that audience may
know at that moment. The test's ``knowledge`` function reads that from the game's
stored state. Nothing here names a game: ``hidden_secrets`` says what each game hides.
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from tests.discord_emulator import Channel, Message
from tests.discord_emulator.state import World

RU_SOFT = "аеиоуыэюяйь"
"""Russian letters an ending is made of (with й and ь), dropped to find a stem."""
FLEETING = "ое"
"""Vowels Russian drops before a noun's last consonant: рынок, рынка; дворец, дворца."""
ENDING = r"\w{0,3}"
"""The longest Russian ending after a stem (-ами, -ого, -ыми)."""
SHORTEST_STEM = 4
"""A one-word Russian name whose stem is shorter than this is matched whole: a stem
like "зам" would find замена as readily as замка."""
MINUS = "−-–"
"""The signs a label writes a loss with."""
SIGN = "[+" + re.escape(MINUS) + "]"


@dataclass(frozen=True)
class Secret:
    """One thing a game may hide: its ``key``, its name in each language (``en``,
    ``ru``, ``fr``), and the resource changes a label would show for it (a card's
    cost and what building it gives), empty when no label shows any."""

    key: str
    names: Mapping[str, str]
    changes: Mapping[str, int] = field(default_factory=dict)
    numbered: bool = False
    """The name is a word and a number ("Project 7"), a label rather than a word: it
    is matched in any case, but not inflected ("projects 10" counts points)."""


@dataclass(frozen=True)
class Knowledge:
    """What one audience may know at one moment: the keys it knows, and those it may
    not. A key in neither is out of play (a card not in this game) and tells nothing."""

    known: frozenset[str]
    hidden: frozenset[str]

    def gives_away(self, keys: frozenset[str]) -> bool:
        """Whether naming something that could be any of ``keys`` (things that share
        a name or a label) tells this audience something: all of those in play are
        hidden from it. A name shared with one it knows could be said of that one."""
        in_play = keys & (self.known | self.hidden)
        return bool(in_play) and in_play <= self.hidden


def fold(text: str) -> str:
    """``text`` as the loose patterns read it: lower case, without accents (see
    ``unaccented``)."""
    return unaccented(text.casefold())


def unaccented(text: str) -> str:
    """``text`` without accents (é, è and ê are e; ё is е, but й stays й), with one
    kind of apostrophe."""
    decomposed = unicodedata.normalize("NFD", text.replace("’", "'"))
    kept = "".join(c for c in decomposed if not unicodedata.combining(c) or c == "\u0306")
    return unicodedata.normalize("NFC", kept)


def _russian_word(word: str) -> tuple[str, int]:
    """A Russian word's pattern (its stem and any ending), and the stem's length."""
    stem = word
    while len(word) - len(stem) < 2 and len(stem) > 3 and stem[-1] in RU_SOFT:
        stem = stem[:-1]
    if len(stem) >= SHORTEST_STEM and stem[-1] not in RU_SOFT and stem[-2] in FLEETING:
        return (re.escape(stem[:-2]) + f"(?:{stem[-2]})?" + re.escape(stem[-1]) + ENDING,
                len(stem) - 1)
    return re.escape(stem) + ENDING, len(stem)


def _latin_word(word: str) -> str:
    """A French or English word's pattern: the word, plural or possessive."""
    if word.endswith("y") and len(word) > 3:
        return re.escape(word[:-1]) + "(?:y|ies|y's)"
    if word.endswith("au"):
        return re.escape(word) + "[sx]?"
    return re.escape(word) + "(?:s|es|'s)?"


def name_pattern(name: str, locale: str) -> str:
    """The loose pattern of ``name`` in ``locale`` (matched against folded text):
    its words in order, each in any form, anything but letters between them."""
    words = re.findall(r"\w+", fold(name))
    if not words:
        raise ValueError(f"a name has letters, not {name!r}")
    if locale == "ru":
        parts = [_russian_word(word) for word in words]
        if len(parts) == 1 and parts[0][1] < SHORTEST_STEM:
            parts = [(re.escape(words[0]), len(words[0]))]
        body = r"\W+".join(pattern for pattern, _ in parts)
    else:
        body = r"\W+".join(_latin_word(word) for word in words)
    return rf"(?<!\w){body}(?!\w)"


def strict_pattern(name: str) -> str:
    """``name`` exactly as written (its case, accents ignored), as a whole word."""
    return rf"(?<!\w){re.escape(unaccented(name))}(?!\w)"


class Secrets:
    """The secrets of a game and how to find them in a text.

    ``ordinary`` are the bot's own texts (its catalogues without the names): a one-word
    name one of them contains is matched only as written. ``abbreviations`` maps each
    language's resource abbreviations to resource codes (``{"ru": {"Гл": "Cl"}}``), to
    read a label's changes.
    """

    def __init__(self, secrets: Iterable[Secret], ordinary: Iterable[str] = (),
                 abbreviations: Mapping[str, Mapping[str, str]] | None = None) -> None:
        self.secrets = {secret.key: secret for secret in secrets}
        own = _Ordinary("\n".join(ordinary))
        loose: dict[str, set[str]] = {}
        strict: dict[str, set[str]] = {}
        self.strict_names: set[str] = set()
        """The names matched only as written (they are ordinary words too)."""
        for secret in self.secrets.values():
            for locale, name in secret.names.items():
                pattern = (strict_pattern(fold(name)) if secret.numbered
                           else name_pattern(name, locale))
                if not secret.numbered and _is_ordinary(name, locale, pattern, own):
                    strict.setdefault(strict_pattern(name), set()).add(secret.key)
                    self.strict_names.add(name)
                else:
                    loose.setdefault(pattern, set()).add(secret.key)
        self._loose, self._loose_keys = _alternation(loose, re.IGNORECASE)
        self._strict, self._strict_keys = _alternation(strict, 0)
        self._codes: dict[str, str] = {}
        for codes in (abbreviations or {}).values():
            for abbreviation, code in codes.items():
                if self._codes.setdefault(abbreviation, code) != code:
                    raise ValueError(f"{abbreviation!r} abbreviates two resources")
        self._changes = _changes_pattern(self._codes)
        self._by_changes: dict[tuple[tuple[str, int], ...], set[str]] = {}
        for secret in self.secrets.values():
            if secret.changes:
                self._by_changes.setdefault(_changes_key(secret.changes), set()).add(secret.key)
        self._finds: dict[str, list[tuple[str, frozenset[str], str]]] = {}
        """Each text read so far, and what it names and labels: a game shows the
        same texts (labels, buttons, lines kept from table to table) to every
        audience, version after version, and the big patterns cost the most."""

    def named(self, text: str) -> Iterator[tuple[frozenset[str], str]]:
        """Each name found in ``text``: the keys of everything that goes by it, and the
        words as written. A name matched only as written that lies inside a longer
        name found ("house" in "house + barracks") is part of that one."""
        spans = []
        if self._loose is not None:
            for match in self._loose.finditer(fold(text)):
                spans.append(match.span())
                yield self._loose_keys[match.lastgroup], match.group(0)
        if self._strict is not None:
            for match in self._strict.finditer(unaccented(text)):
                start, end = match.span()
                if not any(start < other_end and other_start < end
                           for other_start, other_end in spans):
                    yield self._strict_keys[match.lastgroup], match.group(0)

    def labelled(self, text: str) -> Iterator[tuple[frozenset[str], str]]:
        """Each run of resource changes in ``text`` ("−4 Cl −1 Wd") that is exactly the
        changes of some secrets: their keys, and the run as written."""
        if self._changes is None:
            return
        for run in self._changes.finditer(text):
            changes: dict[str, int] = {}
            for sign, count, abbreviation in re.findall(
                    rf"({SIGN})(\d+)\s+(\w+)", run.group(0)):
                code = self._codes[abbreviation]
                changes[code] = changes.get(code, 0) + (-int(count) if sign in MINUS
                                                        else int(count))
            keys = self._by_changes.get(_changes_key(changes))
            if keys:
                yield frozenset(keys), run.group(0)

    def read(self, text: str, knowledge: Knowledge) -> tuple[list[str], int]:
        """What ``text`` gives away to an audience that knows ``knowledge`` (a line per
        name or label that only things hidden from it go by), and how many names it
        says that the audience may know."""
        finds = self._finds.get(text)
        if finds is None:
            finds = self._finds[text] = [
                *(("names", keys, words) for keys, words in self.named(text)),
                *(("shows the changes of", keys, words) for keys, words in self.labelled(text))]
        leaks, told = [], 0
        for how, keys, words in finds:
            if knowledge.gives_away(keys):
                what = "/".join(sorted(keys & knowledge.hidden))
                leaks.append(f"{how} {what} ({words!r}) in {text!r}")
            else:
                told += 1
        return leaks, told

    def leaks(self, text: str, knowledge: Knowledge) -> list[str]:
        """What ``text`` gives away to an audience that knows ``knowledge``."""
        return self.read(text, knowledge)[0]


class _Ordinary:
    """The bot's own texts, unaccented and folded once for every name looked up."""

    def __init__(self, text: str) -> None:
        self.unaccented = unaccented(text)
        self.folded = fold(text)


def _is_ordinary(name: str, locale: str, pattern: str, ordinary: _Ordinary) -> bool:
    """Whether a one-word ``name`` is also an ordinary word of the bot's texts. A
    capitalised English or French name is a proper name, so only its lower-case uses
    ("keep", "as well") count; Russian writes names in lower case mid-sentence
    ("{player}, церковь: ..."), so its case tells nothing and only the stem's length
    guards it (``SHORTEST_STEM``)."""
    if len(re.findall(r"\w+", name)) != 1:
        return False
    if name[:1].isupper():
        return locale != "ru" and re.search(pattern, ordinary.unaccented) is not None
    return re.search(pattern, ordinary.folded) is not None


def _alternation(patterns: Mapping[str, set[str]],
                 flags: int) -> tuple[re.Pattern[str] | None, dict[str, frozenset[str]]]:
    """One regex trying every pattern, longest first, each in its own named group."""
    ordered = sorted(patterns, key=len, reverse=True)
    keys = {f"s{i}": frozenset(patterns[p]) for i, p in enumerate(ordered)}
    if not ordered:
        return None, keys
    return re.compile("|".join(f"(?P<s{i}>{p})" for i, p in enumerate(ordered)), flags), keys


def _changes_pattern(codes: Mapping[str, str]) -> re.Pattern[str] | None:
    """A run of one or more changes ("+3 St", "−1 Ag") written with ``codes``."""
    if not codes:
        return None
    names = "|".join(map(re.escape, sorted(codes, key=len, reverse=True)))
    one = rf"{SIGN}\d+\s+(?:{names})(?!\w)"
    return re.compile(rf"(?<!\w){one}(?:\s+{one})*")


def _changes_key(changes: Mapping[str, int]) -> tuple[tuple[str, int], ...]:
    return tuple(sorted((code, count) for code, count in changes.items() if count))


def texts_of(message: Message) -> list[str]:
    """Every text of ``message`` a reader sees: its content; each embed's title,
    description, fields, footer and author; each component's label, placeholder and
    options (label and description); each attachment's name and description."""
    texts = [message.content]
    for embed in message.embeds:
        texts += [embed.get("title"), embed.get("description"),
                  (embed.get("footer") or {}).get("text"),
                  (embed.get("author") or {}).get("name")]
        for embed_field in embed.get("fields") or []:
            texts += [embed_field.get("name"), embed_field.get("value")]
    for component in message.all_components():
        texts += [component.get("label"), component.get("placeholder"),
                  component.get("content")]
        for option in component.get("options") or []:
            texts += [option.get("label"), option.get("description")]
    for attachment in message.attachments:
        texts += [attachment.filename, attachment.description]
    return [str(text) for text in texts if text]


def audience_of(message: Message) -> int | None:
    """Who sees ``message``: ``None`` for everyone, else the id of the one person an
    ephemeral message was sent to (the user of the interaction that made it)."""
    if not message.ephemeral:
        return None
    return int(message.interaction["user"]["id"])


@dataclass
class Finding:
    """A text someone saw that gave something away."""

    audience: int | None
    channel: int
    leak: str

    def __str__(self) -> str:
        who = "everyone" if self.audience is None else f"user {self.audience}"
        return f"{who} in channel {self.channel}: {self.leak}"


KnowledgeOf = Callable[[Channel, int | None], Knowledge | None]
"""What an audience (``None`` for everyone, else a user id) may know now of the game
played in a channel; ``None`` when no game is played there."""


class Watch:
    """Every version of every message the bot shows, checked as it is shown.

    ``knowledge`` says what an audience may know at that moment; ``findings`` collects
    each leak (a test asserts there are none). Used as a context manager around the
    play, so that it is removed from the emulator afterwards.
    """

    def __init__(self, world: World, secrets: Secrets, knowledge: KnowledgeOf) -> None:
        self.world = world
        self.secrets = secrets
        self.knowledge = knowledge
        self.findings: list[Finding] = []
        self.shown = 0
        """How many message versions were checked against a game."""
        self.told = 0
        """How many names were said to an audience that may know them."""

    def __enter__(self) -> Watch:
        self.world.watchers.append(self.see)
        return self

    def __exit__(self, *exc: Any) -> None:
        self.world.watchers.remove(self.see)

    def see(self, message: Message) -> None:
        """Check one version of a message for its audience (a watcher of the world)."""
        if message.author.id != self.world.bot.id:
            return
        channel = self.world.channels[message.channel_id]
        audience = audience_of(message)
        knowledge = self.knowledge(channel, audience)
        if knowledge is None:
            return
        self.shown += 1
        texts = texts_of(message)
        if audience is None:
            texts.append(channel.name)
        for text in texts:
            leaks, told = self.secrets.read(text, knowledge)
            self.findings += [Finding(audience, channel.id, leak) for leak in leaks]
            self.told += told

    def report(self, limit: int = 12) -> str:
        """The leaks, each distinct one once with how often it was shown, the first
        ``limit`` of them."""
        counted = Counter(str(finding) for finding in self.findings)
        lines = [f"{count} × {leak}" for leak, count in list(counted.items())[:limit]]
        return (f"{len(self.findings)} leaks ({len(counted)} distinct) in {self.shown} "
                "messages shown:\n" + "\n".join(lines))
