"""The story a West Kingdom table tells: every turn since the table before it, one
line each, found by one story however many turns it tells, which continues the
story of the table before rather than replaying the record."""

from __future__ import annotations

from westkingdom_hands import solo_game


async def test_each_table_tells_every_turn_since_the_last_continuing_the_last_story(
        emu, cast, runner, monkeypatch):
    stories: list[tuple] = []  # each story's token, and the story it continued
    workers = runner.bot.services.workers
    run = workers.run

    async def counted(fn, *args):
        if fn.__name__ == "story_lines":
            stories.append(args[4:])
        return await run(fn, *args)

    monkeypatch.setattr(workers, "run", counted)
    hands = await solo_game(emu, runner, cast.alice, cast.channel, opponents=3, presses=0)
    # the deal is new each game, and a turn may take many presses: press until two
    # tables after the first have told turns
    for press in range(80):
        if len(hands.turns_told()) >= 2:
            break
        await hands.act(press)
    # the last press is stored before its table is posted: wait for the tables of
    # every story told so far
    told = await emu.wait_for(
        lambda: len(stories) <= len(hands.boards()) and hands.turns_told(), timeout=20)
    for lines in told:  # alice's turn, then the three computer seats' in seat order
        assert [line.startswith("alice at the ") for line in lines] == [True, False, False, False]
        assert lines[-1].endswith(f"<@{cast.alice.id}> to play.")
    assert 0 < len(stories) <= len(hands.boards())
    assert all(kept is not None for _, kept in stories[1:])
