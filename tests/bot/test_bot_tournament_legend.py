"""The standings image says what its tie-break columns count, in the reader's
language and in the order they apply: Buchholz then the opponents' game scores for a
Swiss (and a round robin, and a knockout), the player's own game score for table
rounds."""

from __future__ import annotations

import pytest

from cogs.tournament.sheets import standings_sheet
from i18n import Translator
from service.tournament_service import Results
from service.tournaments import Standing
from store.tournaments import TournamentRow


def _results(format: str, tiebreaks: tuple[float, ...]) -> Results:
    row = TournamentRow(
        id=7, guild_id=1, channel_id=2, host_id=3, game_kind="amytis", options={},
        format=format, rounds=3, round_seconds=86400.0, seats=2 if format != "tables" else 4,
        best_of=1, rated=False, cap=None, minimum=2, starts_at=None, status="running",
        current_round=2, manager_role_id=None, message_id=None, paused_left=None,
        created_at=0.0, started_at=0.0, finished_at=None, version=1)
    return Results(row, [Standing(1, 10, 2.0, tiebreaks, 2, 0, False)], 2)


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
@pytest.mark.parametrize(("format", "tiebreaks"), [("swiss", (3.0, 41.0)),
                                                   ("round_robin", (3.0, 41.0)),
                                                   ("tables", (87.0,))])
def test_each_tiebreak_column_is_explained_under_the_standings_in_order(
        locale: str, format: str, tiebreaks: tuple[float, ...]) -> None:
    sheet = standings_sheet(Translator(locale), "Amytis", _results(format, tiebreaks),
                            {10: "Ann"})
    assert len(sheet.legend) == len(sheet.headings.tiebreaks)
    for order, (line, heading) in enumerate(zip(sheet.legend, sheet.headings.tiebreaks,
                                                strict=True), start=1):
        assert str(order) in line and heading in line
        assert "tournament." not in line and len(line) > len(heading) + 10


def test_the_swiss_legend_names_buchholz_then_the_opponents_game_scores() -> None:
    sheet = standings_sheet(Translator("en"), "Amytis", _results("swiss", (3.0, 41.0)),
                            {10: "Ann"})
    assert sheet.legend == (
        "Tie-break 1: Buchholz, the points of every opponent met, added up",
        "Tie-break 2: Opp. score, the game scores of those opponents, added up")
