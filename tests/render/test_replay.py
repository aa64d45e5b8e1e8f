"""A finished game's replay (issue 46): the frames a spectator saw, their captions in
the viewer's language, the animated image under Discord's limit, the command line,
and nothing hidden in any frame."""

from __future__ import annotations

import io
import json
import math

import pytest
from PIL import Image
from replay_games import (
    akropolis_record,
    amytis_record,
    redealt_akropolis,
    redealt_amytis,
    redealt_westkingdom,
    westkingdom_record,
)

from engine import akropolis, westkingdom
from engine.errors import RecordError
from i18n import Translator, translate
from render import replay
from render.__main__ import main
from render.akropolis import table_image
from render.akropolis.narration import turn_lines
from render.akropolis.replay import REPLAY as REPLAY_AKROPOLIS
from render.akropolis.seats import last_mover
from render.replay import (
    FASTEST_MS,
    HOLD_MS,
    SIZE_LIMIT,
    animate,
    caption,
    frame,
    frame_png,
    pacing,
    replay_of,
    scenes,
)

NAMES = ["Ann", "Bob", "Cid"]


def _pictures(record) -> list[bytes]:
    """Every frame of a record's replay, as drawn (caption included)."""
    shown = scenes(record)
    game = replay_of(record)
    return [frame(game, shown, i, "en", NAMES).image.tobytes() for i in range(len(shown))]


def test_akropolis_shows_the_table_as_dealt_then_a_frame_per_turn_then_the_score_pad():
    record = akropolis_record()
    shown = scenes(record)
    assert len(shown) == len(record["moves"]) + 2
    assert shown[0].told is None and not shown[0].final
    assert shown[0].view == akropolis.Game(akropolis.from_record(record).setup).public_view(None)
    assert [s.final for s in shown] == [False] * (len(shown) - 1) + [True]
    assert shown[-1].view.result.finished


def test_an_akropolis_turn_s_frame_shows_the_city_of_the_seat_that_just_played_large():
    record = akropolis_record()
    turn = scenes(record)[3]  # the third turn: its player is not the next to play
    view, names = turn.view, ["Ann", "Bob", "Cy", "Di"][:turn.view.seats]
    played, next_up = last_mover(view), view.player
    assert played != next_up
    shown = REPLAY_AKROPOLIS.table(view, None, "en", names)
    assert shown.tobytes() == table_image(view, "en", names, focus=played).tobytes()
    assert shown.tobytes() != table_image(view, "en", names).tobytes()  # the next's, large


def test_amytis_shows_a_frame_per_turn_between_the_table_and_the_score_pad():
    record = amytis_record()
    shown = scenes(record)
    assert len(shown) == len(record["moves"]) + 2
    assert shown[0].told is None and shown[-1].final and shown[-1].view.result.finished
    assert [seat for seat, _ in (s.told for s in shown[1:-1])][:4] == [0, 1, 0, 1]


def test_west_kingdom_shows_the_deal_the_draft_then_a_frame_per_round():
    record = westkingdom_record(150)
    ends: list[westkingdom.PublicView] = []
    westkingdom.from_record(record, on_turn_end=lambda at: ends.append(at.public_view(None)))
    turns = [end.player for end in ends]
    shown = scenes(record)
    assert shown[0].told is None and shown[1].told == "draft" and shown[-1].final
    rounds = [s.told for s in shown[2:-1]]
    assert [number for number, _ in rounds] == list(range(1, math.ceil(len(turns) / 3) + 1))
    assert [t.seat for _, told in rounds for t in told] == turns
    assert shown[-2].view == ends[-1]


@pytest.mark.parametrize(("locale", "start", "over"), [
    ("en", "The game begins", "Game over"),
    ("ru", "Игра начинается", "Игра окончена"),
    ("fr", "La partie commence", "Partie terminée"),
])
def test_captions_tell_the_start_each_turn_and_the_totals_in_the_viewers_language(
        locale, start, over):
    record = akropolis_record()
    shown = scenes(record)
    game = replay_of(record)
    names = ["Ann", "Bob"]
    assert caption(game, shown[0], locale, names) == start
    assert caption(game, shown[1], locale, names) == " · ".join(
        turn_lines(Translator(locale), names, shown[1].told))
    totals = [p.total for p in shown[-1].view.result.players]
    best = max(range(2), key=lambda seat: (totals[seat], -seat))
    assert caption(game, shown[-1], locale, names).startswith(
        f"{over} · {names[best]} {totals[best]} · ")


@pytest.mark.parametrize(("locale", "word"), [("en", "Round 1: "), ("ru", "Раунд 1: "),
                                              ("fr", "Manche 1\u00a0: ")])
def test_a_west_kingdom_round_says_where_each_seat_went(locale, word):
    record = westkingdom_record(60)
    shown = scenes(record)
    text = caption(replay_of(record), shown[2], locale, NAMES)
    first = shown[1].view.first
    assert text.startswith(word + NAMES[first])
    assert text.count(" · ") == 2
    assert translate(locale, "westkingdom_play.narration.draft_over",
                     player=NAMES[first]) == caption(replay_of(record), shown[1], locale, NAMES)


def test_a_replay_is_an_animated_webp_under_the_upload_limit_ending_on_the_held_score_pad():
    record = amytis_record()
    made = animate(record, "en", ["Ann", "Bob"])
    image = Image.open(io.BytesIO(made.data))
    assert image.format == "WEBP" and image.is_animated
    assert image.n_frames == made.frames == len(record["moves"]) + 2
    assert len(made.data) < SIZE_LIMIT
    image.seek(image.n_frames - 1)
    image.load()
    assert image.info["duration"] == HOLD_MS
    assert 30 <= made.seconds <= 90


def test_a_long_game_drops_frames_evenly_to_play_within_90_seconds():
    shown, frame_ms = pacing(500)
    assert frame_ms == FASTEST_MS
    assert shown[0] == 0 and shown[-1] == 499 and len(set(shown)) == len(shown)
    assert (len(shown) - 1) * frame_ms + HOLD_MS <= 90_000
    assert 30_000 <= 61 * pacing(62)[1] + HOLD_MS <= 90_000


def test_a_replay_over_the_limit_is_made_narrower_then_shorter(monkeypatch):
    record = akropolis_record(moves=6)
    whole = animate(record)
    monkeypatch.setattr(replay, "SIZE_LIMIT", len(whole.data) // 3)
    smaller = animate(record)
    assert len(smaller.data) <= len(whole.data) // 3
    assert (smaller.width, smaller.frames) < (whole.width, whole.frames)


def test_a_replay_that_cannot_fit_ends_with_the_first_frame_and_the_score_pad(monkeypatch):
    monkeypatch.setattr(replay, "SIZE_LIMIT", 1)
    made = animate(akropolis_record(moves=3))
    assert made.frames == 2 and made.width == replay.ATTEMPTS[-1][0]


def test_a_step_of_the_replay_is_a_png_of_that_frame():
    record = akropolis_record(moves=4)
    shown = scenes(record)
    png = Image.open(io.BytesIO(frame_png(json.dumps(record), 2, "fr", ["Ann", "Bob"])))
    assert png.format == "PNG"
    assert png.size == frame(replay_of(record), shown, 2, "fr", ["Ann", "Bob"]).image.size
    with pytest.raises(IndexError):
        frame_png(record, len(shown), "en")


def test_a_record_of_no_known_game_is_refused():
    with pytest.raises(RecordError):
        scenes('{"format": "chess-record/1"}')


def test_the_command_line_writes_the_animated_replay(tmp_path):
    path = tmp_path / "game.json"
    path.write_text(json.dumps(akropolis_record(moves=4)), encoding="utf-8")
    out = tmp_path / "game.webp"
    assert main([str(path), "--animate", "-o", str(out), "--locale", "ru"]) == 0
    assert Image.open(out).is_animated


def test_the_command_line_refuses_a_bad_record_in_one_line(tmp_path, capsys):
    path = tmp_path / "game.json"
    record = akropolis_record(moves=4)
    record["moves"][2]["take"] = 99
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main([str(path), "--animate", "-o", str(tmp_path / "game.webp")]) == 2
    error = capsys.readouterr().err
    assert error.count("\n") == 1 and "move 2" in error
    assert not (tmp_path / "game.webp").exists()


def test_akropolis_frames_do_not_depend_on_the_stacks_not_yet_laid_out():
    record = akropolis_record(moves=9)
    redealt = redealt_akropolis(record)
    assert redealt["tiles"] != record["tiles"]
    assert _pictures(redealt) == _pictures(record)


def test_amytis_frames_do_not_depend_on_tiles_never_surfaced_nor_the_deck_never_drawn():
    record = amytis_record()
    redealt = redealt_amytis(record)
    assert (redealt["stacks"], redealt["deck"]) != (record["stacks"], record["deck"])
    assert _pictures(redealt) == _pictures(record)


def test_west_kingdom_frames_do_not_depend_on_cards_never_built_nor_decks_never_seen():
    record = westkingdom_record(150)
    redealt = redealt_westkingdom(record)
    for key in ("packets", "building_deck", "apprentice_deck", "rewards", "decisions"):
        assert redealt[key] != record[key], key
    hands = [[p.hand for p in westkingdom.from_record(r).players] for r in (record, redealt)]
    assert hands[0] != hands[1]
    assert _pictures(redealt) == _pictures(record)
