"""The story a West Kingdom table tells: every turn since the table before it, one
line each, found with at most one replay of the record however many turns it tells."""

from __future__ import annotations

from bot_harness import public_post
from westkingdom_hands import first_table


async def test_each_table_tells_every_turn_since_the_last_from_one_replay_of_the_record(
        emu, cast, runner, monkeypatch):
    # The computer seats at their quickest (level 1, easy): their strength is not the point.
    replays: list[int] = []  # the token each story was told from (``story_lines``)
    workers = runner.bot.services.workers
    run = workers.run

    async def counted(fn, *args):
        if fn.__name__ == "story_lines":
            replays.append(args[-1])
        return await run(fn, *args)

    monkeypatch.setattr(workers, "run", counted)
    await public_post(await emu.slash(cast.alice, cast.channel, "westkingdom", subcommand="solo",
                                      options={"opponents": 3, "level": 1}))
    hands = await first_table(emu, runner, [cast.alice])
    for press in range(10):
        await hands.act(press)
    tables = [m for m in emu.messages(hands.channel)
              if any(a.filename == "westkingdom-board.png" for a in m.attachments)]
    turns = [m for m in tables if "at the " in m.content]
    assert len(turns) >= 2
    for table in turns[1:]:  # alice's turn, then the three computer seats' in seat order
        told = [line for line in table.content.split("\n") if line.endswith(" to play.")]
        assert [line.startswith("alice at the ") for line in told] == [True, False, False, False]
        assert told[-1].endswith(f"<@{cast.alice.id}> to play.")
    assert 0 < len(replays) <= len(tables)
