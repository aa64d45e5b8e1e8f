"""The standings and pairings images of a tournament: their sheets built from the
service's standings in the reader's language, drawn in the worker processes, and cut
into phone-sized pages for a large event."""

from __future__ import annotations

import io
from collections.abc import Callable, Mapping, Sequence

import discord

from i18n import Translator
from render.tournament import number as points
from render.tournament import pairings_png, standings_png
from render.tournament.sheets import (
    PairingsSheet,
    PairingTable,
    StandingLine,
    StandingsHeadings,
    StandingsSheet,
    pages,
)
from service import Services
from service.tournament_rounds import KNOCKOUT, TABLES
from service.tournament_service import Results
from service.tournaments import Game, place_points
from store.tournaments import RoundRow, TableRow, TournamentRow

PAGE_LINES = 16
"""Lines of one image: more would be too small to read on a phone."""
MAX_IMAGES = 10
"""Discord's attachments per message."""

Names = Mapping[int, str]


def tiebreak_keys(format: str) -> tuple[str, ...]:
    """The tie-breaks' headings, in the order the standings apply them
    (``docs/tournaments.md``)."""
    return ("game_score",) if format == TABLES else ("buchholz", "opponents_score")


def standings_sheet(t: Translator, game: str, results: Results, names: Names) -> StandingsSheet:
    """The standings as they are: rank, name, points, tie-breaks and games played,
    and under them what each tie-break counts, in the order they apply."""
    row = results.tournament
    keys = tiebreak_keys(row.format)
    headings = StandingsHeadings(
        rank="#", name=t("tournament.heading.player"), points=t("tournament.heading.points"),
        tiebreaks=tuple(t(f"tournament.heading.{key}") for key in keys),
        games=t("tournament.heading.games"))
    legend = tuple(t("tournament.legend.line", order=order, heading=heading,
                     meaning=t(f"tournament.legend.{key}"))
                   for order, (key, heading) in enumerate(zip(keys, headings.tiebreaks,
                                                              strict=True), start=1))
    lines = tuple(
        StandingLine(rank=s.rank, name=names.get(s.player, f"#{s.player}"), points=s.points,
                     tiebreaks=s.tiebreaks, games=s.games,
                     note=t("tournament.note.removed") if s.removed else "", removed=s.removed)
        for s in results.standings)
    subtitle = t("tournament.image.after", count=results.rounds_played, game=game,
                 format=t(f"tournament.format.{row.format}"))
    return StandingsSheet(title=t("tournament.image.standings", number=row.id),
                          subtitle=subtitle, headings=headings, lines=lines, legend=legend)


def _result(tables: TableRow) -> tuple[str, tuple[str, ...]]:
    """A played table's result: "1 – 0" for two seats, each seat's points beside it for
    more."""
    if tables.places is None or tables.scores is None:
        return "", ()
    each = place_points(Game(tables.players, tables.places, tables.scores))
    if len(each) == 2:
        return f"{points(each[0])} – {points(each[1])}", ()
    return "", tuple(points(p) for p in each)


def pairings_sheet(t: Translator, game: str, row: TournamentRow, round_row: RoundRow,
                   tables: Sequence[TableRow], names: Names) -> PairingsSheet:
    """One round's tables in order, with their results once played, and its byes."""
    label = "tournament.match" if row.format == KNOCKOUT else "tournament.table"
    drawn = []
    for table in sorted(tables, key=lambda x: (x.table_index, x.game_no)):
        result, notes = _result(table)
        name = t(label, number=table.table_index + 1)
        if table.game_no:
            name += " · " + t("tournament.game_no", number=table.game_no + 1)
        drawn.append(PairingTable(label=name, seats=tuple(names.get(p, f"#{p}")
                                                          for p in table.players),
                                  result=result, seat_notes=notes))
    for player in round_row.byes:
        drawn.append(PairingTable(label=t("tournament.bye"), seats=(names.get(player,
                                                                              f"#{player}"),),
                                  result=t("tournament.bye")))
    return PairingsSheet(title=t("tournament.image.pairings", number=row.id,
                                 round=round_row.number),
                         subtitle=f"{game} · {t(f'tournament.format.{row.format}')}",
                         tables=tuple(drawn))


async def drawn(services: Services, sheet: StandingsSheet | PairingsSheet,
                draw: Callable[..., bytes], name: str) -> list[discord.File]:
    """The sheet as PNG files, one per page (at most ``MAX_IMAGES``), drawn in the
    workers since drawing is CPU work."""
    files = []
    for number, page in enumerate(pages(sheet, PAGE_LINES)[:MAX_IMAGES], start=1):
        data = await services.workers.run(draw, page)
        files.append(discord.File(io.BytesIO(data), filename=f"tournament-{name}-{number}.png"))
    return files


async def standings_files(services: Services, t: Translator, game: str, results: Results,
                          names: Names) -> list[discord.File]:
    """The standings images."""
    return await drawn(services, standings_sheet(t, game, results, names), standings_png,
                       "standings")


async def pairings_files(services: Services, t: Translator, game: str, row: TournamentRow,
                         round_row: RoundRow, tables: Sequence[TableRow],
                         names: Names) -> list[discord.File]:
    """A round's pairings images."""
    return await drawn(services, pairings_sheet(t, game, row, round_row, tables, names),
                       pairings_png, "pairings")
