"""A player's tableau at full size: every hired apprentice and constructed Building
as a card in the player's language, the public numbers of the board, and never a
card of the hand."""

from __future__ import annotations

import io

import pytest
from PIL import Image
from westkingdom_pictures import played, said

from engine.westkingdom import APPRENTICES, BUILDINGS, Game
from i18n import translate
from render.westkingdom import render_tableau, tableau_image
from render.westkingdom.abilities import ability
from render.westkingdom.tableau import WIDTH


@pytest.mark.parametrize(("seats", "turns", "locale"), [(2, 10**6, "fr"), (5, 10**6, "ru"),
                                                        (3, 5, "en")])
def test_every_tableau_is_a_light_landscape_png(seats, turns, locale):
    game = played(seats * 5, seats, turns)
    for seat in range(seats):
        data = render_tableau(game, seat, locale)
        image = Image.open(io.BytesIO(data))
        assert image.width == WIDTH and image.width > image.height
        assert len(data) <= 300_000


@pytest.mark.parametrize("locale", ["en", "ru", "fr"])
def test_every_apprentice_and_building_is_a_card_with_its_name(drawn, locale):
    game = played(12, 3)
    seat = max(range(3), key=lambda s: len(game.players[s].buildings))
    tableau_image(game, seat, locale)
    shown = said(drawn)
    for card in game.players[seat].buildings:
        assert translate(locale, f"render_westkingdom_cards.name.{card}") in shown
        assert str(BUILDINGS[card].vp) in shown
    for card in game.players[seat].apprentices:
        name = APPRENTICES[card].name
        assert translate(locale, f"render_westkingdom.apprentice.{name}") in shown


def test_the_tableau_shows_no_card_of_the_hand():
    game = played(9, 3, 30)
    other = game.copy()
    for player in other.players:
        player.hand.reverse()
        player.hand[:] = [c for c in BUILDINGS if c not in player.hand][:len(player.hand)]
    for seat in range(3):
        assert render_tableau(other, seat, "en") == render_tableau(game, seat, "en")


def test_each_apprentice_ability_is_written_from_its_card():
    assert ability("A29", "en") == "Quarry: +1 St"
    assert ability("A14", "en") == "Storehouse trade: 1 Ag → 3 Cl"
    assert ability("A01", "ru") == "Шаг по собору: +1 карта"
    assert ability("A34", "fr") == "Percepteur\u00a0: perdez 1 V de moins"


def test_a_seat_that_does_not_exist_is_refused():
    with pytest.raises(ValueError, match="seat 3 does not exist"):
        tableau_image(played(2, 3, 3), 3)


def test_a_side_b_tableau_names_its_character(drawn):
    game = Game.new(4, 3, "B")
    tableau_image(game, 0, "ru", ["Аня"])
    character = game.players[0].character
    name = translate("ru", f"render_westkingdom.character.{character}")
    assert f"Аня · {name}" in {t for t, _, _ in drawn}


def test_the_numbers_of_the_header_and_cards_read_at_400_px(drawn):
    from render.westkingdom import style as S

    game = played(12, 3)
    tableau_image(game, 0, "en")
    assert S.MIN_TEXT * 400 / WIDTH >= 8
    digits = [size for t, _, size in drawn if t.isdigit()]
    assert digits and min(digits) >= S.MIN_TEXT
