"""Game review on Discord, end to end with the real judge: a whole Akropolis solo game
played with the buttons, Review pressed, the progress line then the summary with its
images, every decision stepped through (none naming a tile that was hidden then),
the review found again at once after a restart, a seat reviewed by someone who did
not play, and a game in progress refused in the asker's language."""

from __future__ import annotations

import json

import pytest
from akropolis_hands import first_table
from bot_harness import answered, ids_of, opens_as_png, public_post, refusal
from cheap_review import cheapen

from cogs.akropolis.controls import tile_text
from engine.akropolis import TILES
from engine.akropolis import review as akropolis_review
from i18n import Translator
from store.reviews import ReviewRow

JUDGING = 120.0
"""Seconds a whole review may take here (one thread, a shared machine)."""


@pytest.fixture(autouse=True)
def cheap_judge(monkeypatch):
    cheapen(monkeypatch, akropolis_review)


def page_text(message) -> str:
    return message.content + json.dumps(message.embeds, ensure_ascii=False)


def hidden_tiles_named(record: dict, index: int, text: str) -> set[str]:
    """The districts of tiles ``text`` names that were not on the site before step
    ``index`` (so hidden in the stacks, or not yet in play)."""
    t = Translator("en")
    game = akropolis_review.REVIEWER.position(record, index)
    visible = {tile_text(t, TILES[tile]) for tile in game.site}
    named = {tile_text(t, tile) for tile in TILES.values() if f"({tile_text(t, tile)}," in text}
    return named - visible


async def finished_solo(emu, cast, runner):
    await public_post(await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="solo"))
    hands = await first_table(emu, runner, [cast.alice])
    final = await hands.play_out()
    row = await runner.bot.services.games.latest_in_channel(hands.thread.id)
    return hands, final, row


async def summary_of(interaction):
    """The summary a Review press ends with (after the progress line, if any)."""
    return await interaction.wait(
        lambda i: next((m for m in i.followups if m.embeds), None), timeout=JUDGING)


async def test_a_finished_game_is_reviewed_stepped_through_and_kept_after_a_restart(
        emu, cast, runner):
    _, final, row = await finished_solo(emu, cast, runner)
    pressed = await emu.click(cast.alice, final, ids_of(final, "review:")[0])
    summary = await summary_of(pressed)
    progress = [e.body.get("content", "") for e in pressed.events]
    assert any("decisions judged" in text for text in progress)
    assert summary.ephemeral and summary.embeds[0]["title"] == f"Review of game #{row.id}: alice"
    assert "Points lost in all" in summary.embeds[0]["description"]
    assert "points or more" in summary.embeds[0]["description"]  # thresholds in points
    first = json.loads(json.dumps(summary.embeds))  # the page turns change the message
    costly = summary.embeds[1:]
    assert len(costly) == len(summary.attachments) <= 3
    for attachment in summary.attachments:
        assert opens_as_png(attachment.data)[0] >= 400

    record = json.loads(row.record)
    review = await runner.bot.services.reviews.request(row.id, 0, viewer=cast.alice.id)
    page = summary
    for number, judgement in enumerate(review.judgements):
        page = (await answered(await emu.click(
            cast.alice, page, ids_of(page, "review:")[-1]))).message
        assert f"Decision {number + 1}/{len(review.judgements)}" in page.embeds[0]["title"]
        assert page.embeds[0]["fields"][0]["value"].startswith("tile ")  # the tile is named
        assert len(page.attachments) == 1
        assert hidden_tiles_named(record, judgement.step.index, page_text(page)) == set()
    assert ids_of(page, "review:")[-1] == f"review:{row.id}:0"  # no Next on the last

    await runner.restart()
    again = await emu.click(cast.alice, final, ids_of(final, "review:")[0])
    shown = await summary_of(again)
    assert not any("decisions judged" in e.body.get("content", "") for e in again.events)
    assert shown.embeds == first
    assert emu.failures == []


async def test_someone_who_did_not_play_chooses_a_seat_to_review(emu, cast, runner):
    _, final, row = await finished_solo(emu, cast, runner)
    pressed = await answered(await emu.click(cast.bob, final, ids_of(final, "review:")[0]))
    choice = await pressed.followup()
    assert "Whose moves" in choice.content and ids_of(choice, "review:") == [f"review:{row.id}:0"]
    chosen = await emu.click(cast.bob, choice, f"review:{row.id}:0")
    await chosen.response()
    summary = await chosen.wait(lambda i: i.original if i.original and i.original.embeds
                                else None, timeout=JUDGING)
    assert summary.embeds[0]["title"] == f"Review of game #{row.id}: alice"


async def test_a_game_in_progress_is_refused_in_the_askers_language(emu, cast, runner):
    await public_post(await emu.slash(cast.alice, cast.channel, "akropolis", subcommand="solo"))
    hands = await first_table(emu, runner, [cast.alice])
    text = await refusal(await emu.slash(cast.alice, hands.thread, "akropolis",
                                         subcommand="review", locale="ru"))
    assert "ещё не окончена" in text


async def test_a_review_stored_by_the_former_judge_is_judged_again_and_pages_after_a_restart(
        emu, cast, runner):
    _, final, row = await finished_solo(emu, cast, runner)
    reviews = runner.bot.services.reviews
    made = await reviews.request(row.id, 0, viewer=cast.alice.id)
    former = [{key: value for key, value in j.to_json().items()
               if key not in ("played_se", "best_se", "cost_se", "verdict")}
              for j in made.judgements]
    await reviews.repo.save(ReviewRow(row.id, 0, "1", former, 0.0))  # as stored before

    await runner.restart()
    pressed = await emu.click(cast.alice, final, ids_of(final, "review:")[0])
    summary = await summary_of(pressed)
    assert any("decisions judged" in e.body.get("content", "") for e in pressed.events)
    assert "±" in summary.embeds[0]["description"]
    page = (await answered(await emu.click(cast.alice, summary,
                                           ids_of(summary, "review:")[-1]))).message
    assert "Decision 1/" in page.embeds[0]["title"] and "±" in page.embeds[0]["fields"][2]["value"]
    assert opens_as_png(page.attachments[0].data)[0] >= 400
    nxt = (await answered(await emu.click(cast.alice, page, ids_of(page, "review:")[-1]))).message
    assert "Decision 2/" in nxt.embeds[0]["title"]
    assert emu.failures == []
