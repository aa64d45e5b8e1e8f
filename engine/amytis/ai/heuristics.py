"""How good a position is for a player, from what the table shows.

Building points are banked at once, but a good share of a final score comes at the
end: Project cards and King's Favors. A player who looks only at the points of the
turn (the "greedy" baseline) neglects them, so the evaluation adds what they are
likely to bring: a card in hand is worth its points times a chance of completing it,
which falls with the number of city cells still to recolour and the turns left; a
line of Architects one stack short is worth part of a Favor. Nothing here looks at
a main-board tile below a top, so the same function serves an honest player and a
search over sampled games.
"""

from __future__ import annotations

from functools import lru_cache

from ..board import LINES, NO_ARCHITECT
from ..favors import favor_value, upper_favor_points
from ..game import Game
from ..projects import PROJECTS, Masks
from ..tiles import COLOURS

TILES_LEFT_AT_END = 12
"""About how many tiles the main board still holds when a game ends (two stacks are
empty, the rest partly used), so that the turns left can be estimated."""

_CHANCE_BY_MISSING = (1.0, 0.72, 0.45, 0.25, 0.12, 0.05, 0.02, 0.0, 0.0, 0.0)
"""Rough chance of completing a Project that still lacks 0..9 cells of its pattern,
before the limit of the turns left is applied."""

PROJECT_WEIGHT = 0.9
THREAT_ONE = 0.45
"""Share of a Favor that a single open line is worth: the opponent may block it."""
THREAT_MANY = 0.75
THREAT_OWN_TURN = 0.85
"""Share of a Favor that an open line is worth to the player who moves next."""


def turns_left(game: Game) -> float:
    """Estimated turns each player still has, from the tiles left on the main board."""
    tiles = sum(map(len, game.board.stacks))
    return max(0.0, (tiles - TILES_LEFT_AT_END) / 2)


@lru_cache(maxsize=1 << 17)
def missing_cells(card: int, masks: Masks) -> int:
    """The fewest city cells whose visible colour must change for ``card`` to match.

    Cached because a search meets the same cities over and over.
    """
    g, b, o, p = masks
    best = 9
    for pg, pb, po, pp in PROJECTS[card].placements:
        need = pg | pb | po | pp
        have = (pg & g) | (pb & b) | (po & o) | (pp & p)
        missing = (need & ~have).bit_count()
        if missing < best:
            best = missing
            if best == 0:
                break
    return best


def project_chance(missing: int, turns: float) -> float:
    """The chance a Project short of ``missing`` cells gets completed in ``turns``."""
    if missing == 0:
        return 1.0
    if missing > turns:
        return 0.0
    return _CHANCE_BY_MISSING[missing] * min(1.0, turns / (2 * missing + 1))


def card_potential(card: int, masks: Masks, turns: float) -> float:
    """Expected end-game points of an uncompleted ``card`` held with this city."""
    return PROJECTS[card].points * project_chance(missing_cells(card, masks), turns)


def favor_estimate(game: Game, player: int) -> float:
    """What the best Favor space open to ``player`` would add if taken now."""
    options = game.favor_options(player)
    if not options:
        return 0.0
    heights = game.cities[player].heights()
    completed, bottom = len(game.completed[player]), game.bottom_row[player]
    best = 0.0
    for space in options:
        value = favor_value(space, heights, completed, bottom)
        if value > best:
            best = value
    return best


def open_lines(game: Game, player: int) -> int:
    """Stacks that would complete a line of ``player``'s Architects if taken next."""
    return len(open_line_stacks(game, player))


def open_line_stacks(game: Game, player: int) -> set[int]:
    """Those stacks themselves: where ``player`` would earn a Favor, and where the
    opponent would block one."""
    board = game.board
    on_board = board.on_board[player]
    if on_board < 2:
        return set()  # no line holds two of them
    if on_board >= 4 or board.has_line(player):
        return set()  # they all come back at the start of the player's turn
    arch, stacks = board.architects, board.stacks
    targets = set()
    for a, b, c in LINES:
        if arch[a] == player:
            free = c if arch[b] == player else b if arch[c] == player else -1
        else:
            free = a if arch[b] == player and arch[c] == player else -1
        if free >= 0 and arch[free] == NO_ARCHITECT and stacks[free]:
            targets.add(free)
    return targets


def potential(game: Game, player: int, turns: float) -> float:
    """End-game points ``player`` can still expect beyond the score as it stands."""
    masks = game.cities[player].colour_masks()
    done = game.completed[player]
    value = PROJECT_WEIGHT * sum(card_potential(c, masks, turns)
                                 for c in game.projects[player] if c not in done)
    threats = open_lines(game, player)
    if threats and turns >= 1:
        favor = favor_estimate(game, player)
        if game.player == player:
            share = THREAT_OWN_TURN
        else:
            share = THREAT_ONE if threats == 1 else THREAT_MANY
        value += share * favor
    return value


def player_value(game: Game, player: int, turns: float) -> float:
    """Score as it stands (end-game parts as if it ended now) plus the potential,
    with ``turns`` left (``turns_left``)."""
    score = game.total(player)
    if game.finished:
        return float(score)
    return score + potential(game, player, turns)


def evaluate(game: Game, player: int) -> float:
    """How far ahead ``player`` is: their value minus the opponent's."""
    turns = turns_left(game)
    return player_value(game, player, turns) - player_value(game, 1 - player, turns)


def card_value(card: int, masks: Masks, turns: float) -> float:
    """What holding ``card`` with this city is worth: its points once it matches."""
    return _value_when_missing(card, missing_cells(card, masks), turns)


def _value_when_missing(card: int, missing: int, turns: float) -> float:
    """``card_value`` of a card that lacks ``missing`` cells of its pattern."""
    points = PROJECTS[card].points
    if missing == 0:
        return float(points)
    return PROJECT_WEIGHT * (points * project_chance(missing, turns))


def mean_card_value(cards: list[int], masks: Masks, turns: float) -> float:
    """Expected value of a card drawn blind from ``cards``, so that a player never
    values a draw by the card a sampled deck happened to put on top."""
    if not cards:
        return 0.0
    return sum(card_value(c, masks, turns) for c in cards) / len(cards)


def placement_bonus(game: Game, player: int) -> list[list[float]]:
    """What a tile adds to ``player``'s end-game prospects by where it lands: for
    each city cell, a value per colour (in ``COLOURS`` order).

    A placement that recolours a cell changes the chances of the Project cards in
    hand (``card_value``), and one that raises a stack changes what the upper Favor
    spaces the player owns will score. Neither shows in the points a move scores at
    once, so a quick player that looks only at the moves scoring most at once would
    never build a Project; ranking options by points plus this bonus lets it look
    at those moves at the price of a few cached look-ups.
    """
    city = game.cities[player]
    masks = city.colour_masks()
    done = game.completed[player]
    turns = turns_left(game)
    bonus = [[0.0] * len(COLOURS) for _ in range(9)]
    for card in game.projects[player]:
        if card not in done:
            for row, gains in zip(bonus, _recolouring_gains(card, masks, turns), strict=True):
                for colour, gain in enumerate(gains):
                    row[colour] += gain
    owners = game.favor_owners
    if player in owners.values():
        heights = city.heights()
        completed = len(done)
        now = upper_favor_points(owners, player, heights, completed)
        for cell, row in enumerate(bonus):
            heights[cell] += 1
            raised = upper_favor_points(owners, player, heights, completed) - now
            heights[cell] -= 1
            if raised:
                row[:] = [gain + raised for gain in row]
    return bonus


@lru_cache(maxsize=1 << 12)
def _recolouring_gains(card: int, masks: Masks, turns: float
                       ) -> tuple[tuple[float, ...], ...]:
    """How ``card_value`` changes when one cell shows another colour: per cell, per
    colour. Cached: a search meets the same city and hand again and again (an entry
    is about 1.5 KB, so the cache stays a few MB in each worker)."""
    held = card_value(card, masks, turns)
    by_missing = [_value_when_missing(card, missing, turns) - held for missing in range(10)]
    return tuple(tuple(by_missing[missing] for missing in row)
                 for row in _missing_after_recolouring(card, masks))


@lru_cache(maxsize=1 << 12)
def _missing_after_recolouring(card: int, masks: Masks) -> tuple[tuple[int, ...], ...]:
    """``missing_cells`` of ``card`` when one cell shows another colour: per cell, per
    colour. Worked out once per placement of the pattern rather than once per
    recolouring, and cached apart from the turns left, which change every turn
    while a city and a hand often do not (an entry is under 1 KB)."""
    g, b, o, p = masks
    best = [[9] * len(COLOURS) for _ in range(9)]
    for placement in PROJECTS[card].placements:
        pg, pb, po, pp = placement
        need = pg | pb | po | pp
        lacking = need & ~((pg & g) | (pb & b) | (po & o) | (pp & p))
        missing = lacking.bit_count()
        for cell, row in enumerate(best):
            bit = 1 << cell
            if need & bit:
                # The cell matches after the change only in the colour it wants.
                others = missing - 1 if lacking & bit else missing
                for colour, wanted in enumerate(placement):
                    value = others if wanted & bit else others + 1
                    if value < row[colour]:
                        row[colour] = value
            else:
                for colour, least in enumerate(row):
                    if missing < least:
                        row[colour] = missing
    return tuple(map(tuple, best))
