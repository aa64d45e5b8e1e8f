"""The checker of hidden information (``hidden_information``) catches a name in every
language and form, and a label that shows one hidden card's cost and effect. It does
not flag what its audience may know, nor ordinary words."""

from __future__ import annotations

import pytest
from hidden_information import Knowledge, Secret, Secrets, Watch, texts_of
from hidden_secrets import amytis_secrets, westkingdom_secrets

from tests.discord_emulator import Attachment, Message
from tests.discord_emulator.http_util import apply_edit
from tests.discord_emulator.state import World

CARDS = westkingdom_secrets()
AMYTIS = amytis_secrets()
NOBODY_KNOWS = Knowledge(frozenset(), frozenset(CARDS.secrets))


def knows(*cards: str) -> Knowledge:
    return Knowledge(frozenset(cards), frozenset(CARDS.secrets) - set(cards))


@pytest.mark.parametrize("text, card", [
    ("Treasury: choose what you gain. +1 gold +3 silver", "B08"),
    ("two Treasuries", "B08"),
    ("the Thieves' Den's silver", "B05"),
    ("THE CLAY PIT", "B22"),
    ("Таверна: можно бесплатно нанять любого помощника", "B04"),
    ("построена у глиняного карьера", "B22"),
    ("с глиняным карьером", "B22"),
    ("в замке", "B18"),
    ("замком", "B18"),
    ("у церкви", "B20"),
    ("колодца нет", "B11"),
    ("перед дворцом", "B38"),
    ("Игорного дома", "B16"),
    ("хижину кровельщика", "B06"),
    ("за Дозорной башней", "B10"),
    ("в подземельях", "B24"),
    ("чертёжной", "B23"),
    ("чертежной", "B23"),
    ("l'Église", "B20"),
    ("d’Argilière", "B22"),
    ("deux Châteaux", "B18"),
    ("les Marchés de la pierre", "B03"),
    ("EGLISE", "B20"),
    ("la Tour de guet", "B10"),
])
def test_a_hidden_card_named_in_any_language_and_grammatical_form_is_a_leak(text, card):
    """English plurals and possessives, every Russian case (a stem per word, the
    fleeting vowel of замок/замка), French elision, plurals and missing accents."""
    assert [card in leak for leak in CARDS.leaks(text, NOBODY_KNOWS)] == [True]


@pytest.mark.parametrize("text", ["замена", "заметка", "дома и улицы", "рынки", "игроки"])
def test_a_short_russian_stem_matches_no_other_word(text):
    assert CARDS.leaks(text, NOBODY_KNOWS) == []


@pytest.mark.parametrize("label, card", [
    ("Guildhall · −4 Cl −1 Wd", "B22"),
    ("Гильдия · −3 Км −1 Мр +1 Д", "B27"),
    ("Guilde · −1 Ar −2 Pi −1 Or −1 V +1 dette", "B16"),
])
def test_a_label_showing_exactly_one_hidden_cards_cost_and_effect_is_a_leak(label, card):
    leaks = CARDS.leaks(label, NOBODY_KNOWS)
    assert len(leaks) == 1 and card in leaks[0] and "changes" in leaks[0]


@pytest.mark.parametrize("label", [
    "Quarry · +3 St",
    "Black Market · −2 Ag −1 V",
    "Guildhall · −4 Cl",
    "Guildhall · −4 Cl −1 Wd −1 St",
    "Carrière · +3 Pi",
])
def test_a_label_of_other_changes_is_not_a_leak(label):
    assert CARDS.leaks(label, NOBODY_KNOWS) == []


def test_a_card_its_audience_knows_may_be_named_and_shown_on_a_label():
    text = "Treasury: choose what you gain. Guildhall · −4 Cl −1 Wd"
    assert CARDS.leaks(text, knows("B08", "B22")) == []
    assert CARDS.read(text, knows("B08", "B22"))[1] == 2


def test_another_hidden_card_is_still_a_leak_to_a_holder():
    assert len(CARDS.leaks("Treasury and Clay Pit", knows("B08"))) == 1


@pytest.mark.parametrize("text", ["keep going", "keeps it", "as well", "Cathedral level 1"])
def test_an_ordinary_word_is_not_taken_for_a_name(text):
    assert CARDS.leaks(text, NOBODY_KNOWS) == []


def test_a_name_that_is_also_an_ordinary_word_is_a_leak_as_written():
    assert len(CARDS.leaks("the Keep and the Well", NOBODY_KNOWS)) == 2


TILES = Secrets([Secret("one-house", {"en": "house"}),
                 Secret("house-barracks", {"en": "house + barracks"}),
                 Secret("other-house-barracks", {"en": "house + barracks"})],
                ordinary=["Houses: 3", "the house rules"])


def test_a_name_shared_with_a_known_thing_tells_nothing():
    seen = Knowledge(frozenset({"house-barracks"}),
                     frozenset({"one-house", "other-house-barracks"}))
    assert TILES.leaks("tile 2 (house + barracks)", seen) == []
    hidden = Knowledge(frozenset(), frozenset({"house-barracks", "other-house-barracks"}))
    assert len(TILES.leaks("tile 2 (house + barracks)", hidden)) == 1


def test_a_short_name_inside_a_longer_one_is_that_longer_name():
    hidden = Knowledge(frozenset({"house-barracks", "other-house-barracks"}),
                       frozenset({"one-house"}))
    assert TILES.leaks("tile 2 (house + barracks)", hidden) == []
    assert len(TILES.leaks("tile 3 (house)", hidden)) == 1


def test_every_text_of_a_message_is_read():
    world = World()
    message = Message(1, 2, 3, world.bot, content="content", embeds=[{
        "title": "title", "description": "description", "footer": {"text": "footer"},
        "author": {"name": "author"}, "fields": [{"name": "field", "value": "value"}]}],
        components=[{"type": 1, "components": [
            {"type": 2, "custom_id": "a", "label": "label"},
            {"type": 3, "custom_id": "b", "placeholder": "placeholder", "options": [
                {"label": "option", "value": "1", "description": "option description"}]}]}],
        attachments=[Attachment(4, "file.png", b"", "alt text")])
    assert texts_of(message) == [
        "content", "title", "description", "footer", "author", "field", "value", "label",
        "placeholder", "option", "option description", "file.png", "alt text"]


def test_the_watch_reads_each_version_of_a_message_for_its_audience():
    world = World()
    guild = world.new_guild("g", world.new_user("owner"))
    channel = world.new_channel(guild, "table")
    alice = world.new_user("alice")
    asked = []

    def knowledge(where, audience):
        asked.append(audience)
        return knows("B08") if audience == alice.id else NOBODY_KNOWS

    with Watch(world, CARDS, knowledge) as watch:
        private = world.new_message(channel, world.bot, {"content": "Treasury"}, [],
                                    flags=64, interaction={"user": {"id": str(alice.id)}})
        public = world.new_message(channel, world.bot, {"content": "Alice is building"}, [])
        apply_edit(world, public, {"content": "Treasury: choose what you gain"}, [])
    assert asked == [alice.id, None, None]
    assert [(f.audience, "B08" in f.leak) for f in watch.findings] == [(None, True)]
    assert watch.shown == 3 and private.ephemeral
    assert world.watchers == []


@pytest.mark.parametrize("text, secret", [
    ("took Project 7", "project:7"),
    ("взят проект 7", "project:7"),
    ("Projet 7 pris", "project:7"),
    ("у розовой стены", "pink-wall"),
    ("Muraille rose", "pink-wall"),
])
def test_a_hidden_amytis_project_or_tile_is_a_leak_in_any_language(text, secret):
    knowledge = Knowledge(frozenset(), frozenset({"project:7", "pink-wall"}))
    assert [secret in leak for leak in AMYTIS.leaks(text, knowledge)] == [True]


def test_a_project_number_is_not_the_start_of_another():
    knowledge = Knowledge(frozenset({"project:17"}), frozenset({"project:1"}))
    assert AMYTIS.leaks("took Project 17", knowledge) == []


@pytest.mark.parametrize("text", ["buildings 52 + projects 10", "bâtiments 52 + projets 10",
                                  "постройки 52 + проекты 10"])
def test_points_for_projects_are_not_a_project(text):
    knowledge = Knowledge(frozenset(), frozenset({"project:10"}))
    assert AMYTIS.leaks(text, knowledge) == []
