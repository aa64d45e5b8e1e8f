"""One-turn players: uniform random, greedy, easy and normal.

Each takes a game at the start of a turn (a STACK decision) and a private
``random.Random`` and answers a whole ``Move``, King's Favor included when the turn
earns one. They read the main board only through its top tiles and stack heights,
the parts a player sees, so they can run on a game sampled from a public view as
well as inside a search. ``random_move`` and ``greedy_move`` are the baselines the
benchmark measures the levels against.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable

from ..favors import BOTTOM_ROW, favor_value
from ..game import Game
from ..moves import Move
from ..tiles import COLOUR_INDEX, Building
from .heuristics import (
    evaluate,
    mean_card_value,
    open_line_stacks,
    placement_bonus,
    turns_left,
)

EASY_TEMPERATURE = 1.5
"""Softmax temperature over a turn's points: low enough to mostly take the best."""


def random_move(game: Game, rng: random.Random) -> Move:
    """A uniformly random option at each decision of the turn (the weakest baseline)."""
    stack = rng.choice(game.board.available())
    cell = rng.randrange(9)
    palaces = _palace_options(game, stack)
    palace = rng.choice(palaces) if palaces else None
    favors = _favor_options(game, stack)
    return Move(stack, cell, palace, rng.choice(favors) if favors else None)


def immediate_moves(game: Game) -> list[tuple[int, Move]]:
    """Every (stack, cell, palace) with the points it scores at once; no Favor yet."""
    return [(points, Move(stack, cell, palace))
            for points, stack, cell, palace in _immediate_options(game)]


def _immediate_options(game: Game) -> list[tuple[int, int, int, str | None]]:
    """``immediate_moves`` as plain (points, stack, cell, palace) tuples: a search
    ranks them all but makes moves of the few it keeps."""
    found = []
    for stack in game.board.available():
        drawing: list[int] | None = None
        for palace in _palace_options(game, stack) or (None,):
            if palace is None or palace == "score":
                points = game.cell_points(stack, palace)
            else:
                # Which card a Palace draws changes nothing a tile scores at once.
                if drawing is None:
                    drawing = game.cell_points(stack, palace)
                points = drawing
            found.extend((p, stack, cell, palace) for cell, p in enumerate(points))
    return found


def greedy_move(game: Game, rng: random.Random) -> Move:
    """The most points this turn, ties broken at random; the Favor worth most now."""
    options = immediate_moves(game)
    best = max(points for points, _ in options)
    move = rng.choice([m for points, m in options if points == best])
    return with_favor_now(game, move, rng)


def easy_move(game: Game, rng: random.Random) -> Move:
    """Usually the turn's best points, sometimes a lesser move: a softmax over points."""
    options = immediate_moves(game)
    best = max(points for points, _ in options)
    weights = [math.exp((points - best) / EASY_TEMPERATURE) for points, _ in options]
    (_, move), = rng.choices(options, weights=weights)
    return with_favor_now(game, move, rng)


def normal_move(game: Game, rng: random.Random) -> Move:
    """The move that leaves the player furthest ahead by the heuristic evaluation."""
    return ranked_moves(game, rng)[0][1]


def ranked_moves(game: Game, rng: random.Random, limit: int | None = None,
                 thorough: bool = False) -> list[tuple[float, Move]]:
    """Moves ordered best first by the evaluation after playing them.

    The Favor is chosen for each move by the same evaluation, so the list holds one
    move per (stack, cell, palace). A blind deck draw is valued by the mean over the
    deck's cards, not by the card the (possibly sampled) deck has on top. ``limit``
    (for the quick replies of a search) evaluates only the ``2 * limit`` moves that
    score most at once and keeps the best ``limit`` of them. ``thorough`` (the tree
    search's quick player) looks further than the points at once, at the moves
    that pay later: it ranks the options by their points plus what the placement
    does for the mover's Projects and Favor spaces (``placement_bonus``), and adds
    the best move on each stack that completes a line of Architects, the mover's (a
    Favor) or the opponent's (a block), and the best move for each Palace choice
    (a Project card drawn scores nothing at once).
    """
    me = game.player
    if limit is None:
        options = immediate_moves(game)
    else:
        raw = _immediate_options(game)
        if len(raw) > limit:
            later = _later_value(game) if thorough else _nothing_later
            raw.sort(key=lambda option: -option[0] - rng.random() * 1e-3 - later(option))
            kept = raw[:limit * 2]
            if thorough:
                rest = raw[limit * 2:]
                kept += _line_moves(game, kept, rest)
                kept += _palace_choices(kept, rest)
            raw = kept
        options = [(points, Move(stack, cell, palace)) for points, stack, cell, palace in raw]
    scored = []
    for _, move in options:
        after = game.copy()
        events = after.play(move)
        if move.palace == "deck" and events.card_taken is not None:
            correction = _blind_draw_correction(game, after, me, events.card_taken)
        else:
            correction = 0.0
        if events.line and not events.turn_over:
            value, favor = _best_favor(after, me)
            move = Move(move.stack, move.cell, move.palace, favor)
        else:
            value = evaluate(after, me)
        scored.append((value + correction + rng.random() * 1e-6, move))
    scored.sort(key=lambda vm: -vm[0])
    return scored[:limit] if limit is not None else scored


def _line_moves(game: Game, kept: list[tuple[int, int, int, str | None]],
                rest: list[tuple[int, int, int, str | None]]
                ) -> list[tuple[int, int, int, str | None]]:
    """From ``rest`` (best first), the best option on each line-completing stack that
    no option in ``kept`` takes (options as ``_immediate_options`` gives them)."""
    me = game.player
    stacks = open_line_stacks(game, me) | open_line_stacks(game, 1 - me)
    stacks -= {option[1] for option in kept}
    found = []
    for option in rest:
        if option[1] in stacks:
            found.append(option)
            stacks.discard(option[1])
    return found


def _later_value(game: Game) -> Callable[[tuple[int, int, int, str | None]], float]:
    """What an option (as ``_immediate_options`` gives it) does for the mover's
    Projects and Favor spaces: ``placement_bonus`` for its tile's colour and cell."""
    bonus, stacks = placement_bonus(game, game.player), game.board.stacks
    return lambda option: bonus[option[2]][COLOUR_INDEX[stacks[option[1]][-1].colour]]


def _nothing_later(option: tuple[int, int, int, str | None]) -> float:
    """The plain quick player's view of later: none, the points alone rank."""
    return 0.0


def _palace_choices(kept: list[tuple[int, int, int, str | None]],
                    rest: list[tuple[int, int, int, str | None]]
                    ) -> list[tuple[int, int, int, str | None]]:
    """From ``rest`` (best first), the best option for each (Palace stack, Palace
    choice) that ``kept`` lacks: a card taken from the display or the deck scores
    nothing at once, so the points alone would never look at it."""
    seen = {(option[1], option[3]) for option in kept}
    found = []
    for option in rest:
        if option[3] is not None and (option[1], option[3]) not in seen:
            seen.add((option[1], option[3]))
            found.append(option)
    return found


def best_favor(game: Game, rng: random.Random) -> str:
    """The Favor space that leaves the player furthest ahead (FAVOR decision pending)."""
    return _best_favor(game, game.player)[1]


def greedy_favor(game: Game, rng: random.Random) -> str:
    """The Favor space worth most if the game ended now."""
    player = game.player
    heights = game.cities[player].heights()
    done = len(game.completed[player])
    options = game.favor_options(player)
    values = [favor_value(s, heights, done, game.bottom_row[player]) for s in options]
    best = max(values)
    return rng.choice([s for s, v in zip(options, values, strict=True) if v == best])


def _best_favor(game: Game, player: int) -> tuple[float, str]:
    """The Favor space whose position the evaluation likes best, and that value.

    Which space is taken changes nothing but the Favor board (the turn ends and the
    next one begins the same way), so the turn is ended once, on the first space,
    and the pawn is then moved from space to space in that one copy: a search asks
    this for every move that completes a line, and a copy per space was most of
    its cost.
    """
    options = game.favor_options(player)
    assert options, "a pending Favor decision always has an option"
    after = game.copy()
    after.decide(options[0])
    _set_pawn(after, player, options[0], add=False)
    best: tuple[float, str] | None = None
    for space in options:
        _set_pawn(after, player, space, add=True)
        value = evaluate(after, player)
        _set_pawn(after, player, space, add=False)
        if best is None or value > best[0]:
            best = (value, space)
    assert best is not None
    return best


def _set_pawn(game: Game, player: int, space: str, add: bool) -> None:
    """Put ``player``'s Favor pawn on ``space`` (or take it off), and nothing else."""
    if space == BOTTOM_ROW:
        game.bottom_row[player] += 1 if add else -1
    elif add:
        game.favor_owners[space] = player
    else:
        del game.favor_owners[space]


def _blind_draw_correction(before: Game, after: Game, me: int, drawn: int) -> float:
    """Replace the drawn card's value by the mean value of a card from the deck."""
    masks = after.cities[me].colour_masks()
    turns = turns_left(after)
    deck = list(before.deck)
    hand, done = after.projects[me], after.completed[me]
    with_card = evaluate(after, me)
    was_done = drawn in done
    hand.remove(drawn)
    if was_done:
        done.remove(drawn)
    without = evaluate(after, me)
    hand.append(drawn)
    if was_done:
        done.append(drawn)
    return without - with_card + mean_card_value(deck, masks, turns)


def _palace_options(game: Game, stack: int) -> tuple[str, ...]:
    return game.palace_options() if game.board.stacks[stack][-1].building is Building.PALACE \
        else ()


def _favor_options(game: Game, stack: int) -> tuple[str, ...]:
    if game.board.would_complete_line(game.player, stack):
        return game.favor_options(game.player)
    return ()


def with_favor_now(game: Game, move: Move, rng: random.Random) -> Move:
    """``move`` (without a Favor) with the Favor worth most now, if the turn earns one."""
    if not _favor_options(game, move.stack):
        return move
    after = game.copy()
    after.play(move)
    return Move(move.stack, move.cell, move.palace, greedy_favor(after, rng))
