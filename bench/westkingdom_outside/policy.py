"""The outside player's rollout policy: a cheap builder, one rule per prompt.

It looks at nothing but the answers offered and the seat's own resources, hand and
workers, and never copies the game, so a whole game played out with it costs a few
milliseconds. It builds whenever it can; otherwise it places where the yield covers
most of what the nearest card of its hand still lacks, hires when that card needs a
skill it has not got, draws when its hand is empty; it captures a rival group of two
or more, goes to the Town Centre for a group of ``BIG_GROUP``, and mines gold when a placement
there yields ``FARM`` or more; it trades only
for the marble its nearest card lacks. One answer in ``EXPLORE`` is drawn at random,
so that its games differ.
"""

from __future__ import annotations

import random

from engine.westkingdom import APPRENTICES, BUILDINGS, OPEN_PLACES, Game, Prompt

EXPLORE = 0.1
"""The share of answers the policy picks at random."""
CL, WD, ST, AU, MB, AG = range(6)
AT = {name: i for i, name in enumerate(OPEN_PLACES)}
GATHER = {"quarry": (ST, 1), "forest": (WD, 1), "mines:clay": (CL, 2), "silversmith": (AG, 1)}
"""Where a worker gathers one resource: which, and how much more than the workers the
seat has there (k workers yield k + this, the Mines' gold aside)."""
QUIT = ("stop", "skip")
BIG_GROUP = 6
"""A rival group this large at one location is worth a visit to the Town Centre."""
FARM = 4
"""Gold a Mines placement must yield for the policy to mine rather than gather."""
Option = str | int | tuple
"""An answer, as the engine offers it."""


def builder_option(game: Game, rng: random.Random) -> Option:
    """The policy's answer to ``game``'s pending decision."""
    decision = game.decision
    assert decision is not None
    options = decision.options
    if rng.random() < EXPLORE:
        return rng.choice(options)
    seat, prompt = decision.player, decision.prompt
    if prompt is Prompt.PLACE:
        return _placement(game, seat, options, rng)
    if prompt is Prompt.BUILD:
        cards = [o for o in options if o in BUILDINGS]
        return max(cards, key=lambda c: BUILDINGS[c].vp) if cards else options[0]
    if prompt in (Prompt.DRAFT, Prompt.KEEP):
        return min(options, key=lambda c: _lacking(game, seat, str(c)))
    if prompt in (Prompt.DISCARD, Prompt.LIBRARY):
        return max(options, key=lambda c: _lacking(game, seat, str(c)) if c in BUILDINGS else -1)
    if prompt in (Prompt.CAPTURE, Prompt.BARRACKS):
        return _capture(game, seat, options)
    if prompt is Prompt.HIRE:
        return _hire(game, seat, options, rng)
    if prompt is Prompt.TRADE:
        return _trade(game, seat, options)
    if prompt is Prompt.CHURCH:
        return "destroy"
    return rng.choice(options)


def _lacking(game: Game, seat: int, card: str) -> int:
    """How far ``seat`` is from building ``card``: the materials it lacks, and three for
    each skill it has not got."""
    player = game.players[seat]
    building = BUILDINGS[card]
    short = sum(_short(building.cost, player.res))
    missing = building.skills & ~player.skills
    return short + 3 * bin(missing).count("1")


def _short(cost: tuple[int, ...], held: list[int]) -> list[int]:
    """How many of each resource ``held`` lacks to pay ``cost``."""
    return [max(0, need - have) for need, have in zip(cost[:6], held, strict=True)]


def _placement(game: Game, seat: int, options: tuple[Option, ...], rng: random.Random) -> Option:
    if "guildhall" in options:
        return "guildhall"
    if "towncentre" in options and _largest_rival_group(game, seat)[0] >= BIG_GROUP:
        return "towncentre"
    if "mines:gold" in options and (game.at[AT["mines"]][seat] + 1) // 2 >= FARM:
        return "mines:gold"
    player = game.players[seat]
    if not player.hand:
        return "workshop:draw" if "workshop:draw" in options else rng.choice(options)
    target = BUILDINGS[_nearest(game, seat)]
    if target.skills & ~player.skills:
        for placement in ("workshop:hire", "silversmith"):
            if placement in options:
                return placement
    short = _short(target.cost, player.res)
    if short[MB]:
        spare = player.res[WD] + player.res[ST] - target.cost[WD] - target.cost[ST]
        if spare >= 3 and "storehouse" in options:
            return "storehouse"
        short[WD] += 3 * short[MB] - max(0, spare)
    best, gain = None, 0
    for option in options:
        yield_ = _yield(game, seat, str(option), short)
        if yield_ > gain:
            best, gain = option, yield_
    if best is not None:
        return best
    for placement in ("mines:gold", "workshop:draw"):
        if placement in options:
            return placement
    return rng.choice(options)


def _nearest(game: Game, seat: int) -> str:
    """The card of ``seat``'s hand it is nearest to building."""
    return min(game.players[seat].hand, key=lambda c: _lacking(game, seat, c))


def _yield(game: Game, seat: int, option: str, short: list[int]) -> int:
    """How much of what ``seat`` lacks (``short``) placing on ``option`` gathers."""
    if option in GATHER:
        kind, extra = GATHER[option]
        k = game.at[AT[option.partition(":")[0]]][seat]
        return min(short[kind], k + extra)
    if option == "mines:gold":
        return min(short[AU], (game.at[AT["mines"]][seat] + 1) // 2)
    return 0


def _largest_rival_group(game: Game, seat: int) -> tuple[int, Option | None]:
    """The most workers one other seat has at one open location, and that group."""
    size, group = 0, None
    for place, row in zip(OPEN_PLACES, game.at, strict=True):
        for owner, workers in enumerate(row):
            if owner != seat and workers > size:
                size, group = workers, (place, owner)
    return size, group


def _capture(game: Game, seat: int, options: tuple[Option, ...]) -> Option:
    """The largest rival group, if it holds two or more workers; else stop."""
    size, best = 1, None
    for option in options:
        if isinstance(option, tuple) and option[1] != seat:
            workers = game.at[AT[option[0]]][option[1]]
            if workers > size:
                size, best = workers, option
    if best is not None:
        return best
    return next((o for o in options if o in QUIT), options[0])


def _trade(game: Game, seat: int, options: tuple[Option, ...]) -> Option:
    """A trade for marble while the nearest card of the hand lacks it; else stop."""
    player = game.players[seat]
    if player.hand and BUILDINGS[_nearest(game, seat)].cost[MB] > player.res[MB]:
        marble = [o for o in options if str(o).startswith("Mb:")]
        if marble:
            return marble[0]
    return "stop" if "stop" in options else options[0]


def _hire(game: Game, seat: int, options: tuple[Option, ...], rng: random.Random) -> Option:
    """An apprentice with a skill the seat's hand needs and it has not got, if offered."""
    player = game.players[seat]
    needed = 0
    for card in player.hand:
        needed |= BUILDINGS[card].skills
    needed &= ~player.skills
    useful = [o for o in options if o in APPRENTICES and APPRENTICES[o].skills & needed]
    cards = [o for o in options if o in APPRENTICES]
    return rng.choice(useful or cards or list(options))
