"""The West Kingdom public panel tells nothing of a hand: it is the same whatever the
hidden cards are (every hand, packet and deck dealt again), so no label, no button
state and no question can give a card away. The Guildhall's label is its name alone,
and its button is green while the mover holds a card; whether one can be built is
said to the mover alone when they press it."""

from __future__ import annotations

import random
from types import SimpleNamespace

import discord
import pytest
from westkingdom_games import NAMES, played, positions

from cogs.westkingdom import ids
from cogs.westkingdom.labels import placement_label
from cogs.westkingdom.panels import closed_reason, turn_view
from engine.westkingdom import (
    HAND_PROMPTS,
    PLACEMENTS,
    Game,
    Prompt,
    sample_game,
    spectator_game,
)
from engine.westkingdom.guildhall import can_use_guildhall
from engine.westkingdom.prompts import PROMPTS
from i18n import LOCALES, Translator
from service import TurnState
from service.westkingdom.table_game import TableGame

SAMPLES = [(0, 2, "A"), (18, 4, "A"), (39, 5, "B"), (5, 3, "B")]


def shown_positions():
    """Every decision of the sample games that a public panel shows, with the game as
    it stood and a language."""
    for index, (game, _) in enumerate(positions(SAMPLES)):
        if game.decision.prompt is not Prompt.DRAFT:
            yield game, Translator(LOCALES[index % len(LOCALES)])


def redealt(game: Game, rng: random.Random) -> Game:
    """Another game the table could be looking at: what nobody at large may see (every
    hand, packet and deck order) dealt again at random, the decisions taken, and the
    pending decision's answers those cards allow (the Guildhall's among them)."""
    other = sample_game(game.public_view(None), rng)
    other.decisions = list(game.decisions)
    frame = other.stack[-1]
    other.offer(PROMPTS[frame[0]][0](other, frame))  # its answers, from its own cards
    return other


def panel(game: Game, t: Translator) -> list[dict]:
    """The public panel's components, as Discord would get them."""
    row = SimpleNamespace(id=7, turn=len(game.decisions), version=3, pending=[],
                          to_move=game.decision.player, is_active=True)
    state = TurnState(row=row, game=TableGame(game))
    return [item.to_component_dict() for item in turn_view(state, t, NAMES,
                                                            private=False).children]


async def test_the_public_panel_is_the_same_whatever_the_hands_hold():
    rng = random.Random(41)
    differ = []
    for game, t in shown_positions():
        shown = panel(game, t)
        for _ in range(2):
            if panel(redealt(game, rng), t) != shown:
                differ.append((game.decision.prompt, len(game.decisions)))
                break
    assert differ == []


def test_the_guildhall_label_is_its_name_even_when_one_card_is_buildable():
    t = Translator("en")
    found = 0
    for game, _ in shown_positions():
        decision = game.decision
        if decision.prompt is not Prompt.PLACE or "guildhall" not in decision.options:
            continue
        after = game.copy()
        after.push("guildhall")
        built = after.players[decision.player].buildings
        if len(built) > len(game.players[decision.player].buildings):  # forced: one card
            found += 1
            assert placement_label(t, game, decision.player, "guildhall") == "Guildhall"
    assert found > 0


async def test_a_guildhall_nothing_can_be_built_from_is_green_and_its_press_says_why():
    seen = 0
    for game, t in shown_positions():
        decision = game.decision
        seat = decision.player if decision else None
        if (decision is None or decision.prompt is not Prompt.PLACE
                or not game.players[seat].hand or can_use_guildhall(game, seat)):
            continue
        seen += 1
        guildhall = ids.make("place", 7, len(game.decisions), 3, PLACEMENTS.index("guildhall"))
        button = next(b for b in panel(game, t) if b["custom_id"] == guildhall)
        assert button["style"] == discord.ButtonStyle.success.value
        row = SimpleNamespace(id=7, turn=0, version=3, pending=[], to_move=seat,
                              is_active=True)
        reason = closed_reason(TurnState(row=row, game=TableGame(game)), t,
                               PLACEMENTS.index("guildhall"))
        assert reason == t("westkingdom_play.closed.guildhall")
    assert seen > 0


@pytest.mark.parametrize(("seed", "seats", "side"), SAMPLES)
def test_the_table_s_copy_asks_the_same_public_questions_with_the_same_answers(
        seed, seats, side):
    game = played(seed, seats, side)
    replay = Game(game.setup)
    for move in game.decisions:
        prompt = replay.decision.prompt
        known = spectator_game(replay)
        if prompt is Prompt.PLACE:
            assert set(replay.decision.options) - {"guildhall"} \
                == set(known.decision.options) - {"guildhall"}
        elif prompt in HAND_PROMPTS:
            assert known.decision.options == ()
        else:
            assert known.decision.options == replay.decision.options, prompt
        replay.play(move)
