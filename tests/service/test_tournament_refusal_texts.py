"""A tournament refusal reads wholly in the reader's language: no English reason, no
raw id of a format, a status or a game slipped into a Russian or French line."""

from __future__ import annotations

import re

import pytest
from service_helpers import CHANNEL, GUILD
from tournament_runs import HOST, PLAYERS, signed_up

from i18n import translate
from service import Place, Services
from service.akropolis import GAME_KIND as AKROPOLIS
from service.amytis import GAME_KIND as AMYTIS
from service.errors import ServiceError
from service.tournament_rounds import FORMATS

DAY = 24 * 3600.0
RAW_IDS = {*FORMATS, "round robin", AMYTIS, AKROPOLIS, "westkingdom", "signup", "running",
           "paused", "finished", "cancelled", "ladder"} - {"tables"}
"""Ids that are no French word ("tables" is one: the French name says "par tables")."""
ENGLISH = {"the", "is", "are", "of", "players", "seats", "rounds", "round", "knockout",
           "cannot", "adds", "time", "past", "below", "lasts", "least", "match", "format",
           "game", "this", "one", "needs", "it", "be", "set", "up"}

SETTINGS = {
    "an unknown format": dict(format="ladder"),
    "a Swiss of no rounds": dict(rounds=0),
    "a Swiss of matches of three games": dict(best_of=3),
    "a round of thirty seconds": dict(round_seconds=30),
    "a minimum of one player": dict(minimum=1),
    "a cap below the minimum": dict(minimum=4, cap=3),
    "a start in the past": dict(starts_at=-1.0),
    "table rounds of a two-player game": dict(format="tables", seats=3),
    "a Swiss at more than two seats a table": dict(game_kind=AKROPOLIS, seats=4),
    "table rounds of two seats a table": dict(game_kind=AKROPOLIS, format="tables", seats=2),
    "table rounds of five at a game of four": dict(game_kind=AKROPOLIS, format="tables",
                                                   seats=5),
}


def _foreign(text: str, locale: str) -> list[str]:
    """The English words and raw ids in ``text``; in Russian, any Latin word at all."""
    words = re.findall(r"[A-Za-z_]+", text)
    if locale == "ru":
        return words
    lowered = text.lower()
    return [w for w in words if w.lower() in ENGLISH | RAW_IDS] + [
        i for i in RAW_IDS if " " in i and i in lowered]


def _says(error: ServiceError, locale: str) -> str:
    return translate(locale, f"errors.{error.key}", **error.params)


async def _refusal(call) -> ServiceError:
    with pytest.raises(ServiceError) as caught:
        await call
    return caught.value


@pytest.mark.parametrize("locale", ["ru", "fr"])
@pytest.mark.parametrize("settings", SETTINGS.values(), ids=SETTINGS.keys())
async def test_a_refused_set_up_reads_in_the_readers_language(services: Services, locale: str,
                                                               settings: dict) -> None:
    wanted = {"game_kind": AMYTIS, "format": "swiss", "rounds": 2, "round_seconds": DAY,
              **settings}
    error = await _refusal(services.tournaments.create(place=Place(GUILD, CHANNEL),
                                                       host_id=HOST, **wanted))
    assert _foreign(_says(error, locale), locale) == []


@pytest.mark.parametrize("locale", ["ru", "fr"])
@pytest.mark.parametrize("status", ["signup", "running", "paused", "finished", "cancelled"])
async def test_an_action_refused_in_a_tournaments_state_names_the_state_in_words(
        services: Services, locale: str, status: str) -> None:
    t = await signed_up(services, PLAYERS[:2], start=status != "signup", game_kind=AMYTIS,
                        format="swiss", rounds=1)
    acting = {"paused": "pause", "finished": "end_early", "cancelled": "cancel"}
    if status in acting:
        await getattr(services.tournaments, acting[status])(t.id, HOST)
    refused = "extend" if status != "running" else "resume"
    call = (services.tournaments.extend(t.id, HOST, 60.0) if refused == "extend"
            else services.tournaments.resume(t.id, HOST))
    error = await _refusal(call)
    assert _foreign(_says(error, locale), locale) == []


@pytest.mark.parametrize("locale", ["ru", "fr"])
async def test_an_extension_of_no_time_is_refused_in_the_readers_language(
        services: Services, locale: str) -> None:
    t = await signed_up(services, PLAYERS[:2], game_kind=AMYTIS, format="swiss", rounds=1)
    error = await _refusal(services.tournaments.extend(t.id, HOST, 0.0))
    assert _foreign(_says(error, locale), locale) == []
