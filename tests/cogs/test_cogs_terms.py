"""The official terms of the Russian and French rulebooks, and Russian that reads
naturally: what a native player sees in the catalogues."""

from __future__ import annotations

import re

import pytest

from i18n import catalogue, translate

WEST_KINGDOM = ("render_westkingdom", "westkingdom", "commands.westkingdom")
"""The catalogues of West Kingdom, whose kingdom and king are its own words."""


def all_text(locale: str, *, besides: str | tuple[str, ...] | None = None) -> str:
    """Every text of ``locale``, but those whose key starts with one of ``besides``."""
    entries = [entry for key, entry in catalogue(locale).items()
               if besides is None or not key.startswith(besides)]
    return "\n".join(e if isinstance(e, str) else "\n".join(e.values()) for e in entries)


def test_russian_calls_the_residence_a_residenciya():
    assert translate("ru", "amytis.building.residence") == "Резиденция"
    assert translate("ru", "amytis.tile.pink-residence") == "розовая Резиденция"
    assert "Жилой дом" not in all_text("ru") and "жилой дом" not in all_text("ru")


def test_russian_speaks_of_the_favor_of_the_tsar():
    assert translate("ru", "amytis.narration.favor", space="Углы III+") == (
        "благосклонность царя: Углы III+")
    assert translate("ru", "amytis.rules.projects.title") == "Проекты и благосклонность царя"
    assert translate("ru", "render_amytis.favors") == "Благоскл."  # fits the score table
    # (West Kingdom has a king of its own: its texts, its King's Storehouse, keep the word)
    assert not re.search(r"милост|корол", all_text("ru", besides=WEST_KINGDOM), re.IGNORECASE)


def test_russian_never_declines_the_title_of_the_game():
    assert translate("ru", "amytis.rules.goal.title") == "Архитекторы Амитис"
    assert translate("ru", "commands.amytis.description") == "Игра «Архитекторы Амитис»"
    assert "«Архитекторы Амитис»" in catalogue("ru")["amytis.challenge.open"]
    assert "Амитиса" not in all_text("ru") and "Архитекторов" not in all_text("ru")


def test_russian_sides_are_cyrillic_a_and_be():
    assert translate("ru", "amytis.side.A") == "\u0410" and translate("ru", "amytis.side.B") == (
        "\u0411")
    assert translate("ru", "amytis.sides.B") == "все Б"
    assert translate("ru", "commands.amytis.challenge.sides.A") == "Все А (для первой партии)"
    assert not re.search(r"\b[AB]\b", all_text("ru"))  # no Latin side letter anywhere


def test_russian_staircase_is_a_lesenka():
    assert translate("ru", "amytis.favor.staircase") == "Лесенка I-II-III"


def test_russian_palace_score_button_says_points_once():
    points = translate("ru", "amytis.points", count=12)
    assert translate("ru", "amytis.controls.palace_score", points=points) == "Получить 12 очков"


@pytest.mark.parametrize("awkward", [
    "другого цвета, чем рынок", "отменяет вызов", "Это могут только модераторы", "Очки: {points}",
])
def test_awkward_russian_lines_are_gone(awkward):
    assert awkward not in all_text("ru")


def test_russian_moderators_only_names_the_discord_permissions():
    assert translate("ru", "errors.moderators_only") == (
        "Это доступно только модераторам (с правом «Управлять сообщениями» или "
        "«Управлять ветками»).")


def test_a_withdrawn_russian_challenge_names_who_was_challenged_in_its_case():
    assert translate("ru", "amytis.challenge.cancelled", challenger="@Аня", opponent="@Боб") == (
        "@Аня отзывает свой вызов игроку @Боб.")


def test_french_uses_the_rulebooks_favor_du_roi_and_ligne_du_bas():
    assert translate("fr", "amytis.favor.bottom-row") == "Ligne du bas"
    assert translate("fr", "amytis.narration.favor", space="Coins III+") == (
        "Faveur du Roi\u00a0: Coins III+")
    text = all_text("fr")
    assert "Faveur du roi" not in text and "Rangée du bas" not in text


def test_french_wall_side_a_counts_the_periphery():
    assert "en périphérie" in translate("fr", "amytis.effect.wall.A")


def test_french_rating_is_a_cote_and_records_read_v_n_d():
    assert translate("fr", "bot.stats.rating", rating="1527") == "Cote\u00a0: **1527**"
    assert translate("fr", "bot.rating_change", player="Léa", rating="1527", change="+12") == (
        "Léa\u00a0: cote 1527 (+12)")
    line = translate("fr", "bot.leaderboard.line", rank=1, player="Léa", rating="27.5",
                     wins=3, losses=1, ties=2)
    assert line.endswith("(3 V, 2 N, 1 D)")


def test_russian_calls_a_space_of_the_amytis_city_a_yacheyka():
    """The rulebook places a tile "на любой ячейке" of the player's board; "клетка" is
    West Kingdom's word (its Guildhall and Black Market), not Amytis's."""
    assert translate("ru", "amytis.review.built", tile="Сад", cell=3, points=2) == (
        "Сад → ячейка 3, +2")
    amytis = "\n".join(text for key, text in catalogue("ru").items()
                       if key.startswith(("amytis.", "render_amytis.")) and isinstance(text, str))
    assert not re.search(r"клетк", amytis, re.IGNORECASE)
