"""What a tournament image shows, as plain values: already-translated words and numbers.

The images are drawn from these sheets alone, so the renderer needs no catalogue, no
service and no game: whoever builds a sheet (the cog, from the service's standings and
its own catalogue) has already put every word in the reader's language. Numbers stay
numbers (points and tie-breaks are whole or half, as the standings give them) and are
written the same way in every language ("2½").

An image grows in height with its lines. For a large event, ``pages`` cuts a sheet into
sheets of at most ``size`` lines, each marked "n/m", to post as several images that
each read on a phone.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TypeVar

MAX_TIEBREAKS = 3
"""Rank, name, points, the tie-breaks and games: at most 7 columns on a phone."""


@dataclass(frozen=True)
class StandingsHeadings:
    """The column headings of the standings, translated (e.g. "#", "Player", "Pts",
    ("Buchholz", "Opp. score"), "Games")."""

    rank: str
    name: str
    points: str
    tiebreaks: tuple[str, ...]
    games: str

    def __post_init__(self) -> None:
        if len(self.tiebreaks) > MAX_TIEBREAKS:
            raise ValueError(f"at most {MAX_TIEBREAKS} tie-breaks fit on a phone")


@dataclass(frozen=True)
class StandingLine:
    """One player's line: players sharing a rank are tied. ``note`` is a short word
    shown beside the name ("removed", "bye"), or empty; a ``removed`` player's line is
    drawn dimmed."""

    rank: int
    name: str
    points: float
    tiebreaks: tuple[float, ...]
    games: int
    note: str = ""
    removed: bool = False


@dataclass(frozen=True)
class StandingsSheet:
    """The standings image: a title, a subtitle (e.g. "Round 3 of 5 · Swiss · Amytis"),
    the headings and the lines in rank order. ``page`` is "2/5" on a page of a longer
    sheet (see ``pages``), else empty. ``legend`` says, one line each, what the
    tie-break columns count ("Tie-break 1: Buchholz, the points of every opponent
    met, added up"), since a heading that fits a number's column cannot; every page
    carries it."""

    title: str
    subtitle: str
    headings: StandingsHeadings
    lines: tuple[StandingLine, ...]
    page: str = ""
    legend: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        wanted = len(self.headings.tiebreaks)
        for line in self.lines:
            if len(line.tiebreaks) != wanted:
                raise ValueError(f"{line.name!r} has {len(line.tiebreaks)} tie-breaks, "
                                 f"the headings {wanted}")


@dataclass(frozen=True)
class PairingTable:
    """One table (or match) of a round: its label ("Table 3"), the seats' names in
    seat order, and once played the result text ("1 – 0", "Bob wins"), else empty.
    ``seat_notes``, if given, is one short text per seat (a place, points) drawn beside
    each name. A bye is a table of one seat whose result says so."""

    label: str
    seats: tuple[str, ...]
    result: str = ""
    seat_notes: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not self.seats:
            raise ValueError("a table has at least one seat")
        if self.seat_notes and len(self.seat_notes) != len(self.seats):
            raise ValueError("one seat note per seat, or none")


@dataclass(frozen=True)
class PairingsSheet:
    """The pairings image of one round: a title, a subtitle and the tables in order.
    ``page`` as for ``StandingsSheet``."""

    title: str
    subtitle: str
    tables: tuple[PairingTable, ...]
    page: str = ""


Sheet = TypeVar("Sheet", StandingsSheet, PairingsSheet)


def pages(sheet: Sheet, size: int) -> tuple[Sheet, ...]:
    """``sheet`` cut into sheets of at most ``size`` lines (standings) or tables
    (pairings), each marked "n/m"; a sheet that fits is returned alone, unmarked."""
    if size < 1:
        raise ValueError("a page holds at least one line")
    items = sheet.lines if isinstance(sheet, StandingsSheet) else sheet.tables
    if len(items) <= size:
        return (sheet,)
    chunks = [items[i:i + size] for i in range(0, len(items), size)]
    field = "lines" if isinstance(sheet, StandingsSheet) else "tables"
    return tuple(replace(sheet, **{field: chunk, "page": f"{n}/{len(chunks)}"})
                 for n, chunk in enumerate(chunks, start=1))
