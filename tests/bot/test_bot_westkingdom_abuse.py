"""Presses a West Kingdom table must shrug off: bystanders, the player not to move,
stale and double presses, ids forged by a crafted client, a closed placement. Each
gets one private line and changes nothing."""

from __future__ import annotations

import copy

import pytest
from bot_harness import answered, ids_of, public_post, refusal
from westkingdom_hands import first_table

from engine.westkingdom import PLACEMENTS, Prompt

HUGE = "9999999999999999999"


@pytest.fixture
async def hands(emu, cast, runner):
    invitation = await public_post(await emu.slash(
        cast.alice, cast.channel, "westkingdom", subcommand="challenge",
        options={"player1": cast.bob}))
    await answered(await emu.click(cast.bob, invitation, ids_of(invitation, "lobby:accept:")[0]))
    return await first_table(emu, runner, [cast.alice, cast.bob])


async def at_draft(hands):
    """Play until the draft is open; its state."""
    press = 0
    while not (state := await hands.person_to_act()).waiting:
        await hands.act(press)
        press += 1
    assert await hands.offered(f"table:private:{state.row.id}")
    return state


async def at_placement(hands):
    """Play until a person is to choose a placement, with its panel drawn."""
    press = 0
    while True:
        state = await hands.person_to_act()
        if not state.waiting and state.decision is not None \
                and state.decision.kind is Prompt.PLACE:
            at = f"{state.row.id}:{state.turn}:{state.step}"
            if await hands.offered(f"westkingdom:place:{at}:"):
                return state
        await hands.act(press)
        press += 1


def forge(message, custom_id: str) -> str:
    """Put ``custom_id`` on the first button of ``message``, as a crafted client would."""
    message.components = copy.deepcopy(message.components)
    message.components[0]["components"][0]["custom_id"] = custom_id
    return custom_id


async def unchanged(hands, state, pressed, caplog) -> str:
    """The private refusal ``pressed`` got; the game is as it was."""
    said = await refusal(pressed)
    assert (await hands.state()).row.version == state.row.version
    assert "unexpected error" not in caplog.text and "Ignoring exception" not in caplog.text
    return said


def placement_id(state, index: int) -> str:
    return f"westkingdom:place:{state.row.id}:{state.turn}:{state.step}:{index}"


async def test_a_bystander_pressing_a_placement_changes_nothing(emu, cast, hands, caplog):
    state = await at_placement(hands)
    index = PLACEMENTS.index(state.decision.options[0])
    pressed = await emu.click(cast.bystander, hands.public(), placement_id(state, index))
    await unchanged(hands, state, pressed, caplog)


async def test_the_player_not_to_move_pressing_a_placement_changes_nothing(
        emu, cast, hands, caplog):
    state = await at_placement(hands)
    other = next(u for u in (cast.alice, cast.bob) if u.id != state.user_to_act)
    index = PLACEMENTS.index(state.decision.options[0])
    pressed = await emu.click(other, hands.public(), placement_id(state, index))
    await unchanged(hands, state, pressed, caplog)


async def test_a_bystander_pressing_the_private_panel_button_gets_no_panel(
        emu, cast, hands, caplog):
    state = await at_placement(hands)
    pressed = await emu.click(cast.bystander, hands.public(), f"table:private:{state.row.id}")
    await unchanged(hands, state, pressed, caplog)
    assert len(pressed.followups) == 1 and not pressed.followups[0].components


async def test_a_closed_placement_says_why_privately_and_changes_nothing(
        emu, cast, hands, caplog):
    state = await at_placement(hands)
    closed = next(i for i, p in enumerate(PLACEMENTS) if p not in state.decision.options)
    public = hands.public()
    before = (public.content, copy.deepcopy(public.components))
    pressed = await emu.click(hands.players[state.user_to_act], public,
                              placement_id(state, closed))
    reason = await unchanged(hands, state, pressed, caplog)
    assert reason and "no longer valid" not in reason and pressed.followups[0].ephemeral
    assert (public.content, public.components) == before


async def test_a_double_press_of_a_placement_plays_it_once(emu, cast, hands, caplog):
    state = await at_placement(hands)
    user = hands.players[state.user_to_act]
    index = PLACEMENTS.index(state.decision.options[0])
    public = hands.public()
    first = await emu.click(user, public, placement_id(state, index))
    second = await emu.click(user, public, placement_id(state, index))
    await answered(first)
    await answered(second)
    after = await hands.state()
    assert after.turn > state.turn or len(after.pending) == len(state.pending) + 1
    assert "unexpected error" not in caplog.text


async def test_a_stale_placement_of_an_earlier_step_changes_nothing(emu, cast, hands, caplog):
    state = await at_placement(hands)
    index = PLACEMENTS.index(state.decision.options[0])
    public = hands.public()
    stale = forge(public, f"westkingdom:place:{state.row.id}:{state.turn}:"
                          f"{state.step - 1}:{index}")
    pressed = await emu.click(hands.players[state.user_to_act], public, stale)
    await unchanged(hands, state, pressed, caplog)


@pytest.mark.parametrize("forged", [
    "westkingdom:draft:{game}:{turn}:0",  # a draft pick on the public message
    "westkingdom:place:{game}:{turn}:{step}:19",  # no such placement
    "westkingdom:place:{game}:{turn}:{step}:" + HUGE,
    "westkingdom:opt:{game}:{turn}:{step}:999",  # no such answer
    "westkingdom:place:" + HUGE + ":0:0:0",  # no such game
    "westkingdom:confirm:{game}:{turn}:{step}",  # nothing to confirm
    "westkingdom:back:{game}:{turn}:{step}",  # nothing to take back
    "westkingdom:pick:{game}:{turn}:{step}",  # a select's id on a button
    "westkingdom:rules:1",  # the rules' pages only turn in a private message
    "westkingdom:place:{game}:{turn}:{step}:²",
    "westkingdom:gone:1",
    "table:private:" + HUGE + "9",
    "table:private:²",
])
async def test_a_forged_id_on_the_public_panel_changes_nothing(
        emu, cast, hands, caplog, forged):
    state = await at_placement(hands)
    public = hands.public()
    custom_id = forge(public, forged.format(game=state.row.id, turn=state.turn,
                                            step=state.step))
    pressed = await emu.click(hands.players[state.user_to_act], public, custom_id)
    await unchanged(hands, state, pressed, caplog)


async def test_a_placement_forged_on_a_private_panel_changes_nothing(
        emu, cast, hands, caplog):
    state = await at_placement(hands)
    user = hands.players[state.user_to_act]
    panel = await hands.panel(user, state.row.id)
    state = await hands.state()
    index = PLACEMENTS.index(state.decision.options[0])
    panel.components = [{"type": 1, "components": [
        {"type": 2, "style": 1, "label": "x", "custom_id": placement_id(state, index)}]}]
    pressed = await emu.click(user, panel, placement_id(state, index))
    await unchanged(hands, state, pressed, caplog)


async def test_a_bystander_pressing_the_draft_panel_button_gets_no_packet(
        emu, cast, hands, caplog):
    state = await at_draft(hands)
    pressed = await emu.click(cast.bystander, hands.public(), f"table:private:{state.row.id}")
    await unchanged(hands, state, pressed, caplog)
    assert not pressed.followups[0].components


async def test_a_second_draft_pick_of_the_same_round_is_refused(emu, cast, hands, caplog):
    state = await at_draft(hands)
    user = hands.user_of(state, state.waiting[0])
    panel = await hands.panel(user, state.row.id)
    picks = ids_of(panel, f"westkingdom:draft:{state.row.id}:")
    stale = copy.deepcopy(panel.components)
    await hands.press(user, panel, picks[0])
    held = await hands.state()
    panel.components = stale  # the panel as it was before the pick
    pressed = await emu.click(user, panel, picks[-1])
    await unchanged(hands, held, pressed, caplog)


@pytest.mark.parametrize("forged", [
    "westkingdom:draft:{game}:{turn}:99",
    "westkingdom:draft:{game}:{turn}:" + HUGE,
    "westkingdom:draft:{game}:0:0",  # an earlier turn's round
])
async def test_a_forged_draft_pick_changes_nothing(emu, cast, hands, caplog, forged):
    state = await at_draft(hands)
    user = hands.user_of(state, state.waiting[0])
    panel = await hands.panel(user, state.row.id)
    custom_id = forge(panel, forged.format(game=state.row.id, turn=state.turn))
    pressed = await emu.click(user, panel, custom_id)
    await unchanged(hands, state, pressed, caplog)
