"""What the Buildings do beyond their printed VP, cost, virtue and plain gains (rules 8.2).

Three tables, each card's effect a small function named after it: ``IMMEDIATE`` (⚡,
on construction, after the card's virtue change), ``END_EFFECTS`` (🏁, once the game
is over, before scoring) and ``EXTRA_POINTS`` (S, the VP they add at scoring).
"Most" always means strictly more than every other player.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from .bundles import AG, AU, CL, ST, WD, bundle
from .catalogue import APPRENTICES, CARPENTRY, MASONRY, TILING
from .display import TAVERN, offer_hire
from .economy import (
    building_materials,
    change_virtue,
    gold_held,
    marble_held,
    take_debt,
)
from .frames import FREE
from .market import CROWDED_PRISON
from .moves import Prompt
from .workers import free_prisoners

if TYPE_CHECKING:
    from .game import Game

Effect = Callable[["Game", int], None]

GAIN_CHOICES = {
    "B08": {"Au": bundle("1Au"), "Ag": bundle("3Ag")},  # Treasury
    "B22": {"Au": bundle("1Au"), "Mb": bundle("1Mb")},  # Clay Pit
}
"""The ``gain`` answers of the cards that let the builder choose, and what each gives."""


def strictly_most(values: list[int], seat: int) -> bool:
    """Whether ``seat``'s value beats every other seat's."""
    return all(values[seat] > v for s, v in enumerate(values) if s != seat)


# -- immediate (⚡) ---------------------------------------------------------------------

def tavern(game: Game, seat: int) -> None:
    """B04: may hire any face-up apprentice for free (R17)."""
    offer_hire(game, seat, TAVERN)


def treasury(game: Game, seat: int) -> None:
    """B08: choose +1 Au or +3 Ag."""
    game.stack.append((Prompt.GAIN, seat, "B08"))


def watchtower(game: Game, seat: int) -> None:
    """B10: every player, the builder too, with 3+ workers in the Prison loses 1 V."""
    for s in range(game.seats):
        if game.prison[s] >= CROWDED_PRISON:
            change_virtue(game, s, -1)


def armoury(game: Game, seat: int) -> None:
    """B14: one free capture, anywhere open, which may be skipped."""
    game.stack.append((Prompt.CAPTURE, seat, FREE))


def barracks(game: Game, seat: int) -> None:
    """B15: a free capture, or a free buy-back of all one's captive workers, or nothing."""
    game.stack.append((Prompt.BARRACKS, seat))


def betting_house(game: Game, seat: int) -> None:
    """B16: take 1 debt."""
    take_debt(game, seat)


def church(game: Game, seat: int) -> None:
    """B20: may destroy 1 unpaid debt (asked only of a player who has one)."""
    if game.players[seat].debts:
        game.stack.append((Prompt.CHURCH, seat))


def clay_pit(game: Game, seat: int) -> None:
    """B22: choose +1 Au or +1 Mb."""
    game.stack.append((Prompt.GAIN, seat, "B22"))


def fortress(game: Game, seat: int) -> None:
    """B26: two free captures, each asked on its own and each skippable."""
    game.stack.append((Prompt.CAPTURE, seat, FREE))
    game.stack.append((Prompt.CAPTURE, seat, FREE))


def hideout(game: Game, seat: int) -> None:
    """B29: every one of the builder's workers in the Prison back to its supply."""
    free_prisoners(game, seat)


def library(game: Game, seat: int) -> None:
    """B31: may discard 1 card from hand for +2 Au."""
    game.stack.append((Prompt.LIBRARY, seat))


def monument(game: Game, seat: int) -> None:
    """B36: every player +1 V (with the card's own +1, the builder gains 2)."""
    for s in range(game.seats):
        change_virtue(game, s, 1)


def palace(game: Game, seat: int) -> None:
    """B38: +1 Au per 4 virtue the builder has now."""
    player = game.players[seat]
    player.res[AU] += player.virtue // 4


IMMEDIATE: dict[str, Effect] = {
    "B04": tavern, "B08": treasury, "B10": watchtower, "B14": armoury, "B15": barracks,
    "B16": betting_house, "B20": church, "B22": clay_pit, "B26": fortress, "B29": hideout,
    "B31": library, "B36": monument, "B38": palace,
}
"""The ⚡ effects beyond a plain gain (the Smithy's 4 St... are in the catalogue)."""


# -- end of the game (🏁) -----------------------------------------------------------------

def trading_post(game: Game, seat: int) -> None:
    """B07: +1 V per 4 clay, wood and stone held."""
    change_virtue(game, seat, building_materials(game.players[seat]) // 4)


def castle(game: Game, seat: int) -> None:
    """B18: +1 V per 2 gold held (Therese: gold and marble)."""
    change_virtue(game, seat, gold_held(game.players[seat]) // 2)


def chapel(game: Game, seat: int) -> None:
    """B19: +2 V with strictly the most Cathedral progress."""
    if strictly_most([p.cathedral for p in game.players], seat):
        change_virtue(game, seat, 2)


def dungeon(game: Game, seat: int) -> None:
    """B24: lose 2 V."""
    change_virtue(game, seat, -2)


def observatory(game: Game, seat: int) -> None:
    """B37: +1 V per 2 marble held (Therese: gold and marble)."""
    change_virtue(game, seat, marble_held(game.players[seat]) // 2)


def reservoir(game: Game, seat: int) -> None:
    """B39: +1 V per 2 paid debts."""
    change_virtue(game, seat, game.players[seat].paid // 2)


END_EFFECTS: dict[str, Effect] = {
    "B07": trading_post, "B18": castle, "B19": chapel, "B24": dungeon, "B37": observatory,
    "B39": reservoir,
}
"""The 🏁 effects, resolved for each seat in card-id order once the game is over."""


# -- scoring (S) -------------------------------------------------------------------------

Points = Callable[["Game", int], int]


def steeple(game: Game, seat: int) -> int:
    """B02: +2 VP with strictly the most Cathedral progress."""
    return 2 if strictly_most([p.cathedral for p in game.players], seat) else 0


def _most_held(resource: int) -> Points:
    def points(game: Game, seat: int) -> int:
        return 2 if strictly_most([p.res[resource] for p in game.players], seat) else 0
    return points


stone_market = _most_held(ST)
stone_market.__doc__ = "B03: +2 VP with strictly the most stone held."
wood_market = _most_held(WD)
wood_market.__doc__ = "B12: +2 VP with strictly the most wood held."
clay_market = _most_held(CL)
clay_market.__doc__ = "B21: +2 VP with strictly the most clay held."
silver_market = _most_held(AG)
silver_market.__doc__ = "B40: +2 VP with strictly the most silver held."


def _per_skill(skill: int) -> Points:
    def points(game: Game, seat: int) -> int:
        return sum(bool(APPRENTICES[a].skills & skill) for a in game.players[seat].apprentices)
    return points


tilers_hut = _per_skill(TILING)
tilers_hut.__doc__ = "B06: +1 VP per hired apprentice with tiling (the Labourer too)."
carpenters_hut = _per_skill(CARPENTRY)
carpenters_hut.__doc__ = "B17: +1 VP per hired apprentice with carpentry."
masons_hut = _per_skill(MASONRY)
masons_hut.__doc__ = "B34: +1 VP per hired apprentice with masonry."


def university(game: Game, seat: int) -> int:
    """B09: +2 VP without an unpaid debt."""
    return 0 if game.players[seat].debts else 2


def aqueduct(game: Game, seat: int) -> int:
    """B13: +1 VP per constructed building, itself included."""
    return len(game.players[seat].buildings)


def gamblers_den(game: Game, seat: int) -> int:
    """B28: -1 VP more per unpaid debt."""
    return -game.players[seat].debts


def keep(game: Game, seat: int) -> int:
    """B30: +1 VP per 3 captives on the owner's board."""
    return sum(game.captives[seat]) // 3


def lighthouse(game: Game, seat: int) -> int:
    """B32: +1 VP per 4 virtue at the end."""
    return game.players[seat].virtue // 4


def moneylender(game: Game, seat: int) -> int:
    """B35: +1 VP per paid debt."""
    return game.players[seat].paid


EXTRA_POINTS: dict[str, Points] = {
    "B02": steeple, "B03": stone_market, "B06": tilers_hut, "B09": university,
    "B12": wood_market, "B13": aqueduct, "B17": carpenters_hut, "B21": clay_market,
    "B28": gamblers_den, "B30": keep, "B32": lighthouse, "B34": masons_hut,
    "B35": moneylender, "B40": silver_market,
}
"""The S cards' VP beyond the printed ones. The Fountain (B27) halves the debt line
instead, in ``scoring``."""
FOUNTAIN = "B27"
