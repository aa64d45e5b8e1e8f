"""The tournament images: standings and pairings that read on a phone, drawn from
sheets of translated words and numbers, the same bytes for the same sheet."""

from __future__ import annotations

import io
from dataclasses import replace

import pytest
from PIL import Image, ImageChops

from render.text import ELLIPSIS, fit
from render.tournament import pairings_png, standings_png
from render.tournament import sheets as sh
from render.tournament import style as S
from render.tournament.common import number
from render.tournament.pairings import LABEL, label_lines
from render.tournament.standings import rank_label

HEADINGS = sh.StandingsHeadings("#", "Player", "Pts", ("Buchholz", "Opp. score"), "Games")
LONG_NAME = "Grace the Magnificent Architect of Babylon and of all the Hanging Gardens"
PHONE = 400
"""The width Discord shows an image at on a phone."""


def _line(rank: int, name: str, points: float = 2.0, note: str = "") -> sh.StandingLine:
    return sh.StandingLine(rank, name, points, (points * 3, points * 6), 4, note)


def _standings(*lines: sh.StandingLine) -> sh.StandingsSheet:
    return sh.StandingsSheet("Spring Swiss", "Round 3 of 5 · Swiss", HEADINGS, lines)


def _many(count: int) -> sh.StandingsSheet:
    return _standings(*(_line(n, f"Player {n}", count - n) for n in range(1, count + 1)))


def _pairings(*tables: sh.PairingTable) -> sh.PairingsSheet:
    return sh.PairingsSheet("Spring Swiss", "Round 3 of 5", tables)


def _image(png: bytes) -> Image.Image:
    return Image.open(io.BytesIO(png)).convert("RGB")


def _alike(a: bytes, b: bytes, box: tuple[int, int, int, int]) -> bool:
    """The two images show the same within ``box``: the 256-colour palette may move a
    colour by a unit or two, a stroke of text moves it by far more."""
    difference = ImageChops.difference(_image(a).crop(box), _image(b).crop(box))
    return max(high for _, high in difference.getextrema()) <= 8


def test_the_same_standings_give_the_same_bytes() -> None:
    assert standings_png(_many(12)) == standings_png(_many(12))


def test_the_same_pairings_give_the_same_bytes() -> None:
    sheet = _pairings(sh.PairingTable("Table 1", ("Ann", "Bob"), "1 – 0"))
    assert pairings_png(sheet) == pairings_png(sheet)


@pytest.mark.parametrize("count", [3, 16, 200])
def test_standings_grow_in_height_with_their_lines_and_stay_small(count: int) -> None:
    png = standings_png(_many(count))
    image = _image(png)
    assert image.width == S.WIDTH
    assert image.height > count * 50
    assert len(png) < 1024 * 1024


def test_a_large_event_is_cut_into_pages_marked_each_with_its_number() -> None:
    cut = sh.pages(_many(200), 16)
    assert [sheet.page for sheet in cut] == [f"{n}/13" for n in range(1, 14)]
    assert [line for sheet in cut for line in sheet.lines] == list(_many(200).lines)


def test_a_sheet_that_fits_one_page_is_left_unmarked() -> None:
    assert sh.pages(_many(10), 16) == (_many(10),)


def test_a_long_name_is_cut_with_an_ellipsis_and_leaves_the_numbers_alone() -> None:
    long = standings_png(_standings(_line(1, LONG_NAME), _line(2, "Bo"), _line(3, "Cy")))
    short = standings_png(_standings(_line(1, ""), _line(2, "Bo"), _line(3, "Cy")))
    assert _alike(long, short, (S.WIDTH // 2, 0, S.WIDTH, 400))


def test_a_long_name_in_the_pairings_leaves_the_result_alone() -> None:
    long = pairings_png(_pairings(sh.PairingTable("Table 1", (LONG_NAME, "Bo"), "1 – 0")))
    short = pairings_png(_pairings(sh.PairingTable("Table 1", ("", "Bo"), "1 – 0")))
    assert _alike(long, short, (S.WIDTH - S.MARGIN - 190, 0, S.WIDTH, 300))


def test_a_long_name_is_drawn_shortened_with_one_ellipsis(drawn) -> None:
    standings_png(_standings(_line(1, LONG_NAME), _line(2, "Bo"), _line(3, "Cy")))
    (shown,) = [text for text, _, _ in drawn if text.startswith("Grace")]
    assert shown.endswith("…") and shown.count("…") == 1


UNICODE_NAMES = ["Борис Николаевич", "🐉 Dragon 🐉", "王小明", "\u200b", "a\u0301", "𒀭" * 40]


@pytest.mark.parametrize("name", UNICODE_NAMES)
def test_any_unicode_name_is_drawn(name: str) -> None:
    standings = standings_png(_standings(_line(1, name), _line(2, "Bo"), _line(3, "Cy")))
    pairings = pairings_png(_pairings(sh.PairingTable("1", (name, "Bo"))))
    assert _image(standings).width == _image(pairings).width == S.WIDTH


def test_players_sharing_a_rank_show_it_as_tied() -> None:
    lines = (_line(1, "Ann", 3), _line(2, "Bo", 2), _line(2, "Cy", 2), _line(4, "Di", 1))
    assert [rank_label(lines, i) for i in range(4)] == ["1", "2=", "2=", "4"]


def test_half_points_are_written_with_the_half_sign() -> None:
    assert [number(v) for v in (0, 0.5, 2.5, 3.0, 10.5)] == ["0", "½", "2½", "3", "10½"]


def test_every_word_on_the_standings_reads_at_a_phones_width(drawn) -> None:
    standings_png(_standings(_line(1, LONG_NAME), _line(2, "Bo"), _line(3, "Cy", note="bye")))
    smallest = min(size for _, _, size in drawn) * PHONE / S.WIDTH
    assert smallest >= 7
    names = [size for text, _, size in drawn if text in ("Bo", "Cy")]
    assert min(names) * PHONE / S.WIDTH >= 14


def test_a_line_must_have_a_number_for_each_tiebreak_heading() -> None:
    with pytest.raises(ValueError):
        _standings(sh.StandingLine(1, "Ann", 1.0, (1.0,), 1))


def test_more_tiebreaks_than_a_phone_shows_are_refused() -> None:
    with pytest.raises(ValueError):
        sh.StandingsHeadings("#", "Player", "Pts", ("a", "b", "c", "d"), "Games")


def test_a_bye_is_a_table_of_one_seat() -> None:
    png = pairings_png(_pairings(sh.PairingTable("Table 1", ("Ann", "Bo"), "1 – 0"),
                                 sh.PairingTable("Bye", ("Cy",), "bye")))
    assert _image(png).width == S.WIDTH


def test_a_large_round_s_pairings_are_cut_into_pages_of_whole_tables() -> None:
    tables = tuple(sh.PairingTable(f"Table {n}", (f"A{n}", f"B{n}")) for n in range(1, 101))
    cut = sh.pages(_pairings(*tables), 25)
    assert [sheet.page for sheet in cut] == ["1/4", "2/4", "3/4", "4/4"]
    assert [table for sheet in cut for table in sheet.tables] == list(tables)


LEGEND = ("Tie-break 1: Buchholz, the points of every opponent met, added up",
          "Tie-break 2: Opp. score, the game scores of those opponents, added up")


def test_the_legend_is_drawn_whole_under_the_lines_and_reads_on_a_phone(drawn) -> None:
    standings_png(replace(_many(3), legend=LEGEND))
    shown = {text: (xy, size) for text, xy, size in drawn}
    lowest_name = max(shown[f"Player {n}"][0][1] for n in (1, 2, 3))
    for text in LEGEND:
        (_, y), size = shown[text]
        assert y > lowest_name and size * PHONE / S.WIDTH >= 8


def test_every_page_of_a_large_event_carries_the_legend() -> None:
    cut = sh.pages(replace(_many(40), legend=LEGEND), 16)
    assert [sheet.legend for sheet in cut] == [LEGEND] * 3


@pytest.mark.parametrize("label", ["Match 1 · game 2", "Матч 12 · партия 3", "Пропуск тура"])
def test_a_label_too_wide_for_its_column_is_drawn_whole_over_two_lines(label: str) -> None:
    lines = label_lines(label)
    assert len(lines) == 2
    assert all(ELLIPSIS not in fit(line, S.SMALL, LABEL - 12, condensed=True)[0] for line in lines)
    assert " ".join(lines).split() == label.replace(" · ", " ").split()
