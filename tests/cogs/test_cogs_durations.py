"""Waits are said as players say them: minutes when short, hours when long."""

from __future__ import annotations

import pytest

from cogs.common.replies import duration, refusal_text
from i18n import Translator
from service.errors import ClaimTooEarly


@pytest.mark.parametrize(("minutes", "said"), [(1, "1 minute"), (45, "45 minutes"),
                                               (4320, "72 hours"), (150, "3 hours")])
def test_a_wait_is_said_in_minutes_or_in_hours(minutes, said):
    assert duration(Translator("en"), minutes) == said


def test_a_claim_too_early_says_its_wait_in_hours():
    text = refusal_text(Translator("ru"), ClaimTooEarly(game_id=1, minutes=4320))
    assert "72 часа" in text and "4320" not in text
