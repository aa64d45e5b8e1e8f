"""Texts that name a command name it as the reader's client shows it."""

from __future__ import annotations

import re

import pytest

from i18n import LOCALES, catalogue, command_name, translate
from i18n.catalogues import COMMAND_PLACEHOLDER


def texts(locale: str) -> list[tuple[str, str]]:
    """Every text of a locale outside the command tree itself, plural forms included."""
    found = []
    for key, entry in catalogue(locale).items():
        if key.startswith("commands."):
            continue
        for text in [entry] if isinstance(entry, str) else entry.values():
            found.append((key, text))
    return found


@pytest.mark.parametrize("locale", LOCALES)
def test_no_text_spells_out_a_command_instead_of_naming_it_through_the_catalogue(locale):
    spelled = [key for key, text in texts(locale) if re.search(r"/amytis\b", text)]
    assert spelled == []


@pytest.mark.parametrize("locale", LOCALES)
def test_every_command_a_text_names_exists(locale):
    named = {m.group(1) for _, text in texts(locale) for m in COMMAND_PLACEHOLDER.finditer(text)}
    assert {"games", "amytis.challenge", "amytis.claim", "akropolis.claim"} <= named
    assert command_name(locale, "games") == "/" + translate(locale, "commands.games.name")
    for path in named - {"games"}:  # a game's own texts name its own group (/akropolis claim)
        group, verb = path.split(".")
        shown = catalogue(locale).get(f"commands.{group}.name", group)  # amytis keeps its own
        assert command_name(locale, path) == "/{} {}".format(
            shown, translate(locale, f"commands.{group}.{verb}.name"))


@pytest.mark.parametrize(("locale", "text"), [
    ("en", "Use /amytis status to see the game."),
    ("ru", "Посмотреть партию: /amytis статус."),
    ("fr", "Affichez la partie avec /amytis état."),
])
def test_a_command_is_named_in_the_readers_language(locale, text):
    status = command_name(locale, "amytis.status")
    assert translate(locale, "errors.stale_component", status=status).endswith(text)
    assert translate(locale, "errors.no_game_here").count(command_name(locale, "games")) == 1


def test_the_claim_notice_names_the_translated_claim_command():
    notice = translate("fr", "amytis.claim.available", player="A", hours="72 heures",
                       waiting="B")
    assert notice.endswith("avec /amytis réclamer.")


def test_an_unknown_command_is_a_key_error():
    with pytest.raises(KeyError):
        command_name("ru", "amytis.no_such_command")
