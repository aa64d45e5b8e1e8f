"""Replay component ids: the Replay button, Step through, a viewer's page and its
select are told apart, and an id the bot never writes is no target."""

from __future__ import annotations

from cogs.common.replay_ids import ReplayTarget, jump_id, open_id, parse, replay_id, step_id
from cogs.common.replay_pages import PAGE, shown_steps


def test_each_id_the_bot_writes_names_its_target_again() -> None:
    assert parse(replay_id(12)) == ReplayTarget(12, "post")
    assert parse(open_id(12)) == ReplayTarget(12, "open")
    assert parse(step_id(12, 40)) == ReplayTarget(12, "step", 40)
    assert parse(jump_id(12)) == ReplayTarget(12, "jump")


def test_an_id_the_bot_never_writes_is_no_target() -> None:
    for custom_id in ("replay:", "replay:x", "replay:1:", "replay:01", "replay:1:2:3",
                      f"replay:{2**64}", f"replay:1:{2**64}", "replay:-1", "replay:1:close"):
        assert parse(custom_id) is None


def test_the_select_lists_every_step_when_they_fit_and_else_the_page_of_the_one_shown() -> None:
    assert shown_steps(24, 25) == range(25)
    assert shown_steps(24, 60) == range(PAGE, 2 * PAGE)
    assert shown_steps(59, 60) == range(2 * PAGE, 60)
