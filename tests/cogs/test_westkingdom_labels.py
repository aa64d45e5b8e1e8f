"""The West Kingdom panel's words: a label that fits a button for every answer of every
prompt, a question for every prompt, and the reason a closed placement is closed."""

from __future__ import annotations

import pytest
from westkingdom_games import NAMES, positions

from cogs.westkingdom.labels import (
    LABEL_MAX,
    PRIVATE,
    draft_waiting,
    option_label,
    placement_label,
    placement_reason,
    prompt_text,
)
from engine.westkingdom import BUILDINGS, OPEN_PLACES, PLACEMENTS, Game, Prompt
from i18n import LOCALES, Translator, translate

SAMPLES = [(0, 2, "A"), (18, 4, "A"), (39, 5, "B")]
"""Games whose answers between them meet every prompt (the Barracks, the Church and
the Library included)."""


def states():
    """Every decision of the sample games, with the game as it stood, each read in one
    of the languages in turn."""
    for index, (game, _) in enumerate(positions(SAMPLES)):
        yield game, Translator(LOCALES[index % len(LOCALES)])


@pytest.fixture(scope="module")
def asked():
    """Per prompt, the questions and labels shown in the sample games."""
    found: dict[Prompt, list[tuple[str, list[str]]]] = {}
    for game, t in states():
        decision = game.decision
        labels = [option_label(t, game, NAMES, option) for option in decision.options]
        found.setdefault(decision.prompt, []).append((prompt_text(t, game, NAMES), labels))
    return found


def test_the_sample_games_meet_every_prompt(asked):
    assert set(asked) == set(Prompt)


def test_every_label_fits_a_button_and_is_filled_in(asked):
    for prompt, shown in asked.items():
        for _, labels in shown:
            for label in labels:
                assert 0 < len(label) <= LABEL_MAX, (prompt, label)
                assert "{" not in label and "None" not in label, (prompt, label)


def test_every_question_is_one_filled_in_line(asked):
    for shown in asked.values():
        for question, _ in shown:
            assert question.startswith(tuple(NAMES)), question
            assert "\n" not in question and "{" not in question and len(question) <= 300


def test_only_the_private_prompts_name_a_building_card(asked):
    names = {translate(locale, f"render_westkingdom_cards.name.{card}")
             for card in BUILDINGS for locale in LOCALES}
    for prompt, shown in asked.items():
        if prompt in PRIVATE:
            continue
        for _, labels in shown:
            assert not [label for label in labels if any(name in label for name in names)]


def pending(prompt: Prompt, value=None) -> Game:
    """The first state of the sample games that asks ``prompt`` (with ``value`` among
    its answers, if given)."""
    for game, _ in states():
        decision = game.decision
        if decision.prompt is prompt and (value is None or value in decision.options):
            return game.copy()
    raise AssertionError(f"no {prompt} in the sample games")


def test_a_capture_label_names_the_owner_the_count_and_the_place():
    game = pending(Prompt.CAPTURE)
    seat = game.decision.player
    group = next(o for o in game.decision.options if isinstance(o, tuple) and o[1] != seat)
    where, owner = group
    count = game.at[OPEN_PLACES.index(where)][owner]
    label = option_label(Translator("en"), game, NAMES, group)
    noun = "worker" if count == 1 else "workers"
    place = translate("en", f"render_westkingdom.place.{where}")
    assert label == f"{NAMES[owner]}'s {count} {noun} at the {place}"


def test_a_payment_label_spells_the_mix():
    game = pending(Prompt.PAY)
    mix = game.decision.options[0]
    label = option_label(Translator("en"), game, NAMES, mix)
    assert label == " + ".join(f"{count} {dict(St='stone', Wd='wood', Au='gold', Mb='marble')[r]}"
                               for r, count in mix)


def test_a_placement_label_shows_what_it_gives_now():
    game = pending(Prompt.PLACE, "quarry")
    seat = game.decision.player
    k = game.at[0][seat] + 1
    label = placement_label(Translator("en"), game, seat, "quarry")
    assert label.startswith(f"Quarry · +{k} St")


def test_every_closed_placement_has_a_reason_and_an_open_one_none():
    reasons = set()
    for game, t in states():
        decision = game.decision
        if decision.prompt is not Prompt.PLACE:
            continue
        for placement in PLACEMENTS:
            reason = placement_reason(t, game, decision.player, placement)
            assert (reason is None) == (placement in decision.options), placement
            if reason is not None and t.locale == "en":
                reasons.add(reason)
    assert "The Tax Stand is empty." in reasons
    assert "Gold needs one of your workers already at the Mines." in reasons


def test_a_seat_without_a_worker_is_told_to_take_one_back():
    game = pending(Prompt.RECOVER)
    reason = placement_reason(Translator("en"), game, game.decision.player, "quarry")
    assert reason == "No worker left in your supply: take one back first."


def test_a_placement_out_of_turn_is_refused():
    game = pending(Prompt.PLACE)
    other = (game.decision.player + 1) % game.seats
    assert placement_reason(Translator("fr"), game, other, "quarry") == "Ce n’est pas votre tour."


def test_the_workshop_hire_says_the_silver_it_needs():
    for game, _ in states():
        decision = game.decision
        if decision.prompt is Prompt.PLACE and "workshop:hire" not in decision.options:
            silver = game.players[decision.player].res[5]
            reason = placement_reason(Translator("en"), game, decision.player, "workshop:hire")
            if silver < 2:
                assert reason.startswith("Needs ") and reason.endswith(" silver.")
                return
    raise AssertionError("no closed Workshop hire")


@pytest.mark.parametrize("locale", LOCALES)
def test_each_of_the_19_placements_has_a_name_in_each_language(locale):
    game = pending(Prompt.RECOVER)
    seat = game.decision.player
    names = [placement_label(Translator(locale), game, seat, p) for p in PLACEMENTS]
    assert len(PLACEMENTS) == 19 and len(set(names)) == 19
    assert all(0 < len(name) <= LABEL_MAX for name in names)


def test_the_town_centre_question_tells_the_next_capture_s_cost():
    for game, _ in states():
        decision = game.decision
        if decision.prompt is Prompt.CAPTURE and game.stack[-1][2] == "town":
            question = prompt_text(Translator("en"), game, NAMES)
            first = game.stack[-1][4] == 0
            virtue = game.players[decision.player].virtue
            cost = "nothing" if first and virtue <= 3 else "1 silver"
            if first or not game.players[decision.player].count_hook("conspirator"):
                assert question.endswith(f", the next for {cost}."), question
                return
    raise AssertionError("no Town Centre capture in the sample games")


def test_the_draft_says_who_is_still_choosing():
    assert draft_waiting(Translator("en"), NAMES, [0, 2]) == "Still choosing: Alice, Carol."
