"""The audit of `bench/service.py`: every stored record against every acknowledgement.

Each finished game is replayed from its stored record and must give its stored
scores, turn, status and winners. Then the moves: every acknowledgement, from
whichever process, names a game, the turn it was played at and the move. A stored
turn must have been acknowledged exactly once, with the very move stored there.

- lost: an acknowledged move the record does not hold (the record ends before its
  turn, or holds another move there);
- duplicated: a turn acknowledged more than once (two processes both told their
  click went through);
- unacknowledged: a stored turn nobody was told about.
"""

from __future__ import annotations

import json
from collections import defaultdict
from dataclasses import dataclass, field
from typing import Any

from bench.service_worker import Driven
from engine.amytis import from_record
from service import Services


@dataclass
class Audit:
    """What the audit found; `failures` says what disagrees, empty when all is well."""

    finished: int = 0
    stored: int = 0
    acknowledged: int = 0
    lost: int = 0
    duplicated: int = 0
    unacknowledged: int = 0
    failures: list[str] = field(default_factory=list)

    def summary(self) -> str:
        """One line for the benchmark's output."""
        if self.failures:
            return f"FAILED: {self.failures[0]} ({len(self.failures)} problems)"
        return (f"{self.finished} finished games replay to their stored scores; "
                f"{self.stored} moves stored = {self.acknowledged} acknowledged, "
                f"{self.lost} lost, {self.duplicated} duplicated")


async def audit(services: Services, games: list[int], driven: list[Driven]) -> Audit:
    """Replay every game of a phase and check the acknowledgements of all processes."""
    acks: dict[int, dict[int, list[dict[str, Any]]]] = defaultdict(lambda: defaultdict(list))
    for process in driven:
        for game_id, turn, move in process.acks:
            acks[game_id][turn].append(move)
    checked = Audit(acknowledged=sum(len(d.acks) for d in driven))
    for game_id in games:
        row = await services.games.get(game_id)
        record = json.loads(row.record)
        game = from_record(record)
        totals = [p.total for p in game.result().players]
        if totals != row.scores or row.turn != game.turn or not game.is_over:
            checked.failures.append(f"game {game_id}: stored {row.scores} at turn {row.turn}, "
                                    f"record replays to {totals} at turn {game.turn}")
        if row.status != "finished" or row.winners != list(game.result().winners):
            checked.failures.append(f"game {game_id}: status {row.status}, "
                                    f"winners {row.winners}")
        checked.finished += 1
        stored = record["moves"]
        checked.stored += len(stored)
        told = acks.pop(game_id, {})
        for turn, move in enumerate(stored):
            answers = told.pop(turn, [])
            if not answers:
                checked.unacknowledged += 1
                checked.failures.append(f"game {game_id}: turn {turn} stored, never acknowledged")
                continue
            checked.duplicated += len(answers) - 1
            checked.lost += sum(answer != move for answer in answers)
            if answers != [move]:
                checked.failures.append(f"game {game_id}: turn {turn} stored {move}, "
                                        f"acknowledged {answers}")
        for turn, answers in told.items():  # acknowledged after the record's end
            checked.lost += len(answers)
            checked.failures.append(f"game {game_id}: turn {turn} acknowledged, not stored")
    for game_id in acks:
        checked.failures.append(f"game {game_id} acknowledged but not in this phase")
    if checked.stored != checked.acknowledged and not checked.failures:
        checked.failures.append(f"{checked.acknowledged} moves acknowledged, "
                                f"{checked.stored} stored")
    return checked
