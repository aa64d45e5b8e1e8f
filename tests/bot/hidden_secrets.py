"""What each game hides, and from whom, for ``hidden_information``.

- West Kingdom (rules 12, "Hidden information"): each Building card is a secret. A
  built card is known to everyone. Otherwise it is known only to a seat that has held
  it: in its hand, in a draft packet (so a card passed on stays known to the seat that
  passed it), or among the five cards of its Black Market draw. The order of the deck
  is known to nobody. A label showing a card's cost and what building it gives gives
  the card away.
- Amytis (rules, setup): the tiles under each stack's top, the three tiles out of the
  game, and the Project cards of the deck are hidden from everyone. Tiles in cities
  and on top of the stacks, and the Projects in the display and in hands, are public.
- Akropolis (rules 11): only the tiles still in the stacks are hidden. Everything laid
  out on the site is public.

The names are the catalogues' own words in every language. An Akropolis tile goes by
its districts, as the bot writes them (``tile_text``), so many tiles share a name.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from typing import Any

from hidden_information import Knowledge, KnowledgeOf, Secret, Secrets

from cogs.akropolis.controls import tile_text
from engine.akropolis.tiles import TILES
from engine.amytis import PROJECTS, TILE_KINDS
from engine.westkingdom import BUILDINGS, Prompt
from engine.westkingdom.bundles import CARDS, FIELDS
from i18n import LOCALES, Translator, catalogue, translate
from store.games import _SELECT, GameRow
from tests.discord_emulator import Channel

GameKnowledge = Callable[[GameRow, Any, int | None], Knowledge]
"""What a seat (``None``: everyone, a bystander included) may know of a stored game
(its row and the game its kind loads from the record)."""


GAMES = ("akropolis", "amytis", "westkingdom")


def ordinary_texts(game: str, *names_from: str) -> list[str]:
    """What the bot may say during a game of ``game``, in every language, but for the
    entries under ``names_from`` (where the game's names come from): the texts of
    every catalogue that belongs to no game or to this one, but for its rules pages
    (which name the cards of the game as a list of its contents)."""
    texts = []
    for locale in LOCALES:
        for key, entry in catalogue(locale).items():
            namespace = key.partition(".")[0]
            other = [g for g in GAMES if g != game and g in namespace]
            if other or namespace == f"{game}_rules" or key.startswith(names_from):
                continue
            texts += [entry] if isinstance(entry, str) else list(entry.values())
    return texts


# -- West Kingdom ---------------------------------------------------------------------------

def westkingdom_secrets() -> Secrets:
    """The 40 Building cards, with what building each changes first (its cost, its
    virtue change and its immediate resource gain), and the images' abbreviations."""
    secrets = []
    for card, building in BUILDINGS.items():
        changes = {code: building.gain[i] - building.cost[i]
                   for i, code in enumerate(FIELDS) if i != CARDS}
        changes["V"] += building.virtue
        secrets.append(Secret(card, _names(f"render_westkingdom_cards.name.{card}"),
                              {code: count for code, count in changes.items() if count}))
    abbreviations = {locale: {translate(locale, f"render_westkingdom.res.{code}"): code
                              for code in FIELDS if code != "card"} for locale in LOCALES}
    ordinary = ordinary_texts("westkingdom", "render_westkingdom_cards.name.")
    return Secrets(secrets, ordinary, abbreviations)


class WestKingdomKnowledge:
    """Who may know which Building card, remembering every card a seat has held
    (``GameKnowledge``: called at every text the bot shows, so it sees each hand,
    packet and draw while it is there)."""

    def __init__(self) -> None:
        self._held: dict[tuple[int, int], set[str]] = {}

    def __call__(self, row: GameRow, game: Any, seat: int | None) -> Knowledge:
        engine = game.engine
        for each in range(engine.seats):
            held = self._held.setdefault((row.id, each), set())
            held.update(engine.players[each].hand, engine.packets[each])
            decision = engine.decision
            if decision is not None and decision.player == each \
                    and decision.prompt is Prompt.KEEP:
                held.update(engine.keep_cards)
        known = {card for player in engine.players for card in player.buildings}
        if seat is not None:
            known |= self._held[(row.id, seat)]
        return Knowledge(frozenset(known), frozenset(BUILDINGS) - known)


# -- Amytis ---------------------------------------------------------------------------------

def amytis_secrets() -> Secrets:
    """The 24 kinds of tile and the 20 Project cards ("Project 7")."""
    tiles = [Secret(tile.id, _names(f"amytis.tile.{tile.id}")) for tile in TILE_KINDS]
    cards = [Secret(f"project:{card}", {
        locale: translate(locale, "amytis.controls.take_card", card=card,
                          points=PROJECTS[card].points).rpartition(" (")[0]
        for locale in LOCALES}, numbered=True) for card in PROJECTS]
    return Secrets([*tiles, *cards], ordinary_texts("amytis", "amytis.tile."))


def amytis_knowledge(row: GameRow, game: Any, seat: int | None) -> Knowledge:
    """Both players see the same table: a kind of tile is known once a tile of it
    has shown (on a stack's top or in a city); the deck's Projects are hidden."""
    view = game.public_view(None)
    seen = {tile.id for tile in view.stack_tops if tile is not None}
    seen |= {tile.id for city in view.cities for stack in city for tile in stack}
    deck = {f"project:{card}" for card in view.unseen_cards}
    cards = {f"project:{card}" for card in PROJECTS}
    return Knowledge(frozenset(seen | (cards - deck)),
                     frozenset({tile.id for tile in view.unseen_tiles} - seen) | deck)


# -- Akropolis ------------------------------------------------------------------------------

def akropolis_secrets() -> Secrets:
    """The 61 city tiles, each by its districts as the bot writes them."""
    return Secrets([Secret(f"tile:{tile}", {locale: tile_text(Translator(locale), TILES[tile])
                                            for locale in LOCALES}) for tile in TILES if tile],
                   ordinary_texts("akropolis", "akropolis_play.hex."))


def akropolis_knowledge(row: GameRow, game: Any, seat: int | None) -> Knowledge:
    """The tiles laid out so far are public; those still in the stacks are hidden."""
    tiles = game.setup.tiles
    return Knowledge(frozenset(f"tile:{t}" for t in tiles[:game.dealt]),
                     frozenset(f"tile:{t}" for t in tiles[game.dealt:]))


def _names(key: str) -> dict[str, str]:
    return {locale: translate(locale, key) for locale in LOCALES}


# -- the stored game ------------------------------------------------------------------------

class StoredGames:
    """The game of a channel as the database holds it at this very moment, read with
    a connection of its own, so a watcher can read it while the bot waits on the
    emulator (the bot stores a step before it shows it)."""

    def __init__(self, path: str, load: Callable[[GameRow], Any]) -> None:
        self._db = sqlite3.connect(path)
        self._db.row_factory = sqlite3.Row
        self._load = load
        self._loaded: dict[int, tuple[str, Any]] = {}

    def close(self) -> None:
        self._db.close()

    def latest(self, channel: Channel) -> tuple[GameRow, Any] | None:
        """The newest game played in ``channel`` (its thread or the channel it was
        started from) and its game as loaded from the stored record."""
        found = self._db.execute(
            _SELECT + " WHERE g.channel_id = ? OR g.parent_channel_id = ?"
            " ORDER BY g.id DESC LIMIT 1", (channel.id, channel.id)).fetchone()
        if found is None:
            return None
        row = GameRow.from_row(found)
        loaded = self._loaded.get(row.id)
        if loaded is None or loaded[0] != row.record:
            loaded = self._loaded[row.id] = (row.record, self._load(row))
        return row, loaded[1]

    def knowledge(self, of_game: GameKnowledge) -> KnowledgeOf:
        """``Watch``'s question answered for the stored games: the seat of the user an
        ephemeral message is for, or everyone."""

        def of(channel: Channel, audience: int | None) -> Knowledge | None:
            stored = self.latest(channel)
            if stored is None:
                return None
            row, game = stored
            seat = None if audience is None else row.seat_of(audience)
            return of_game(row, game, seat)

        return of

