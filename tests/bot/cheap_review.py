"""The real review judge made cheap for the bot's review tests: few deals, few
candidates, its playouts cut to the look ahead, and its first pass already as
refined as it gets (so no refinement runs behind those tests: tests/bot/
test_bot_review_refining.py shows one). The reviews run in a thread there, so
replacing a game's ``REVIEWER`` reaches them; the pages are what those tests check,
the figures are the engine's tests' business."""

from __future__ import annotations

from dataclasses import replace
from types import ModuleType

import pytest


def cheapen(monkeypatch: pytest.MonkeyPatch, review: ModuleType) -> None:
    """``review.REVIEWER`` (an ``engine.<game>.review`` module's) made cheap for a test."""
    judge = review.REVIEWER
    monkeypatch.setattr(review, "REVIEWER", replace(
        judge, samples=1, fresh=2, refined=2, most=0, candidates=2, play_out=judge.play_on,
        score=judge.points))
