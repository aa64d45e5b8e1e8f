"""Hidden information stays hidden on Discord: exports of a game in progress, and the
computer's own randomness."""

from __future__ import annotations

import json
import logging

from bot_harness import Table, challenge_and_accept, computer_first_game, ids_of

from engine.amytis import from_record
from engine.amytis.ai import choose_move
from service import Services
from service.computer_seed import turn_seed
from store.database import Database


async def slash(emu, user, channel, subcommand, locale=None, **options):
    interaction = await emu.slash(user, channel, "amytis", subcommand=subcommand,
                                  options=options or None, locale=locale)
    await interaction.response()
    await interaction.settled()
    return interaction


async def stored_record(runner, channel) -> dict:
    row = await runner.bot.services.games.repo.latest_in_channel(channel.id)
    return json.loads(row.record)


async def test_a_player_exports_a_game_in_progress_without_hidden_tiles_or_deck_order(
        emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    for turn in range(6):
        await table.play_turn(turn)
    exported = await slash(emu, cast.bob, table.channel, "export")
    assert exported.ephemeral
    attachment = exported.attachments[0]
    assert attachment.filename.endswith("-view.json")
    view, real = json.loads(attachment.data), await stored_record(runner, table.channel)
    assert view["format"] == "amytis-view/1" and view["moves"] == real["moves"]
    assert "deck order" not in exported.content and "amytis-view/1" in exported.content
    for full, seen in zip(real["stacks"], view["stacks"], strict=True):
        assert seen == full[:len(seen)]
        assert len(full) - len(seen) == len(full[len(seen):])
    hidden_below = sum(len(full) - len(seen)
                       for full, seen in zip(real["stacks"], view["stacks"], strict=True))
    assert hidden_below > 20  # most of the board is still unseen after six turns
    assert len(view["deck"]) < len(real["deck"])
    undrawn = real["deck"][len(view["deck"]):]
    assert not set(undrawn) & {*view["display"], *view["hands"][0], *view["hands"][1]}
    assert set(view) == {"format", "sides", "stack_heights", "stacks", "display", "deck_size",
                         "deck", "hands", "moves"}


async def test_a_bystander_may_not_export_a_game_in_progress_but_gets_it_whole_once_over(
        emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    await table.play_turn()
    refused = await slash(emu, cast.bystander, table.channel, "export")
    assert refused.ephemeral and not refused.attachments
    assert "only its players can export it" in refused.content
    await slash(emu, cast.alice, table.channel, "resign")
    exported = await slash(emu, cast.bystander, table.channel, "export")
    assert exported.ephemeral
    record = json.loads(exported.attachments[0].data)
    assert record == await stored_record(runner, table.channel)
    assert record["format"] == "amytis-record/1" and from_record(record).turn == 1


async def test_a_russian_player_reads_the_export_and_status_in_russian(emu, cast, runner):
    table = await challenge_and_accept(emu, cast, runner=runner)
    exported = await slash(emu, cast.alice, table.channel, "export", locale="ru")
    game_id = (await runner.bot.services.games.in_channel(table.channel.id)).id
    assert exported.content.startswith(f"Партия №{game_id} глазами игроков")
    refused = await slash(emu, cast.bystander, table.channel, "export", locale="ru")
    assert refused.content.startswith("Эта партия ещё идёт")
    listed = await slash(emu, cast.bystander, cast.channel, "status", locale="ru")
    assert listed.content == (
        "У вас нет незаконченных партий. Начните новую: /amytis вызов.")


async def test_the_computer_replays_its_moves_identically_from_the_stored_game_after_restarts(
        emu, cast, runner, clock, caplog):
    caplog.set_level(logging.DEBUG)
    game_id = await computer_first_game(runner, cast, emu.bot)
    await runner.start()
    table = Table(emu, cast.channel, {cast.alice.id: cast.alice}, runner)
    first = await emu.wait_for_message(cast.channel, lambda m: ids_of(m, "amytis:stack:"),
                                       timeout=15)
    await table.noted(first)
    await runner.restart()
    played = await table.play_turn()
    await table.noted(await emu.wait_for_message(
        cast.channel, lambda m: ids_of(m, "amytis:stack:"), after=played, timeout=15))
    exported = await slash(emu, cast.alice, cast.channel, "export")
    await runner.stop()

    db = await Database.open(runner.database)
    row = await Services.create(db, clock=clock).games.get(game_id)
    await db.close()
    record = json.loads(row.record)
    assert len(record["moves"]) == 3
    for turn in (0, 2):  # the computer's turns, one on each side of a restart
        before = dict(record, moves=record["moves"][:turn])
        view = from_record(before).public_view(turn % 2)
        assert choose_move(view, "easy", turn_seed(row.computer_seed, turn)).to_record() == (
            record["moves"][turn])

    secrets = {str(row.computer_seed), *(str(turn_seed(row.computer_seed, t)) for t in range(3)),
               json.dumps(record["stacks"], separators=(",", ":"))}  # and the hidden tiles
    seen = [m.content for m in emu.messages(cast.channel)]
    seen += [exported.content, exported.attachments[0].data.decode()]
    seen += [record.getMessage() for record in caplog.records]
    assert not [text for text in seen if any(secret in text for secret in secrets)]
    await runner.start()
