"""A game of Akropolis: the state and its step-wise decisions.

A turn is two decisions (``Decision``): the site tile (a selection that ``back()``
undoes), then the placement, at which the turn executes and ``decide`` returns
``Events``. ``play`` does a whole checked turn at once, as the record replay needs;
``push`` does one unchecked, for a search. In solo the Architect's turn follows each
of the player's at once, so a decision is always the player's.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import cache
from itertools import chain
from typing import TYPE_CHECKING

from ..errors import IllegalMove
from .architect import ArchitectCity, architect_score, architect_take
from .city import City
from .hexes import (
    DISTRICTS,
    District,
    axial,
    cell_of,
    footprint_of,
    footprint_placements,
    hex_distance,
    tile_cells,
)
from .moves import (
    Anchor,
    ArchitectTurn,
    Decision,
    DecisionKind,
    DistrictScore,
    Events,
    Move,
    Placement,
    PlayerScore,
    Preview,
    Result,
    winners,
)
from .scoring import score_city
from .setup import Setup
from .tiles import TILE_CODES, TILES

if TYPE_CHECKING:
    from .view import PublicView

_TILE, _PLACEMENT = DecisionKind
_REACH = 100
"""How far from its centre a placement may name a cell: far beyond any real city, and
well inside what the cell encoding holds."""


class Game:
    """The whole state of one game, derived from its ``setup`` and ``moves``.

    Seats are 0..seats-1, seat 0 first; in solo seat 1 is the Architect, whose
    ``cities`` entry is an ``ArchitectCity``. ``site`` holds tile ids, ``site[0]``
    free; ``dealt`` counts the tiles of ``setup.tiles`` laid out so far.
    """

    __slots__ = ("_scores", "_take", "cities", "dealt", "finished", "moves", "round",
                 "setup", "site", "stage", "stones", "turn", "variants")

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.variants = frozenset(setup.variants)
        start = City.start()
        self.cities: list[City | ArchitectCity] = [start.copy() for _ in range(setup.seats)]
        if setup.seats == 1:
            self.cities.append(ArchitectCity())
            self.stones = [1, 2]
        else:
            self.stones = [seat + 1 for seat in range(setup.seats)]
        self.dealt = setup.site_size
        self.site: list[int] = list(setup.tiles[:self.dealt])
        self.turn = 0
        self.round = 0
        self.moves: list[Move] = []
        self.finished = False
        self.stage = _TILE
        self._take: int | None = None
        self._scores: list[tuple[DistrictScore, ...] | None] = [None] * len(self.cities)

    @classmethod
    def new(cls, seed: int, seats: int = 2, long: bool = False,
            variants: Iterable[str | District] = (), architect: str | None = None) -> Game:
        """A new game dealt from ``seed``; solo (``seats=1``) needs ``architect``."""
        try:
            setup = Setup.new(seed, seats, long, variants, architect)
        except ValueError as error:
            raise IllegalMove(str(error)) from None
        return cls(setup)

    def copy(self) -> Game:
        """An independent copy, cheap enough for a search to make thousands."""
        clone = Game.__new__(Game)
        clone.setup = self.setup
        clone.variants = self.variants
        clone.cities = [c.copy() for c in self.cities]
        clone.stones = self.stones.copy()
        clone.dealt = self.dealt
        clone.site = self.site.copy()
        clone.turn = self.turn
        clone.round = self.round
        clone.moves = self.moves.copy()
        clone.finished = self.finished
        clone.stage = self.stage
        clone._take = self._take
        clone._scores = self._scores.copy()
        return clone

    # -- where the game stands --------------------------------------------------

    @property
    def solo(self) -> bool:
        """Whether this is the solo game against the Architect."""
        return self.setup.seats == 1

    @property
    def current_player(self) -> int:
        """The seat whose turn it is (the next in rotation once the game is over)."""
        return self.turn % self.setup.sides

    @property
    def chief(self) -> int:
        """The seat holding the Chief Architect marker this round."""
        return self.round % self.setup.sides

    @property
    def stacks_left(self) -> int:
        """Face-down stacks not yet laid out on the site."""
        return (len(self.setup.tiles) - self.dealt) // self.setup.stack_size

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.finished

    @property
    def selection(self) -> int | None:
        """The site index chosen for a turn whose tile is not placed yet."""
        return self._take

    @property
    def decision(self) -> Decision | None:
        """The decision to make now, with its legal options; ``None`` once over."""
        if self.finished:
            return None
        if self.stage is _TILE:
            return Decision(self.current_player, _TILE, self.legal_takes())
        return Decision(self.current_player, _PLACEMENT, self.legal_placements())

    def legal_takes(self) -> tuple[int, ...]:
        """The site indices the player to move can afford (cost = index)."""
        if self.finished:
            return ()
        return tuple(range(min(len(self.site), self.stones[self.current_player] + 1)))

    def legal_placements(self) -> tuple[Placement, ...]:
        """Every placement legal in the mover's city: upper levels first (highest
        first), then level 1. Any tile fits any of them: all tiles share one shape."""
        if self.finished:
            return ()
        city = self.player_city()
        heights = city.heights
        upper = sorted(city.upper, key=lambda f: (-heights[f >> 1], f)) if city.upper else []
        return tuple(chain.from_iterable(map(_placements_of, (*upper, *sorted(city.ground)))))

    def anchors(self) -> tuple[Anchor, ...]:
        """The cells that can take hex A of a legal placement, with the level reached:
        highest level first, then nearest the city's centre, then top to bottom."""
        city = self.player_city()
        cells = {p.anchor for p in self.legal_placements()}
        found = [Anchor(cell, city.level(*cell) + 1) for cell in cells]
        found.sort(key=lambda a: (-a.level, hex_distance(*a.cell),
                                  2 * a.cell[1] + a.cell[0], a.cell[0]))
        return tuple(found)

    def rotations(self, anchor: tuple[int, int]) -> tuple[int, ...]:
        """The legal rotations with hex A on ``anchor``, in increasing order."""
        city = self.player_city()
        cell = cell_of(*anchor)
        return tuple(rot for rot in range(6) if city.is_legal(footprint_of(cell, rot)))

    def player_city(self, seat: int | None = None) -> City:
        """The city of a player's ``seat`` (default: the one to move)."""
        city = self.cities[self.current_player if seat is None else seat]
        if not isinstance(city, City):
            raise IllegalMove("the Architect has no city to place tiles in")
        return city

    def architect_city(self) -> ArchitectCity:
        """The solo Architect's tiles."""
        city = self.cities[-1]
        if not isinstance(city, ArchitectCity):
            raise IllegalMove("only a solo game has an Architect")
        return city

    # -- deciding ---------------------------------------------------------------

    def decide(self, option: int | Placement | tuple) -> Events | None:
        """Take one decision: a site index (a selection: returns ``None``), then a
        placement, which plays the turn and returns its ``Events``."""
        if self.finished:
            raise IllegalMove("the game is over")
        if self.stage is _TILE:
            self._check_take(option)
            self._take, self.stage = self._check_take(option), _PLACEMENT
            return None
        placement = self._check_placement(option)
        return self._play(self._take, placement)

    def back(self) -> None:
        """Undo the choice of a site tile whose placement has not been decided."""
        if self.stage is not _PLACEMENT:
            raise IllegalMove("there is no selection to take back")
        self._take, self.stage = None, _TILE

    def play(self, move: Move) -> Events:
        """Play a whole turn, checked in full before anything changes."""
        if self.finished:
            raise IllegalMove("the game is over")
        if self.stage is not _TILE:
            raise IllegalMove("a tile is already chosen: place it, or take it back first")
        self._check_take(move.take)
        return self._play(move.take, self._check_placement((move.anchor, move.rot)))

    def push(self, move: Move) -> None:
        """Play a whole turn without any check or report, for a search. The move must
        be legal (its take among ``legal_takes()``, its placement among
        ``legal_placements()``); otherwise the game is corrupted."""
        self._apply(move.take, cell_of(*move.anchor), move.rot)
        self._after_turn()

    def preview(self, placement: Placement | tuple, take: int | None = None) -> Preview:
        """What placing the site tile ``take`` (default: the one chosen) at
        ``placement`` would do for the mover, without playing it."""
        take = self._take if take is None else take
        if self.finished:
            raise IllegalMove("the game is over")
        if take is None:
            raise IllegalMove("choose a site tile first, or name one to preview")
        self._check_take(take)
        placement = self._check_placement(placement)
        seat = self.current_player
        tile = self.site[take]
        city = self.player_city(seat).copy()
        before = self._district_scores(seat)
        level, stones = city.place(tile, TILE_CODES[tile], cell_of(*placement.anchor),
                                   placement.rot, track=False)
        after = score_city(city, self.variants)
        change = _change(before, after)
        return Preview(level, stones, change, sum(change.values()) + stones - take)

    # -- the turn itself ----------------------------------------------------------

    def _check_take(self, take: object) -> int:
        if type(take) is not int or not 0 <= take < len(self.site):
            raise IllegalMove(f"site tile {take!r} does not exist (the site holds "
                              f"{len(self.site)} tiles)")
        seat = self.current_player
        if take > self.stones[seat]:
            raise IllegalMove(f"tile {take} costs {take} stones, seat {seat} has "
                              f"{self.stones[seat]}")
        return take

    def _check_placement(self, option: object) -> Placement:
        if (not isinstance(option, tuple) or len(option) != 2
                or not isinstance(option[0], tuple) or len(option[0]) != 2
                or not all(type(v) is int for v in (*option[0], option[1]))):
            raise IllegalMove(f"a placement is ((q, r), rot), not {option!r}")
        placement = Placement(*option)
        (q, r), rot = placement
        if not 0 <= rot <= 5:
            raise IllegalMove(f"rotation {rot} does not exist (0 to 5)")
        if max(abs(q), abs(r)) > _REACH:
            raise IllegalMove(f"cell {q},{r} is too far from the city")
        city = self.player_city()
        anchor = cell_of(q, r)
        if not city.is_legal(footprint_of(anchor, rot)):
            raise IllegalMove(_why_illegal(city, placement, anchor))
        return placement

    def _apply(self, take: int, anchor: int, rot: int) -> tuple[int, int, int]:
        """Take the site tile and place it; answer the tile, its level and the stones
        its quarries gave."""
        seat = self.current_player
        tile = self.site.pop(take)
        self.stones[seat] -= take
        if self.setup.seats == 1:
            self.stones[1] += take  # in solo the player pays the Architect
        level, stones = self.player_city(seat).place(tile, TILE_CODES[tile], anchor, rot)
        self.stones[seat] += stones
        self._scores[seat] = None
        self.moves.append(Move(take, axial(anchor), rot))
        return tile, level, stones

    def _play(self, take: int, placement: Placement) -> Events:
        seat = self.current_player
        before = self._district_scores(seat)
        tile, level, stones = self._apply(take, cell_of(*placement.anchor), placement.rot)
        change = _change(before, self._district_scores(seat))
        round_ended, architect = self._after_turn()
        return Events(seat, take, TILES[tile], take, placement, level, stones, change,
                      sum(change.values()) + stones - take, round_ended, self.finished,
                      architect)

    def _after_turn(self) -> tuple[bool, ArchitectTurn | None]:
        """End the turn; in solo play the Architect's turn that follows."""
        round_ended = self._end_turn()
        architect = None
        if self.setup.seats == 1 and not self.finished:
            take = architect_take(self.site, self.stones[1])
            tile = self.site.pop(take)
            self.stones[1] -= take
            self.architect_city().tiles.append(tile)
            architect = ArchitectTurn(take, TILES[tile], take, self._end_turn())
        return round_ended, architect

    def _end_turn(self) -> bool:
        """Refill the site when one tile is left (rule 5.3); answer whether it was."""
        self.turn += 1
        self.stage, self._take = _TILE, None
        if len(self.site) != 1:
            return False
        tiles = self.setup.tiles
        if self.dealt == len(tiles):
            self.finished = True
            return False
        end = self.dealt + self.setup.stack_size
        self.site.extend(tiles[self.dealt:end])
        self.dealt = end
        self.round += 1
        return True

    # -- scores -------------------------------------------------------------------

    def _district_scores(self, seat: int) -> tuple[DistrictScore, ...]:
        scores = self._scores[seat]
        if scores is None:
            scores = self._scores[seat] = score_city(self.player_city(seat), self.variants)
        return scores

    def score(self, seat: int) -> PlayerScore:
        """``seat``'s score by district, as if the game ended now."""
        city = self.cities[seat]
        if isinstance(city, ArchitectCity):
            return architect_score(city, self.stones[seat], self.setup.architect or "",
                                   self.variants)
        return PlayerScore(self.stones[seat], self._district_scores(seat))

    def result(self) -> Result:
        """Every seat's score and, once the game is over, the winners."""
        players = tuple(self.score(seat) for seat in range(len(self.cities)))
        return Result(self.finished, players, winners(players) if self.finished else ())

    def public_view(self, viewer: int | None = None) -> PublicView:
        """What ``viewer`` (or a spectator, ``None``) can see; see ``PublicView``."""
        from .view import PublicView

        return PublicView.of(self, viewer)

    def public(self) -> Game:
        """This game as anyone at the table knows it (``view.spectator_game``): what
        is drawn for everyone is drawn from it, so it cannot tell the order of the
        stacks."""
        from .view import spectator_game

        return spectator_game(self)


@cache
def _placements_of(footprint: int) -> tuple[Placement, Placement, Placement]:
    """A footprint's three placements, as values: cached, as every game lists the same
    few hundred footprints around its centre again and again."""
    a, b, c = (Placement(axial(anchor), rot) for anchor, rot in footprint_placements(footprint))
    return a, b, c


def _change(before: tuple[DistrictScore, ...], after: tuple[DistrictScore, ...],
            ) -> dict[District, int]:
    return {d: a.points - b.points for d, b, a in zip(DISTRICTS, before, after, strict=True)}


def _why_illegal(city: City, placement: Placement, anchor: int) -> str:
    """The rule a placement breaks, in plain words."""
    cells = tile_cells(anchor, placement.rot)
    heights = [city.heights.get(c, 0) for c in cells]
    where = f"placement {placement.text}"
    if len(set(heights)) > 1:
        return f"{where} is not flat: the cells under it are at heights {heights}"
    if heights[0] == 0:
        return f"{where} does not touch the city"
    return (f"{where} would cover a single tile (tile {city.owners[anchor]}): "
            f"a tile on an upper level must span at least two")
