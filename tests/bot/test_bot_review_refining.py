"""A review on Discord while it is refined: its summary and pages say so above them,
the pages clicked once it is refined show the refined figures and say nothing more,
after a restart too; the private message it was shown in while refining is edited
in place when the refinement ends, while its interaction may still edit it.

The first pass and the refinement here are stand-ins over the real steps of a real
finished Akropolis game (every move judged the best, 100 points expected; 777 once
refined), so the pages are drawn as any review's and the figures tell the passes
apart; the real judges are run in tests/bot/test_bot_review.py and the engine's
tests. A refinement held back fails its steps, which keep their first pass."""

from __future__ import annotations

import asyncio
import sys
import threading
from dataclasses import replace

import pytest
from bot_harness import answered, ids_of

from engine.review import Judgement
from service import Place
from service.akropolis import KIND
from service.workers import Workers
from tests.service.service_helpers import play_out

JUDGING = 30.0
REFINED = 8
"""Deals of a refined stand-in judgement (2 in the first pass)."""
ALLOWED = threading.Event()
"""Refinements succeed only once set."""


def first_pass(record: str, index: int, seed: int) -> Judgement:
    step = KIND.review_steps(record)[index]
    return Judgement(step, step.played, 100.0, 100.0, candidates=2, samples=2, played_se=1.0,
                     verdict="good")


def refine(record: str, index: int, seed: int, judgement: Judgement) -> Judgement:
    if not ALLOWED.is_set():
        raise RuntimeError("refinement held back by the test")
    return replace(judgement, played_points=777.0, best_points=777.0, samples=REFINED)


@pytest.fixture(autouse=True)
def stand_in_judge(monkeypatch):
    ALLOWED.clear()
    monkeypatch.setattr(KIND, "judge", first_pass)
    monkeypatch.setattr(KIND, "refine", refine)
    monkeypatch.setattr(KIND, "review_refined", lambda judgement: judgement.samples >= REFINED)


@pytest.fixture
def held(monkeypatch) -> asyncio.Event:
    """Refinements wait until the event returned is set: held on the event loop
    before they reach the review worker, so a bot stopping meanwhile ends them."""
    release = asyncio.Event()
    run = Workers.run

    async def held_run(workers, fn, *args):
        if fn is refine:
            await release.wait()
        return await run(workers, fn, *args)

    monkeypatch.setattr(Workers, "run", held_run)
    return release


async def reviewed(emu, cast, runner):
    """A finished Akropolis solo game of Alice's, its review asked for with
    ``/akropolis review``: the game's id and the summary shown after the first pass."""
    services = runner.bot.services
    row = await services.games.start_solo(
        game_kind="akropolis", place=Place(cast.guild.id, cast.channel.id),
        human_id=cast.alice.id, computer_id=runner.bot.user.id, level=1, options={})
    await play_out(services, row.id)
    asked = await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="review")
    summary = await asked.wait(lambda i: next((m for m in i.followups if m.embeds), None),
                               timeout=JUDGING)
    return row.id, summary


async def refined(runner, game_id: int) -> None:
    """Wait until the review of Alice's seat is no longer being refined (nothing the
    emulator sees changes then, so its own wait would idle for half a second)."""
    async def done() -> None:
        while runner.bot.services.reviews.refining(game_id, 0):
            await asyncio.sleep(0.01)

    await asyncio.wait_for(done(), JUDGING)


async def turn(emu, cast, message, button: int):
    """The page a review button of ``message`` opens (0: the first, -1: the last)."""
    return (await answered(await emu.click(cast.alice, message,
                                           ids_of(message, "review:")[button]))).message


def expected(page) -> str:
    return page.embeds[0]["fields"][2]["value"]


async def test_a_review_still_refining_says_so_above_its_summary_and_its_pages(
        emu, cast, runner):
    _, summary = await reviewed(emu, cast, runner)
    assert summary.content.startswith("⏳ Still refining: 0 of ")
    page = await turn(emu, cast, summary, 0)  # the same message, turned to a page
    assert page.content.startswith("⏳ Still refining: 0 of ")
    assert "100 (±1) expected at the end" in expected(page)
    assert emu.failures == []


async def test_once_refined_previous_and_next_show_the_refined_figures_and_no_banner(
        emu, cast, runner):
    ALLOWED.set()
    game_id, summary = await reviewed(emu, cast, runner)
    assert summary.content.startswith("⏳ Still refining: 0 of ")
    await refined(runner, game_id)
    seen = []
    page = summary
    for button in (0, -1, 0):  # Every decision, Next, Previous
        page = await turn(emu, cast, page, button)
        seen.append((page.embeds[0]["title"].split("/")[0], page.content,
                     "777 (±1) expected at the end" in expected(page)))
    assert seen == [("Decision 1", "", True), ("Decision 2", "", True),
                    ("Decision 1", "", True)]
    assert emu.failures == []


async def test_after_a_restart_the_refinement_resumes_and_the_pages_show_its_figures(
        emu, cast, runner):
    game_id, summary = await reviewed(emu, cast, runner)
    await refined(runner, game_id)  # held back: every step kept its first pass
    await runner.restart()
    ALLOWED.set()
    first = await turn(emu, cast, summary, 0)
    assert first.content.startswith("⏳ Still refining: 0 of ")  # as stored when clicked
    await refined(runner, game_id)
    second = await turn(emu, cast, first, -1)
    assert second.content == "" and "777 (±1) expected at the end" in expected(second)
    assert emu.failures == []


def waiting(runner) -> int:
    """How many private review messages wait for the end of a refinement."""
    return runner.bot.get_cog("Review").edits.waiting()


def still_refining(message) -> bool:
    return message.content.startswith("⏳ Still refining: ")


async def test_the_summary_shown_while_refining_is_edited_to_the_refined_figures_when_it_ends(
        emu, cast, runner, held):
    ALLOWED.set()
    _, summary = await reviewed(emu, cast, runner)
    assert still_refining(summary)
    first_pass = (summary.embeds, ids_of(summary, "review:"))
    held.set()
    await emu.wait_for(lambda: summary.content == "", JUDGING)
    # Every move of the stand-in is the best one, first pass or refined: the summary
    # reads the same but for the line that said it was refining.
    assert (summary.embeds, ids_of(summary, "review:")) == first_pass
    assert emu.failures == []


async def test_a_page_shown_while_refining_is_edited_in_place_staying_on_that_page(
        emu, cast, runner, held):
    ALLOWED.set()
    _, summary = await reviewed(emu, cast, runner)
    page = await turn(emu, cast, await turn(emu, cast, summary, 0), -1)  # Decision 2
    assert still_refining(page) and "100 (±1) expected at the end" in expected(page)
    held.set()
    await emu.wait_for(lambda: page.content == "", JUDGING)
    assert page.embeds[0]["title"].startswith("Decision 2/")
    assert "777 (±1) expected at the end" in expected(page)
    assert emu.failures == []


async def test_every_private_message_showing_the_review_while_refining_is_edited(
        emu, cast, runner, held):
    ALLOWED.set()
    _, first = await reviewed(emu, cast, runner)
    asked = await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="review")
    second = await asked.followup(timeout=JUDGING)  # the stored review, at once
    assert second is not first and still_refining(first) and still_refining(second)
    held.set()
    await emu.wait_for(lambda: first.content == second.content == "", JUDGING)
    assert emu.failures == []


async def test_a_message_past_its_follow_up_life_is_left_alone(
        emu, cast, runner, held, monkeypatch):
    ALLOWED.set()
    game_id, summary = await reviewed(emu, cast, runner)
    review_cog = sys.modules[type(runner.bot.get_cog("Review")).__module__]
    monkeypatch.setattr(review_cog, "FOLLOWUP_LIFE", 0.0)  # each click's window over at once
    page = await turn(emu, cast, summary, 0)
    held.set()
    await refined(runner, game_id)
    await emu.wait_for(lambda: waiting(runner) == 0, JUDGING)
    assert still_refining(page) and "100 (±1) expected at the end" in expected(page)
    assert emu.failures == []


async def test_no_message_is_remembered_once_the_refinement_ends_even_with_failed_steps(
        emu, cast, runner, held):
    game_id, summary = await reviewed(emu, cast, runner)  # every refinement fails
    await emu.wait_for(lambda: waiting(runner) == 1, JUDGING)
    held.set()
    await refined(runner, game_id)
    await emu.wait_for(lambda: waiting(runner) == 0, JUDGING)
    assert summary.content.startswith("⏳ Still refining: 0 of ")  # as stored
    assert emu.failures == []

