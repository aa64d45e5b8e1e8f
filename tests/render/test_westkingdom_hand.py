"""A player's private hand: every card in it with its cost, skills, VP and effect in
the player's language, the cards they can build now framed green, and nobody else's
cards ever."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from westkingdom_pictures import played, said

from engine.westkingdom import BUILDINGS, Game, Prompt, facing
from render.westkingdom import choice_image, hand_image, render_choice, render_hand
from render.westkingdom import style as S
from render.westkingdom.cards import CARD_W
from render.westkingdom.hand import GAP, TOP, WIDTH, buildable


def _with_hand(cards: list[str], rich: bool) -> Game:
    game = played(5, 3, 12)
    player = game.players[0]
    player.hand[:] = cards
    player.res = [20] * 6 if rich else [0] * 6
    if rich:
        player.hired("A13")  # the Labourer has every skill
    return game


def test_the_hand_is_a_light_landscape_png():
    game = played(4, 5, 40)
    for seat in range(5):
        data = render_hand(game, seat, "ru")
        image = Image.open(io.BytesIO(data))
        assert image.width == WIDTH and image.width > image.height
        assert len(data) <= 300_000


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
def test_each_card_shows_its_name_vp_cost_and_effect(drawn, locale):
    from i18n import translate

    cards = ["B09", "B15", "B27"]
    hand_image(_with_hand(cards, False), 0, locale)
    shown = said(drawn)
    for card in cards:
        assert translate(locale, f"render_westkingdom_cards.name.{card}") in shown
        assert str(BUILDINGS[card].vp) in shown
        effect = translate(locale, f"render_westkingdom_cards.effect.{card}")
        assert effect.split()[0] in " ".join(t for t, _, _ in drawn)
    costs = [(t, size) for t, _, size in drawn if t.isdigit()]
    assert all(size >= S.MIN_TEXT for _, size in costs)


def _frame(image: Image.Image, index: int, count: int) -> tuple:
    row_width = count * CARD_W + (count - 1) * GAP
    left = (WIDTH - row_width) // 2 + index * (CARD_W + GAP)
    return image.getpixel((left + CARD_W // 2, TOP + 2))


def test_the_cards_one_can_build_now_are_framed_green():
    rich = _with_hand(["B01", "B09", "B24"], True)
    assert all(buildable(rich.public_view(0), 0).values())
    image = hand_image(rich, 0)
    assert all(_frame(image, i, 3) == S.BUILDABLE for i in range(3))
    poor = _with_hand(["B01", "B09", "B24"], False)
    assert not any(buildable(poor.public_view(0), 0).values())
    image = hand_image(poor, 0)
    assert not any(_frame(image, i, 3) == S.BUILDABLE for i in range(3))


def test_a_card_needing_a_skill_one_lacks_is_not_buildable():
    game = _with_hand(["B09", "B01"], False)
    game.players[0].res = [20] * 6
    assert buildable(game.public_view(0), 0) == {
        "B09": not BUILDINGS["B09"].skills & ~game.players[0].skills, "B01": True}


def test_only_the_owner_has_a_hand_image():
    game = played(6, 3, 20)
    assert render_hand(game, 1) == render_hand(game.public_view(1), None)
    with pytest.raises(ValueError, match="spectator"):
        hand_image(game.public_view())
    with pytest.raises(ValueError, match="seat 2's"):
        hand_image(game.public_view(2), 0)
    with pytest.raises(ValueError, match="does not exist"):
        hand_image(game, 3)


def test_the_hand_shows_only_its_owners_cards(drawn):
    from i18n import translate

    game = played(7, 3, 30)
    hand_image(game, 0, "en")
    shown = said(drawn)
    names = {translate("en", f"render_westkingdom_cards.name.{c}") for c in BUILDINGS}
    assert shown & names == {translate("en", f"render_westkingdom_cards.name.{c}")
                            for c in game.players[0].hand}


def test_an_empty_hand_says_so(drawn):
    game = _with_hand([], False)
    hand_image(game, 0, "fr")
    assert "Aucun bâtiment en main" in {t for t, _, _ in drawn}


def _drafting(seats: int = 3) -> Game:
    game = Game.new(5, seats)
    while game.decision.prompt is not Prompt.DRAFT:
        game.decide(game.decision.options[0])
    return game


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
def test_a_draft_pick_shows_the_packet_of_the_seat_choosing(drawn, locale):
    from i18n import translate

    game = _drafting()
    choice_image(facing(game, 2), 2, locale)
    shown = said(drawn)
    for card in game.packets[2]:
        assert translate(locale, f"render_westkingdom_cards.name.{card}") in shown
    for card in game.packets[0] + game.packets[1]:
        assert translate(locale, f"render_westkingdom_cards.name.{card}") not in shown


def test_a_choice_is_drawn_only_for_the_seat_that_makes_it():
    game = _drafting()
    with pytest.raises(ValueError, match="seat that makes it"):
        render_choice(game, (game.decision.player + 1) % 3)
    assert len(render_choice(game, game.decision.player)) <= 300_000
