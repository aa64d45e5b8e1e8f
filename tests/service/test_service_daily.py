"""The daily game: one deal a day for everyone, one attempt each, its leaderboard,
streaks, and a deal nobody sees before playing it."""

from __future__ import annotations

import json
import logging
import random
from datetime import date

import pytest
from service_helpers import ALICE, BOB, BOT, CAROL, CHANNEL, GUILD, play_out

from engine.akropolis.ai.policies import random_move
from service import ManualClock, Place, Services
from service.akropolis import GAME_KIND as AKROPOLIS
from service.akropolis import AkropolisKind
from service.amytis import GAME_KIND as AMYTIS
from service.amytis import AmytisKind
from service.daily import Streak, count_streak, day_seed, ranked
from service.errors import DailyAlreadyPlayed, DailyDealHidden
from service.registry import discover
from store.daily import DailyEntry

DAY = 86400.0
NOON = 1_700_049_600.0
"""Noon UTC on Wednesday 15 November 2023."""


@pytest.fixture
def noon(clock: ManualClock) -> ManualClock:
    clock.advance(NOON - clock.now())
    return clock


class QuickAmytis(AmytisKind):
    """Amytis whose computer plays at its easiest level whatever it is asked: these
    tests are about the daily game's bookkeeping, and a whole game against the hard
    computer takes half a minute (its level is checked in tests/bot/test_bot_daily.py)."""

    @staticmethod
    def computer_move(game, level: int, seed: int):
        return AmytisKind.computer_move(game, 1, seed)


@pytest.fixture
def quick(db, noon: ManualClock) -> Services:
    """Services whose Amytis computer answers at once."""
    return Services.create(db, clock=noon, kinds={**discover(), AMYTIS: QuickAmytis()})


class QuickAkropolis(AkropolisKind):
    """Akropolis whose computer, asked for the people's turns by ``play_out``, plays
    any legal turn at random: these tests are about the daily game's bookkeeping, and
    even the easiest level weighs every placement of every tile each turn, most of
    their time. No seat of a daily Akropolis game is a computer's: the Famous
    Architect plays by the rules."""

    @staticmethod
    def computer_move(game, level: int, seed: int):
        return random_move(game, random.Random(seed))


@pytest.fixture
def services(db, clock: ManualClock) -> Services:
    """The services of every service test (``tests/service/conftest.py``), with the
    people's Akropolis turns quick."""
    return Services.create(db, clock=clock, rng=random.Random(7), max_active_games=50,
                           max_pending_seats=50,
                           kinds={**discover(), AKROPOLIS: QuickAkropolis()})


async def start(services: Services, user: int, kind: str = AKROPOLIS, channel: int = 0):
    place = Place(GUILD, channel or CHANNEL + user)
    return (await services.daily.play(kind, place, user, BOT)).row


async def finish(services: Services, user: int, kind: str = AKROPOLIS, seed: int = 0):
    row = await start(services, user, kind)
    return (await play_out(services, row.id, seed)).row


def entry(game_id: int, score: int, seconds: float, finished_at: float) -> DailyEntry:
    return DailyEntry(game_id, AKROPOLIS, "2023-11-15", game_id, GUILD, "finished",
                      "completed", score, False, seconds, finished_at)


async def test_a_days_deal_is_the_same_for_two_players(services, noon):
    alice, bob = await start(services, ALICE), await start(services, BOB)
    assert alice.record == bob.record
    assert (alice.seed, alice.computer_seed) == (bob.seed, bob.computer_seed)


async def test_the_next_days_deal_is_another(services, noon):
    today = await start(services, ALICE)
    noon.advance(DAY)
    tomorrow = await start(services, BOB)
    assert tomorrow.seed != today.seed and tomorrow.record != today.record


async def test_the_amytis_computer_plays_from_the_days_seed(services, noon):
    alice, bob = await start(services, ALICE, AMYTIS), await start(services, BOB, AMYTIS)
    assert alice.computer_seed == bob.computer_seed != alice.seed
    assert [s.computer_level for s in alice.seats if s.is_computer] == [3]  # hard


async def test_the_architect_level_rotates_through_the_week(services, noon):
    levels = []
    for day in range(7):
        levels.append((await start(services, ALICE, channel=500 + day)).options["architect"])
        noon.advance(DAY)
    assert levels[0] == "metagenes" and levels[3:5] == ["callicrates", "callicrates"]  # Sat, Sun
    assert set(levels) == {"hippodamos", "metagenes", "callicrates"}


async def test_a_second_attempt_the_same_day_is_refused(services, noon):
    row = await finish(services, ALICE)
    with pytest.raises(DailyAlreadyPlayed) as refused:
        await start(services, ALICE, channel=CHANNEL + 50)
    assert refused.value.params == {"game_id": row.id}


async def test_an_unfinished_attempt_is_continued(services, noon):
    first = await start(services, ALICE)
    again = await services.daily.play(AKROPOLIS, Place(GUILD, CHANNEL + 77), ALICE, BOT)
    assert again.resumed and again.row.id == first.id


async def test_the_leaderboard_orders_equal_scores_by_time_then_finish():
    board = ranked([entry(1, 50, 300, 2000), entry(2, 60, 900, 3000),
                    entry(3, 50, 200, 2500), entry(4, 50, 300, 1500)])
    assert [e.game_id for e in board] == [2, 3, 4, 1]


async def test_a_finished_game_gets_its_rank_and_marks(services, noon):
    row = await finish(services, ALICE)
    result = await services.daily.result(row, ALICE)
    assert (result.rank, result.of) == (1, 1)
    assert len(result.marks) == 5  # one per district


async def test_streaks_count_days_in_a_row_across_days_of_a_fake_clock(services, noon):
    for _ in range(3):
        await finish(services, ALICE)
        noon.advance(DAY)
    assert (await services.daily.streak(AKROPOLIS, ALICE)).played == 3  # today still ahead
    noon.advance(DAY)
    assert (await services.daily.streak(AKROPOLIS, ALICE)).played == 0  # a day missed


def test_a_missed_day_resets_both_streaks():
    today = date(2023, 11, 15)
    won = {date(2023, 11, 14): True, date(2023, 11, 12): True, date(2023, 11, 11): True}
    assert count_streak(won, today) == Streak(1, 1)


def test_a_day_not_won_ends_the_won_streak_but_not_the_played_one():
    won = {date(2023, 11, 15): True, date(2023, 11, 14): False, date(2023, 11, 13): True}
    assert count_streak(won, date(2023, 11, 15)) == Streak(3, 1)


def test_todays_game_not_yet_played_breaks_no_streak():
    won = {date(2023, 11, 14): True, date(2023, 11, 13): True}
    assert count_streak(won, date(2023, 11, 15)) == Streak(2, 2)


async def test_the_board_names_yesterdays_winner(services, noon):
    await finish(services, ALICE)
    noon.advance(DAY)
    board = await services.daily.board(AKROPOLIS, GUILD, BOB)
    assert board.yesterday_winner.user_id == ALICE and board.ranked == []


async def test_amytis_marks_one_square_per_round(quick):
    row = await finish(quick, ALICE, AMYTIS)
    marks = quick.daily.rules(AMYTIS).marks(row.record, row.seat_of(ALICE))
    assert len(marks) == (len(json.loads(row.record)["moves"]) + 1) // 2
    assert (marks[-1] > 0) == (row.winners == [row.seat_of(ALICE)])


async def test_a_daily_game_does_not_count_toward_the_active_games_limit(db, noon):
    services = Services.create(db, clock=noon, max_active_games=1)
    await services.games.start_solo(game_kind=AKROPOLIS, place=Place(GUILD, CHANNEL),
                                    human_id=ALICE, computer_id=BOT, level=1, options={})
    assert (await start(services, ALICE)).daily_day == "2023-11-15"


async def test_ratings_and_stats_are_unchanged_by_a_daily_game(quick):
    await finish(quick, ALICE, AMYTIS)
    record = await quick.stats.player_record(GUILD, ALICE, AMYTIS)
    assert record.rated is None and record.vs_computer is None and record.recent_games == []


async def test_another_players_daily_game_is_hidden_until_one_has_played(services, noon):
    row = await finish(services, ALICE)
    with pytest.raises(DailyDealHidden):
        await services.games.export(row.id, BOB)
    with pytest.raises(DailyDealHidden):
        await services.games.numbered(row.id, GUILD, AKROPOLIS, BOB)
    await finish(services, BOB)
    assert (await services.games.export(row.id, BOB)).complete


async def test_another_players_daily_game_cannot_be_reviewed_until_one_has_played(
        services, noon):
    row = await finish(services, ALICE)
    with pytest.raises(DailyDealHidden):
        await services.reviews.request(row.id, 0, viewer=BOB)
    assert not services.reviews.running(row.id, 0)
    await finish(services, BOB)
    assert (await services.reviews.reviewable(row.id, 0, viewer=BOB))[0].id == row.id


MIDNIGHT = NOON + DAY / 2
"""The end of Wednesday 15 November 2023, UTC: the day of the deal changes."""

SHOWN = {
    "export": lambda s, row, viewer: s.games.export(row.id, viewer),
    "status or export by number": lambda s, row, viewer: s.games.numbered(
        row.id, GUILD, row.game_kind, viewer),
    "review": lambda s, row, viewer: s.reviews.reviewable(row.id, 0, viewer=viewer),
    "replay": lambda s, row, viewer: s.replays.replayable(row.id, viewer=viewer,
                                                          guild_id=GUILD),
    "status, export or review in its thread": lambda s, row, viewer: s.games.latest_in_channel(
        row.channel_id, row.game_kind, viewer=viewer),
}
"""Every way the service shows a finished game to someone who did not play it."""


@pytest.fixture
def late(noon: ManualClock) -> ManualClock:
    """A minute before midnight."""
    noon.advance(MIDNIGHT - 60 - noon.now())
    return noon


async def shown(services: Services, path: str, row, viewer: int) -> bool:
    """Whether `path` showed `viewer` the game `row` (raises when it refused)."""
    found = await SHOWN[path](services, row, viewer)
    return found.complete if hasattr(found, "complete") else (
        (found[0] if isinstance(found, tuple) else found).id == row.id)


async def finished_after_midnight(services: Services, late: ManualClock, *others: int):
    """ALICE and `others` start the day's deal at 23:59; ALICE finishes it at 00:01."""
    alice = await start(services, ALICE)
    for user in others:
        await start(services, user)
    late.advance(120)
    return (await play_out(services, alice.id)).row


@pytest.mark.parametrize("path", SHOWN)
async def test_a_daily_game_stays_hidden_after_midnight_from_one_still_playing_its_deal(
        services, late, path):
    row = await finished_after_midnight(services, late, BOB)
    with pytest.raises(DailyDealHidden):
        await shown(services, path, row, BOB)


@pytest.mark.parametrize("path", SHOWN)
async def test_a_daily_game_is_shown_once_one_has_finished_its_deal_after_midnight(
        services, late, path):
    row = await finished_after_midnight(services, late, BOB)
    bob = await services.daily.repo.of_person(AKROPOLIS, row.daily_day, BOB)
    await play_out(services, bob.game_id)
    assert await shown(services, path, row, BOB)


async def test_a_days_deal_can_no_longer_be_started_once_the_day_is_over(services, late):
    row = await finished_after_midnight(services, late)
    assert (await start(services, CAROL)).daily_day > row.daily_day


@pytest.mark.parametrize("path", SHOWN)
async def test_a_days_deal_is_shown_to_one_who_never_started_it_once_the_day_is_over(
        services, late, path):
    row = await finished_after_midnight(services, late)
    assert await shown(services, path, row, CAROL)


@pytest.mark.parametrize("path", SHOWN)
async def test_a_days_deal_is_hidden_from_one_who_may_still_start_it(services, late, path):
    row = (await play_out(services, (await start(services, ALICE)).id)).row
    with pytest.raises(DailyDealHidden):
        await shown(services, path, row, CAROL)


async def test_nothing_of_the_deal_is_logged(services, noon, caplog):
    caplog.set_level(logging.DEBUG)
    row = await finish(services, ALICE)
    tiles = json.loads(row.record)["tiles"]
    text = caplog.text
    assert str(row.seed) not in text and str(row.computer_seed) not in text
    assert json.dumps(tiles[:6])[1:-1] not in text


async def test_the_seed_cannot_be_derived_without_the_database_secret(services, noon):
    row = await start(services, ALICE)
    day = date(2023, 11, 15)
    assert row.seed == day_seed(bytes.fromhex(await services.daily.meta.get("daily_secret")),
                                AKROPOLIS, day, "deal")
    guesses = {day_seed(secret, AKROPOLIS, day, "deal")
               for secret in (b"", b"\0" * 32, AKROPOLIS.encode(), day.isoformat().encode())}
    assert row.seed not in guesses
