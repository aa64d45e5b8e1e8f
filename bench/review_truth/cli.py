"""The command line of the review benchmark (``bench/review_truth.py``): options,
the games run (in this process or ``--jobs`` workers), the tables printed."""

from __future__ import annotations

import argparse
import contextlib
import datetime
import sys
from collections.abc import Sequence
from multiprocessing import Pool
from typing import NoReturn

from .games import KINDS, LEVELS
from .judge import judge_version, policy
from .report import tables
from .run import Failed, Plan, Reviewed, read_log, review_game

QUICK = {"games": 1, "steps": 3, "samples_factor": 1.0, "levels": "easy,normal", "every": True,
         "calibrate": 0}
"""The ``--quick`` preset (about a minute of CPU here): one game of each, three of
the reviewed seat's decisions (one a stage), every one re-judged (so that the
calibration has figures), as many samples as the judge's, no hard player dealing
(its games are slow to deal). Its figures are a smoke reading, not a measurement."""
FULL = {"games": 20, "steps": 0, "samples_factor": 4.0, "levels": ",".join(LEVELS),
        "every": False, "calibrate": 3}


class _Parser(argparse.ArgumentParser):
    """Bad arguments are said in one line (and exit 2), not with the usage."""

    def error(self, message: str) -> NoReturn:
        self.exit(2, f"{self.prog}: {message}\n")


def options(argv: Sequence[str] | None = None) -> argparse.Namespace:
    """The options: ``plan`` (the preset's values where none is given), ``names``
    (the games to run), ``jobs``, ``log`` and ``judge_version``."""
    parser = _Parser(prog="review_truth", description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, help="reviewed games of each game (default 20)")
    parser.add_argument("--samples-factor", type=float,
                        help="the benchmark's paired deals per decision, as a multiple of "
                             "the judge's (default 4)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", action="append", choices=sorted(KINDS),
                        help="this game only (may be repeated)")
    parser.add_argument("--log", help="write every re-judged decision to this JSON-lines file")
    parser.add_argument("--quick", action="store_true",
                        help="the about-a-minute preset: " + ", ".join(
                            f"{k}={v}" for k, v in QUICK.items()))
    parser.add_argument("--steps", type=int,
                        help="judge only N of the reviewed seat's decisions, spread over its "
                             "game (the last of N equal parts; 0: all)")
    parser.add_argument("--levels", help="the levels dealing the games, comma-separated "
                                         "(default easy,normal,hard)")
    parser.add_argument("--calibrate", type=int,
                        help="re-judge N more decisions a review, spread over its game, "
                             "for the calibration (default 3)")
    parser.add_argument("--every", action="store_true", default=None,
                        help="re-judge every decision judged, not only the named ones")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    parser.add_argument("--start", type=int, default=0,
                        help="the first game's number (default 0): a long run split in "
                             "parts, each with its own --log, read together by --report")
    parser.add_argument("--report", nargs="+", metavar="LOG",
                        help="play nothing: print the tables of the games these --log "
                             "files hold")
    parser.add_argument("--judge-version",
                        help="what the header calls the judge measured (default: the last "
                             "commit of its files here, read when the run starts)")
    args = parser.parse_args(argv)
    preset = QUICK if args.quick else FULL
    values = {name: preset[name] if getattr(args, name) is None else getattr(args, name)
              for name in preset}
    levels = tuple(values["levels"].split(","))
    if values["games"] < 1 or args.jobs < 1 or min(values["steps"], values["calibrate"],
                                                   args.start) < 0:
        parser.error("--games and --jobs must be at least 1, --steps, --calibrate and "
                     "--start at least 0")
    if not values["samples_factor"] > 0:
        parser.error("--samples-factor must be above 0")
    if not set(levels) <= set(LEVELS):
        parser.error(f"--levels takes {', '.join(LEVELS)}, not {values['levels']!r}")
    plan = Plan(values["games"], values["samples_factor"], args.seed, levels,
                values["steps"], values["every"], values["calibrate"])
    return argparse.Namespace(plan=plan, names=args.only or list(KINDS), jobs=args.jobs,
                              log=args.log, judge_version=args.judge_version,
                              start=args.start, report=args.report)


def _task(task: tuple[str, int, Plan]) -> Reviewed | Failed:
    """One reviewed game, or what stopped it (said, not hidden: the others go on)."""
    name, number, plan = task
    try:
        return review_game(name, number, plan)
    except Exception as error:  # a judge or engine failure is a finding of the run
        return Failed(name, number, f"{type(error).__name__}: {error}")


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the plan the options give and prints the tables; the exit status is 0
    whatever the figures say (a benchmark measures, it does not judge). Each game's
    re-judged decisions reach the log as soon as it is done, and a line on stderr
    says how far the run is."""
    chosen = options(argv)
    if chosen.report:
        return report(chosen.report, chosen.names)
    plan, names, jobs, log = chosen.plan, chosen.names, chosen.jobs, chosen.log
    version = chosen.judge_version or judge_version()  # what the run imports, not later edits
    try:
        log_file = open(log, "w", encoding="utf-8") if log else None  # noqa: SIM115
    except OSError as error:
        print(f"review_truth: cannot write {log}: {error.strerror}", file=sys.stderr)
        return 2
    tasks = [(name, number, plan) for name in names
             for number in range(chosen.start, chosen.start + plan.games)]
    done: list[Reviewed] = []
    failed: list[Failed] = []
    with contextlib.ExitStack() as stack:
        if log_file is not None:
            stack.enter_context(log_file)
        results = (stack.enter_context(Pool(jobs)).imap(_task, tasks) if jobs > 1
                   else map(_task, tasks))
        for count, result in enumerate(results, 1):
            if isinstance(result, Failed):
                failed.append(result)
                print(f"{count}/{len(tasks)} {result.kind} #{result.number} failed: "
                      f"{result.error}", file=sys.stderr, flush=True)
                continue
            done.append(result)
            print(f"{count}/{len(tasks)} {result.kind} #{result.number}: "
                  f"{sum(r.named for r in result.rejudged)} named, "
                  f"{sum(result.cpu.values()):.0f} s CPU", file=sys.stderr, flush=True)
            if log_file is not None:
                log_file.writelines(line + "\n" for line in result.log_lines())
                log_file.flush()
    by_kind: dict[str, list[Reviewed]] = {name: [] for name in names}
    for reviewed in done:
        by_kind[reviewed.kind].append(reviewed)
    for line in header(plan, names, version, done, failed):
        print(line)
    for line in tables(by_kind):
        print(line)
    return 0


def report(paths: Sequence[str], names: Sequence[str]) -> int:
    """The tables of the games the ``--log`` files at ``paths`` hold (of ``names``;
    a game they hold none of has no rows)."""
    games: list[Reviewed] = []
    for path in paths:
        try:
            with open(path, encoding="utf-8") as log:
                games += read_log(log)
        except (OSError, ValueError, KeyError) as error:
            print(f"review_truth: cannot read {path}: {error}", file=sys.stderr)
            return 2
    by_kind = {name: [game for game in games if game.kind == name] for name in names}
    print(f"Review truth from {', '.join(paths)}: "
          f"{', '.join(f'{len(found)} {name}' for name, found in by_kind.items())} game(s)")
    print(f"CPU: {sum(sum(game.cpu.values()) for game in games):.1f} s in all")
    print()
    for line in tables({name: found for name, found in by_kind.items() if found}):
        print(line)
    return 0


def header(plan: Plan, names: Sequence[str], version: str, done: Sequence[Reviewed],
           failed: Sequence[Failed]) -> list[str]:
    """What was measured: the date, the judge's version, the policy and samples."""
    policies = ", ".join(
        f"{name} {stated}{' (assumed: the judge states none)' if assumed else ''}"
        for name in names for stated, assumed in [policy(KINDS[name])])
    stated_se = [r.judge_se is not None for game in done for r in game.rejudged]
    lines = [
        f"Review truth, {datetime.datetime.now(datetime.UTC):%Y-%m-%d %H:%M} UTC, "
        f"judge {version}",
        f"{plan.games} game(s) of each, one seat reviewed ({plan.steps} decisions spread)"
        if plan.steps else f"{plan.games} game(s) of each, one seat reviewed",
        f"dealt by {', '.join(plan.levels)} players; seed {plan.seed}; "
        f"playouts to the end, {plan.samples_factor:g}x the judge's deals, "
        "re-judged: " + ("every decision judged" if plan.every else
                         f"the named decisions and {plan.calibrate} more a review"),
        f"playout policy: {policies}",
        f"CPU: {sum(sum(game.cpu.values()) for game in done):.1f} s in all "
        "(process time of the processes that ran the games)",
    ]
    if failed:
        lines.append(f"{len(failed)} game(s) FAILED and are left out of the tables, "
                     f"the first: {failed[0].kind} #{failed[0].number}: {failed[0].error}")
    if not all(stated_se):
        lines.append("the judge states no standard error: the combined one is the "
                     "playouts' alone (a baseline of the judge as it was)")
    return [*lines, ""]
