"""Hidden means hidden, in every game: whole games played through Discord, people and
computers, in English, Russian and French. Every text the bot shows is read at the
moment it shows it, when it is posted and at each edit. That covers public posts and
each person's own ephemeral panels, including content, embeds, labels, options,
placeholders and file names. Each text is checked against the game as stored at
that moment (``hidden_information``, ``hidden_secrets``). No one is ever shown the
name of a card or tile they may not know, in any language or grammatical form, nor a
label whose changes are one hidden card's cost and effect.

The players' client languages differ at one table (the guild's is English), so each
game is seen in all three. The computer seats play at their fastest level, and the
people's choices are those of the computer for their seat.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pytest
from akropolis_hands import first_table as akropolis_table
from bot_harness import Table, answered, challenge_and_accept, ids_of, public_post
from hidden_information import Secrets, Watch
from hidden_secrets import (
    GameKnowledge,
    StoredGames,
    WestKingdomKnowledge,
    akropolis_knowledge,
    akropolis_secrets,
    amytis_knowledge,
    amytis_secrets,
    westkingdom_secrets,
)
from westkingdom_hands import first_table as westkingdom_table

from tests.discord_emulator import Channel, User

SEED = 3
"""The seed every game here is dealt from. On the code before issue 41 was fixed, the
West Kingdom games it deals show both leaks of its items 1 and 2: a Guildhall label
with a card's cost, and a card chosen from the hand named in public before Confirm."""
TOLD = 20
"""A whole game names at least this many cards or tiles to people who may know them
(a hand to its holder, a building once built, a tile on the site): the watch read it."""


@contextmanager
def watching(emu, runner, secrets: Secrets, knowledge: GameKnowledge) -> Iterator[Watch]:
    """A watch over every text the bot shows, against the games of ``runner``'s database."""
    kinds = runner.bot.services.games.kind
    stored = StoredGames(runner.database, lambda row: kinds(row.game_kind).load(row.record))
    try:
        with Watch(emu.world, secrets, stored.knowledge(knowledge)) as watch:
            yield watch
    finally:
        stored.close()


@pytest.fixture
def dealt(runner, monkeypatch) -> None:
    """Games are dealt from ``SEED``, their computer seats' secret included, so that
    each case plays the same game every time."""
    runner.bot.services.games.rng.seed(SEED)
    monkeypatch.setattr("service.games.new_computer_seed", lambda: SEED)


def speaking(*pairs: tuple[User, str]) -> None:
    """Each user's Discord client speaks its language (the locale of their clicks)."""
    for user, locale in pairs:
        user.locale = locale


async def open_table(emu, channel: Channel, host: User, game: str, seats: int,
                     guests: list[User], computers: int) -> None:
    """``host`` opens a table of ``seats`` in ``channel``, ``guests`` join, the host
    adds the computers (the fastest level) and starts it."""
    table = await public_post(await emu.slash(host, channel, game, subcommand="open",
                                              options={"seats": seats}))
    for guest in guests:
        await answered(await emu.click(guest, table, ids_of(table, "lobby:join:")[0]))
    for _ in range(computers):
        await answered(await emu.click(host, table, ids_of(table, "lobby:computer:")[0]))
    await answered(await emu.click(host, table, ids_of(table, "lobby:start:")[0]))


def assert_nothing_given_away(watch: Watch) -> None:
    """No leak, and the watch did read the game: names it may say were said."""
    assert watch.findings == [], watch.report()
    assert watch.told >= TOLD, f"only {watch.told} names told to those who may know them"


async def play_at_an_open_table(emu, cast, runner, game: str, seats: int, computers: int,
                                locales: tuple[str, ...], first_table: Callable,
                                secrets: Secrets, knowledge: GameKnowledge) -> Watch:
    """A whole game at a table Alice opens, with a person for each of ``locales``
    (Alice, then Bob) and ``computers``, played to its end under a watch."""
    people = [cast.alice, cast.bob][:len(locales)]
    speaking(*zip(people, locales, strict=True))
    with watching(emu, runner, secrets, knowledge) as watch:
        await open_table(emu, cast.channel, cast.alice, game, seats, people[1:], computers)
        hands = await first_table(emu, runner, people)
        await hands.play_out()
    return watch


# -- West Kingdom and Akropolis, at open tables --------------------------------------------

OPEN_TABLES = {
    "westkingdom": (westkingdom_table, westkingdom_secrets, WestKingdomKnowledge),
    "akropolis": (akropolis_table, akropolis_secrets, lambda: akropolis_knowledge),
}
"""Each game's players' hands, its secrets and who may know them (made fresh per game:
West Kingdom's remembers what each seat has held)."""


@pytest.mark.parametrize("game, seats, computers, locales", [
    ("westkingdom", 2, 0, ("ru", "fr")),
    ("westkingdom", 3, 1, ("fr", "en")),
    ("westkingdom", 5, 4, ("en",)),
    ("akropolis", 3, 1, ("fr", "ru")),
    ("akropolis", 4, 3, ("en",)),
])
async def test_a_whole_game_shows_no_one_a_card_or_tile_they_may_not_know(
        emu, cast, runner, dealt, game, seats, computers, locales):
    first_table, secrets, knowledge = OPEN_TABLES[game]
    watch = await play_at_an_open_table(emu, cast, runner, game, seats, computers, locales,
                                        first_table, secrets(), knowledge())
    assert_nothing_given_away(watch)


# -- Amytis --------------------------------------------------------------------------------

async def play_amytis(table: Table, timeout: float = 60.0) -> None:
    """Each person's turns with the buttons (the turn's stack buttons once shown), the
    computer's by itself, to the end."""
    repo = table.runner.bot.services.games.repo
    turns = 0
    for _ in range(int(timeout / 0.01)):
        row = await repo.latest_in_channel(table.channel.id)
        if row is not None and not row.is_active:
            return
        current = f"amytis:stack:{row.id}:{row.turn}:" if row is not None else "-"
        if row is None or row.seats[row.to_move].is_computer or not any(
                ids_of(m, current) for m in table.emu.messages(table.channel)):
            await asyncio.sleep(0.01)
            continue
        await table.play_turn(turns)
        turns += 1
    raise AssertionError(f"the game did not end in {timeout} s")


async def test_amytis_between_two_people_shows_no_one_a_hidden_tile_or_project(
        emu, cast, runner, dealt):
    speaking((cast.alice, "ru"), (cast.bob, "fr"))
    with watching(emu, runner, amytis_secrets(), amytis_knowledge) as watch:
        await play_amytis(await challenge_and_accept(emu, cast, runner=runner))
    assert_nothing_given_away(watch)


async def test_amytis_against_the_computer_shows_no_one_a_hidden_tile_or_project(
        emu, cast, runner, dealt):
    speaking((cast.alice, "en"),)
    with watching(emu, runner, amytis_secrets(), amytis_knowledge) as watch:
        await public_post(await emu.slash(cast.alice, cast.channel, "amytis",
                                          subcommand="solo", options={"level": "easy"}))
        thread = await emu.wait_for(lambda: emu.threads[-1] if emu.threads else None)
        await play_amytis(Table(emu, thread, {cast.alice.id: cast.alice}, runner))
    assert_nothing_given_away(watch)
