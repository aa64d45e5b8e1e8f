"""Standings: points by place, the stated tie-breaks, and what a forfeit records.

Points by place serve every format: at a table of n seats the first scores n - 1, the
next n - 2, ..., the last 0, and players who tie share the points of the places they
cover (so a two-player game gives 1 for a win, ½ each for a draw, 0 for a loss). Points
are always whole or half numbers, exact as floats.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass, field

from service.tournaments.records import Entrant, Game, PairingError, Round

SWISS_BYE_POINTS = 1.0
"""A Swiss bye is worth a win: the player was ready to play and the count was odd."""


@dataclass(frozen=True)
class Standing:
    """One line of the standings.

    `tiebreaks` are in the order they apply (see `swiss_standings`, `table_standings`);
    `rank` is shared by players equal on points and every tie-break.
    """

    rank: int
    player: int
    points: float
    tiebreaks: tuple[float, ...]
    games: int
    byes: int
    removed: bool


def place_points(game: Game) -> tuple[float, ...]:
    """Each seat's points for its place: first n - 1 ... last 0, ties share."""
    last = len(game.players) - 1
    order = sorted(set(game.places))
    covered = 0
    by_place: dict[int, float] = {}
    for place in order:
        tied = game.places.count(place)
        # the tied players cover positions covered .. covered + tied - 1 from the top
        by_place[place] = (2 * last - 2 * covered - (tied - 1)) / 2
        covered += tied
    return tuple(by_place[place] for place in game.places)


def forfeit(game: Game, removed: Collection[int]) -> Game:
    """The record of `game` when the `removed` players lose it by forfeit.

    The removed players share the last place; the others keep their order from
    `game.places` (a game cut short: the places as they stood) above them. Scores are
    kept as given, so a forfeit changes places, never the game's own points.
    """
    kept = sorted({game.places[i] for i, p in enumerate(game.players) if p not in removed})
    rank = {place: number for number, place in enumerate(kept, start=1)}
    last = len(kept) + 1
    places = tuple(last if p in removed else rank[game.places[i]]
                   for i, p in enumerate(game.players))
    return Game(game.players, places, game.scores)


@dataclass
class _Tally:
    """One player's totals while the rounds are read, and whom they met, per game."""

    opponents: list[int] = field(default_factory=list)
    points: float = 0.0
    score: int = 0
    games: int = 0
    byes: int = 0


def _tally(entrants: Sequence[Entrant], rounds: Iterable[Round],
           bye_points: float) -> dict[int, _Tally]:
    tallies = {e.player: _Tally() for e in entrants}
    for played in rounds:
        strangers = {*played.byes, *(p for g in played.games for p in g.players)} - set(tallies)
        if strangers:
            raise PairingError(f"players in the rounds but not among the entrants: {strangers}")
        for game in played.games:
            for player, points, score in zip(game.players, place_points(game), game.scores,
                                             strict=True):
                tally = tallies[player]
                tally.points += points
                tally.score += score
                tally.games += 1
                tally.opponents += [q for q in game.players if q != player]
        for player in played.byes:
            tallies[player].points += bye_points
            tallies[player].byes += 1
    return tallies


def _ranked(entrants: Sequence[Entrant], tallies: dict[int, _Tally],
            tiebreaks: Callable[[int], tuple[float, ...]]) -> list[Standing]:
    """Removed players after everyone still in; then points, tie-breaks; rating and id
    only order the listing of players who share a rank."""
    rows = [Standing(0, e.player, tallies[e.player].points, tiebreaks(e.player),
                     tallies[e.player].games, tallies[e.player].byes, e.removed)
            for e in entrants]
    rating = {e.player: e.rating for e in entrants}

    def merit(row: Standing) -> tuple[object, ...]:
        return (row.removed, -row.points, *(-t for t in row.tiebreaks))

    rows.sort(key=lambda row: (*merit(row), -rating[row.player], row.player))
    ranked: list[Standing] = []
    for index, row in enumerate(rows):
        shared = ranked and merit(ranked[-1]) == merit(row)
        rank = ranked[-1].rank if shared else index + 1
        ranked.append(Standing(rank, row.player, row.points, row.tiebreaks, row.games,
                               row.byes, row.removed))
    return ranked


def swiss_standings(entrants: Sequence[Entrant], rounds: Iterable[Round]) -> list[Standing]:
    """Swiss (and round robin, and knockout) standings, best first.

    Order: points (a bye counts `SWISS_BYE_POINTS`), then Buchholz = the sum of the
    points of every opponent met (once per game; a bye meets nobody and adds nothing),
    then opponents' game scores = the sum, over the same opponents, of each one's total
    game score in the tournament: a finer measure of how strong the opposition was, for
    when Buchholz ties. A forfeited game counts as played (see `forfeit`).
    """
    tallies = _tally(entrants, rounds, SWISS_BYE_POINTS)

    def tiebreaks(player: int) -> tuple[float, ...]:
        opponents = tallies[player].opponents
        return (sum(tallies[q].points for q in opponents),
                float(sum(tallies[q].score for q in opponents)))

    return _ranked(entrants, tallies, tiebreaks)


def table_bye_points(seats: int) -> float:
    """A bye in a table round is worth the middle place of a full table, (seats - 1) / 2:
    it happens only when the count cannot be seated, which is nobody's fault."""
    return (seats - 1) / 2


def table_standings(entrants: Sequence[Entrant], rounds: Iterable[Round],
                    seats: int) -> list[Standing]:
    """Table-round standings, best first: points by place, then total game score (the
    sum of the player's own scores in every game; a bye adds 0)."""
    tallies = _tally(entrants, rounds, table_bye_points(seats))
    return _ranked(entrants, tallies, lambda player: (float(tallies[player].score),))


def meetings(rounds: Iterable[Round]) -> dict[frozenset[int], int]:
    """How many games each pair of players has shared a table in."""
    met: dict[frozenset[int], int] = defaultdict(int)
    for played in rounds:
        for game in played.games:
            for i, p in enumerate(game.players):
                for q in game.players[i + 1:]:
                    met[frozenset((p, q))] += 1
    return met


def byes_had(rounds: Iterable[Round]) -> dict[int, int]:
    """How many byes each player has had."""
    had: dict[int, int] = defaultdict(int)
    for played in rounds:
        for player in played.byes:
            had[player] += 1
    return had
