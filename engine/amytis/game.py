"""A game of The Architects of Amytis: the state and its step-wise decisions.

A turn is a short series of decisions (``Decision``): the stack, the city cell,
the Palace choice when the tile is a Palace, then the King's Favor space when the
turn completed a line of Architects. Choosing the stack and the cell are mere
selections that ``back()`` can undo; the turn executes at the last of them, and
``decide`` then returns ``Events`` that say what happened. ``play`` does a whole
turn at once, checked before anything changes, as the record replay needs.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import replace

from ..errors import IllegalMove
from .board import ARCHITECTS_PER_PLAYER, MainBoard
from .city import City
from .effects import EFFECTS, Placement
from .favors import (
    BOTTOM_ROW,
    BOTTOM_ROW_LIMIT,
    BOTTOM_ROW_SPACES,
    FAVOR_PAWNS,
    UPPER_FAVORS,
    bottom_row_points,
    upper_favor_points,
)
from .moves import Decision, DecisionKind, Events, Move, Result, ScoreBreakdown
from .projects import PROJECTS
from .setup import Setup, parse_sides
from .tiles import Building, Tile
from .view import PublicView, spectator_game

_STACK, _CELL, _PALACE, _FAVOR = DecisionKind


class Game:
    """The whole state of one game, derived from its ``setup`` and ``moves``.

    Players are seats: 0 is the first player, 1 the second.
    """

    __slots__ = (
        "_cell",
        "_stack",
        "board",
        "bottom_row",
        "building_points",
        "cities",
        "completed",
        "deck",
        "display",
        "favor_owners",
        "finished",
        "last_completed",
        "moves",
        "pawns",
        "player",
        "projects",
        "setup",
        "sides",
        "stage",
        "turn_points",
    )

    def __init__(self, setup: Setup) -> None:
        self.setup = setup
        self.sides: Mapping[Building, str] = setup.sides
        self.board = MainBoard(setup.stacks)
        self.cities = [City(), City()]
        self.display: list[int | None] = list(setup.display)
        self.deck: list[int] = list(reversed(setup.deck))  # top card last
        self.projects: list[list[int]] = [list(h) for h in setup.hands]
        self.completed: list[list[int]] = [[], []]
        self.last_completed: tuple[int, ...] = ()
        """The Project cards the last turn completed (the table image marks them)."""
        self.favor_owners: dict[str, int] = {}
        self.bottom_row = [0, 0]
        self.pawns = [FAVOR_PAWNS, FAVOR_PAWNS]
        self.building_points = [0, 0]
        self.moves: list[Move] = []
        self.turn_points: list[int] = []
        self.player = 0
        self.finished = False
        self.stage: DecisionKind = _STACK
        self._stack: int | None = None
        self._cell: int | None = None
        self._begin_turn()

    @classmethod
    def new(cls, seed: int, sides: Mapping[Building | str, str] | None = None) -> Game:
        """A new game dealt from ``seed``; ``sides`` maps building types to 'A'/'B'."""
        parsed = parse_sides({Building(k).value: v for k, v in (sides or {}).items()})
        return cls(Setup.from_seed(seed, parsed))

    def copy(self) -> Game:
        """An independent copy, cheap enough for a search to make thousands."""
        clone = Game.__new__(Game)
        clone.setup = self.setup
        clone.sides = self.sides
        clone.board = self.board.copy()
        clone.cities = [c.copy() for c in self.cities]
        clone.display = list(self.display)
        clone.deck = list(self.deck)
        clone.projects = [list(p) for p in self.projects]
        clone.completed = [list(c) for c in self.completed]
        clone.last_completed = self.last_completed
        clone.favor_owners = dict(self.favor_owners)
        clone.bottom_row = list(self.bottom_row)
        clone.pawns = list(self.pawns)
        clone.building_points = list(self.building_points)
        clone.moves = list(self.moves)
        clone.turn_points = list(self.turn_points)
        clone.player = self.player
        clone.finished = self.finished
        clone.stage = self.stage
        clone._stack = self._stack
        clone._cell = self._cell
        return clone

    # -- what is to be decided ------------------------------------------------

    @property
    def current_player(self) -> int:
        """The seat whose turn it is (the last mover once the game is over)."""
        return self.player

    @property
    def turn(self) -> int:
        """How many turns have been played (a turn awaiting its Favor counts)."""
        return len(self.moves)

    @property
    def is_over(self) -> bool:
        """Whether the game has ended."""
        return self.finished

    @property
    def selection(self) -> tuple[int | None, int | None]:
        """The stack and cell chosen so far in a turn not yet executed."""
        return self._stack, self._cell

    @property
    def decision(self) -> Decision | None:
        """The decision to make now, with its legal options; ``None`` once over."""
        if self.finished:
            return None
        return Decision(self.player, self.stage, self.legal_options())

    def legal_options(self) -> tuple:
        """The legal options of the pending decision (empty once the game is over)."""
        if self.finished:
            return ()
        if self.stage is _STACK:
            return tuple(self.board.available())
        if self.stage is _CELL:
            return tuple(range(9))
        if self.stage is _PALACE:
            return self.palace_options()
        return self.favor_options(self.player)

    def palace_options(self) -> tuple[str, ...]:
        """The Palace choices: each display card, the deck, and (side B) scoring."""
        options = tuple(f"display:{i}" for i, c in enumerate(self.display) if c is not None)
        if self.deck:
            options += ("deck",)
        if self.sides[Building.PALACE] == "B":
            options += ("score",)
        return options

    def favor_options(self, player: int) -> tuple[str, ...]:
        """The Favor spaces ``player`` could take a pawn to now (empty without a pawn)."""
        if not self.pawns[player]:
            return ()
        options = tuple(s for s in UPPER_FAVORS if s not in self.favor_owners)
        if sum(self.bottom_row) < BOTTOM_ROW_SPACES and self.bottom_row[player] < BOTTOM_ROW_LIMIT:
            options += (BOTTOM_ROW,)
        return options

    def legal_moves(self) -> list[Move]:
        """Every whole turn the player to move could play now, Favor included.

        Only at the start of a turn; an AI that wants fewer branches can use the
        step-wise decisions instead.
        """
        if self.finished or self.stage is not _STACK:
            return []
        moves = []
        for stack in self.board.available():
            line = self.board.would_complete_line(self.player, stack)
            favors = self.favor_options(self.player) if line else ()
            palaces = self.palace_options() if self._top_is_palace(stack) else ()
            for cell in range(9):
                for palace in palaces or (None,):
                    for favor in favors or (None,):
                        moves.append(Move(stack, cell, palace, favor))
        return moves

    # -- deciding -------------------------------------------------------------

    def decide(self, option: int | str) -> Events | None:
        """Take one decision; ``None`` when it only selected a stack or a cell."""
        if self.finished:
            raise IllegalMove("the game is over")
        if self.stage is _STACK:
            self._check_stack(option)
            self._stack = option
            self.stage = _CELL
            return None
        if self.stage is _CELL:
            self._check_cell(option)
            self._cell = option
            if self._top_is_palace(self._stack) and self.palace_options():
                self.stage = _PALACE
                return None
            return self._execute(None)
        if self.stage is _PALACE:
            if option not in self.palace_options():
                raise IllegalMove(f"palace choice {option!r} is not available")
            return self._execute(option)
        if option not in self.favor_options(self.player):
            raise IllegalMove(f"favor space {option!r} is not available")
        return self._place_favor(option)

    def back(self) -> None:
        """Undo the last selection of a turn that has not executed yet."""
        if self.stage is _PALACE:
            self._cell, self.stage = None, _CELL
        elif self.stage is _CELL:
            self._stack, self.stage = None, _STACK
        else:
            raise IllegalMove("there is no selection to take back")

    def play(self, move: Move) -> Events:
        """Play a whole turn, checked in full before anything changes.

        A ``move`` without ``favor`` whose turn earns one leaves the game waiting
        for the FAVOR decision; the returned events then have ``line`` set.
        """
        if self.finished:
            raise IllegalMove("the game is over")
        if self.stage is not _STACK:
            raise IllegalMove(f"a {self.stage.value} decision is pending, not a new turn")
        self._check_stack(move.stack)
        self._check_cell(move.cell)
        tile = self.board.top(move.stack)
        palaces = self.palace_options() if tile.building is Building.PALACE else ()
        if palaces and move.palace is None:
            raise IllegalMove(f"the tile is a {tile.id}: a palace choice is required")
        if move.palace is not None and move.palace not in palaces:
            if tile.building is not Building.PALACE:
                raise IllegalMove(f"the tile is a {tile.id}: no palace choice applies")
            raise IllegalMove(f"palace choice {move.palace!r} is not available")
        if move.favor is not None:
            if not self.board.would_complete_line(self.player, move.stack):
                raise IllegalMove("no favor was earned: the turn completes no line of 3 architects")
            if move.favor not in self.favor_options(self.player):
                raise IllegalMove(f"favor space {move.favor!r} is not available")
        self._stack, self._cell = move.stack, move.cell
        events = self._execute(move.palace)
        if move.favor is not None:
            favor_events = self._place_favor(move.favor)
            events = _merge(events, favor_events)
        return events

    def preview(self, stack: int, cell: int, palace: str | None = None) -> int:
        """The points taking ``stack``'s top tile to ``cell`` would score now.

        For a side-B Palace, pass ``palace="score"`` to see the scoring option.
        """
        self._check_stack(stack)
        self._check_cell(cell)
        tile = self.board.top(stack)
        city = self.cities[self.player]
        city.place(cell, tile)
        try:
            return self._effect_points(tile, cell, palace)
        finally:
            city.remove_top(cell)

    def cell_points(self, stack: int, palace: str | None = None) -> list[int]:
        """What ``preview(stack, cell, palace)`` answers, for each of the nine cells.

        Unchecked and several times faster than nine previews: a search asks it for
        every available stack of every position it meets.
        """
        tile = self.board.stacks[stack][-1]
        board, player = self.board, self.player
        city = self.cities[player]
        tops, heights = city.tops(), city.heights()
        effect = EFFECTS[(tile.building, self.sides[tile.building])]
        architects = board.on_board[0] + board.on_board[1] + 1
        own = board.on_board[player] + 1
        completed = len(self.completed[0]) + len(self.completed[1])
        points = []
        for cell in range(9):
            under = tops[cell]
            tops[cell] = tile
            heights[cell] += 1
            points.append(effect(Placement(tops, heights, cell, tile, architects, own, completed,
                                           palace)))
            tops[cell] = under
            heights[cell] -= 1
        return points

    # -- the turn itself ------------------------------------------------------

    def _check_stack(self, stack: object) -> None:
        if type(stack) is not int or not 0 <= stack <= 8:
            raise IllegalMove(f"stack {stack!r} does not exist")
        if not self.board.stacks[stack]:
            raise IllegalMove(f"stack {stack} is empty")
        if self.board.architects[stack] >= 0:
            raise IllegalMove(f"stack {stack} holds an architect")

    @staticmethod
    def _check_cell(cell: object) -> None:
        if type(cell) is not int or not 0 <= cell <= 8:
            raise IllegalMove(f"cell {cell!r} does not exist")

    def _top_is_palace(self, stack: int) -> bool:
        return self.board.stacks[stack][-1].building is Building.PALACE

    def _effect_points(self, tile: Tile, cell: int, palace: str | None) -> int:
        """Points of ``tile`` just placed on ``cell``, before this turn's Architect is put
        on the board: the Theater counts that Architect as already there."""
        board, player = self.board, self.player
        city = self.cities[player]
        return EFFECTS[(tile.building, self.sides[tile.building])](Placement(
            tops=city.tops(),
            heights=city.heights(),
            cell=cell,
            tile=tile,
            architects=board.on_board[0] + board.on_board[1] + 1,
            own_architects=board.on_board[player] + 1,
            completed_projects=len(self.completed[0]) + len(self.completed[1]),
            palace_choice=palace,
        ))

    def _execute(self, palace: str | None) -> Events:
        player, stack, cell = self.player, self._stack, self._cell
        board, city = self.board, self.cities[player]
        tile = board.stacks[stack].pop()
        revealed = board.top(stack)
        city.place(cell, tile)
        line = board.would_complete_line(player, stack)
        card = self._take_card(palace) if palace not in (None, "score") else None
        points = self._effect_points(tile, cell, palace)
        board.architects[stack] = player
        board.on_board[player] += 1
        self.building_points[player] += points
        completed = self.last_completed = self._check_projects(player)
        self.moves.append(Move(stack, cell, palace))
        self.turn_points.append(points)
        self._stack = self._cell = None
        if line and self.favor_options(player):
            self.stage = _FAVOR
            return Events(player, stack, cell, tile, points, revealed, palace, card, completed,
                          line)
        # Built whole, not copied field by field: a search plays thousands of turns.
        retrieved = self._end_turn()
        return Events(player, stack, cell, tile, points, revealed, palace, card, completed, line,
                      favor_lost=line, out_of_pawns=line and not self.pawns[player],
                      turn_over=True, retrieved=retrieved, game_over=self.finished)

    def _take_card(self, source: str) -> int:
        if source == "deck":
            card = self.deck.pop()
        else:
            position = int(source.removeprefix("display:"))
            card = self.display[position]
            self.display[position] = self.deck.pop() if self.deck else None
        self.projects[self.player].append(card)
        return card

    def _check_projects(self, player: int) -> tuple[int, ...]:
        done = self.completed[player]
        masks = self.cities[player].colour_masks()
        new = tuple(c for c in self.projects[player]
                    if c not in done and PROJECTS[c].completed_by(masks))
        done.extend(new)
        return new

    def _place_favor(self, space: str) -> Events:
        player = self.player
        if space == BOTTOM_ROW:
            self.bottom_row[player] += 1
        else:
            self.favor_owners[space] = player
        self.pawns[player] -= 1
        self.moves[-1] = self.moves[-1].with_favor(space)
        retrieved = self._end_turn()
        return Events(player, favor=space, turn_over=True, retrieved=retrieved,
                      game_over=self.finished)

    def _end_turn(self) -> int:
        """End the mover's turn: the game, or the next player's turn begins; answer how
        many Architects that player took back."""
        mover = self.player
        if mover == 1 and self.board.empty_stacks() >= 2:
            self.finished = True
            return 0
        self.player = 1 - mover
        return self._begin_turn()

    def _begin_turn(self) -> int:
        """Retrieve the mover's Architects when the rules say so; answer how many.

        Ruling: if no stack is available (possible only on the second player's
        last turn), that turn cannot be played and the game ends.
        """
        board, player = self.board, self.player
        retrieved = 0
        if board.on_board[player] == ARCHITECTS_PER_PLAYER or board.has_line(player):
            retrieved = board.retrieve(player)
        self.stage = _STACK
        if not board.available():
            self.finished = True
        return retrieved

    # -- scores ---------------------------------------------------------------

    def score(self, player: int) -> ScoreBreakdown:
        """``player``'s score by category, end-game parts counted as if it ended now."""
        completed = self.completed[player]
        return ScoreBreakdown(self.building_points[player], self._project_points(player),
                              self._favor_points(player), tuple(sorted(completed)))

    def total(self, player: int) -> int:
        """``score(player).total`` without the breakdown: a search asks it of every
        position it judges."""
        return (self.building_points[player] + self._project_points(player)
                + self._favor_points(player))

    def _project_points(self, player: int) -> int:
        return sum(PROJECTS[c].points for c in self.completed[player])

    def _favor_points(self, player: int) -> int:
        points = bottom_row_points(self.bottom_row[player])
        owners = self.favor_owners
        if player in owners.values():
            points += upper_favor_points(owners, player, self.cities[player].heights(),
                                         len(self.completed[player]))
        return points

    def result(self) -> Result:
        """Scores of both players and, once the game is over, the winner(s)."""
        players = (self.score(0), self.score(1))
        winners: tuple[int, ...] = ()
        if self.finished:
            best = max(p.total for p in players)
            winners = tuple(i for i, p in enumerate(players) if p.total == best)
        return Result(self.finished, players, winners)

    def public_view(self, player: int | None = None) -> PublicView:
        """What ``player`` (or a spectator, ``None``) can see; see ``PublicView``."""
        return PublicView.of(self, player)

    def public(self) -> Game:
        """This game as anyone at the table knows it (``view.spectator_game``): what
        is drawn for everyone is drawn from it, so it cannot show a tile beneath a
        stack's top or the order of the deck."""
        return spectator_game(self)


def _merge(turn: Events, favor: Events) -> Events:
    """One event for a whole turn played at once: the execution plus its Favor."""
    return replace(favor, stack=turn.stack, cell=turn.cell, tile=turn.tile, points=turn.points,
                    revealed=turn.revealed, palace=turn.palace, card_taken=turn.card_taken,
                    completed=turn.completed, line=turn.line)
