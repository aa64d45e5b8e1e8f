"""Review component ids: a game's Review, a seat's summary and a decision's page are
told apart, and an id the bot never writes is no target."""

from __future__ import annotations

from cogs.common.review_ids import ReviewTarget, page_id, parse, review_id, summary_id


def test_each_id_the_bot_writes_names_its_target_again() -> None:
    assert parse(review_id(12)) == ReviewTarget(12)
    assert parse(summary_id(12, 3)) == ReviewTarget(12, 3)
    assert parse(page_id(12, 3, 40)) == ReviewTarget(12, 3, 40)


def test_an_id_the_bot_never_writes_is_no_target() -> None:
    for custom_id in ("review:", "review:x", "review:1:", "review:01", "review:1:2:3:4",
                      f"review:{2**64}", "review:-1"):
        assert parse(custom_id) is None
