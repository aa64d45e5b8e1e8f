"""What a West Kingdom table shows everyone, read whole: no card of a hand, a
packet or the deck is ever named (by id or by name) in a public message, its
embeds or its buttons, unless someone built it; a player's export during the game
holds no other seat's hand and no deck. Played in Russian, by clients in that
language, whose panels and narration are then in it: the hidden-information test
(``test_bot_hidden_information.py``) plays West Kingdom in all three languages and
checks every audience's texts, declensions included, more strictly than this one."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from bot_harness import answered, ids_of, public_post
from westkingdom_hands import first_table

from engine.westkingdom.catalogue import BUILDINGS

PLAYED = {"en-US": " has played.", "ru": " сделал(а) ход.", "fr": " a joué."}
CATALOGUE = {"en-US": "en", "ru": "ru", "fr": "fr"}
EXPORT_AT = 60
"""The press after which each player exports the game (well into it)."""


def card_names(locale: str) -> dict[str, str]:
    path = f"i18n/locales/{CATALOGUE[locale]}/render_westkingdom_cards.json"
    names = json.loads(Path(path).read_text(encoding="utf-8"))["name"]
    return {card: names[card] for card in BUILDINGS}


def public_texts(emu, channels) -> set[str]:
    """Every public message's content, embeds and component labels as they are now."""
    seen = set()
    for channel in channels:
        for message in emu.messages(channel):
            seen.add(message.content)
            seen.add(json.dumps(message.embeds, ensure_ascii=False))
            for row in message.components:
                for component in row.get("components", []):
                    seen.add(str(component.get("label", "")))
                    seen.add(str(component.get("placeholder", "")))
                    seen.update(str(o.get("label", "")) for o in component.get("options", []))
    return seen


def named(text: str, word: str) -> bool:
    return re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text) is not None


def shown(text: str, word: str) -> str:
    """Where ``word`` shows in ``text`` (for the failure's message)."""
    at = re.search(rf"(?<!\w){re.escape(word)}(?!\w)", text).start()
    return text[max(at - 120, 0):at + 60]


async def export_of(emu, user, channel, locale) -> dict:
    pressed = await answered(await emu.slash(user, channel, "westkingdom",
                                             subcommand="export", locale=locale))
    message = await pressed.followup(0)
    assert message.ephemeral
    return json.loads(message.attachments[0].data)


@pytest.mark.parametrize("locale", ["ru"])
async def test_a_whole_game_shows_no_card_of_a_hand_in_public(emu, cast, runner, locale):
    table = await public_post(await emu.slash(cast.alice, cast.channel, "westkingdom",
                                              subcommand="open", options={"seats": 3},
                                              locale=locale))
    await answered(await emu.click(cast.bob, table, ids_of(table, "lobby:join:")[0],
                                   locale=locale))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:computer:")[0],
                                   locale=locale))
    await answered(await emu.click(cast.alice, table, ids_of(table, "lobby:start:")[0],
                                   locale=locale))
    hands = await first_table(emu, runner, [cast.alice, cast.bob], locale=locale)
    seen: set[str] = set()
    exports = []
    for press in range(1500):
        seen |= public_texts(emu, [cast.channel, hands.channel])
        if press == EXPORT_AT:
            state = await hands.person_to_act()
            for user in (cast.alice, cast.bob):
                exports.append((state.row.seat_of(user.id), state.game.engine,
                                await export_of(emu, user, hands.channel, locale)))
        if not await hands.act(press):
            break
    await hands.noted_end()
    seen |= public_texts(emu, [cast.channel, hands.channel])
    engine = (await hands.state()).game.engine
    built = {card for player in engine.players for card in player.buildings}
    secret = set(BUILDINGS) - built
    names = card_names(locale)
    public = "\n".join(seen)
    assert [shown(public, c) for c in secret if named(public, c)] == []
    assert [shown(public, names[c]) for c in secret if named(public, names[c])] == []
    assert any(named(public, names[c]) for c in built)  # a building is named once built
    assert len(exports) == 2
    for seat, at_export, export in exports:
        text = json.dumps(export)
        hidden = {card for other, player in enumerate(at_export.players) if other != seat
                  for card in player.hand} | set(at_export.building_deck)
        hidden |= {card for other, packet in enumerate(at_export.packets) if other != seat
                   for card in packet}
        hidden -= {str(m.value) for m in at_export.decisions if m.seat == seat}  # its own
        assert export["format"] == "westkingdom-view/1"
        assert export["viewer"] == seat
        assert [shown(text, c) for c in hidden if named(text, c)] == []
    assert any(PLAYED[locale] in text for text in seen)
    assert all(PLAYED["en-US"] not in text for text in seen) or locale == "en-US"
