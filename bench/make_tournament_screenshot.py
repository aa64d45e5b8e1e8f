"""Redraw the README's standings sample, ``docs/tournament-standings.png``, as the bot
draws it: a ten-player Swiss of Amytis run through the tournament service (its games
played by the computer for the people, from fixed seeds), its standings after four of
five rounds built into the sheet by the tournament cog's own ``standings_sheet`` (the
headings, the tie-break legend under the lines) and drawn by ``render.tournament``.

    python bench/make_tournament_screenshot.py [--locale en]

The names are made up, one of them long enough to show how a long name is cut.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "service"))

from tournament_runs import PLAYERS, play_round, signed_up  # noqa: E402

from cogs.tournament.sheets import standings_sheet  # noqa: E402
from i18n import Translator  # noqa: E402
from render.tournament import standings_png  # noqa: E402
from service import ManualClock, Services  # noqa: E402
from service import games as game_service  # noqa: E402
from service.amytis import GAME_KIND as AMYTIS  # noqa: E402
from store import Database  # noqa: E402

NAMES = ("Ishtar", "Семирамида", "Навуходоносор Второй Великий", "Zoé", "Enheduanna",
         "Nabu", "Amytis ✦", "Hammurabi", "Gilgamesh", "Sargon")
ROUNDS, PLAYED = 5, 4
SEED = 45
OUT = ROOT / "docs" / "tournament-standings.png"


async def standings_image(locale: str) -> bytes:
    """The standings of the sample Swiss after ``PLAYED`` rounds, as a PNG."""
    # the computer's secrets are drawn from the system's randomness in the bot; from
    # the seed here, so that the sample is the same each time it is drawn
    secrets = random.Random(SEED)
    game_service.new_computer_seed = lambda: secrets.getrandbits(62)
    with tempfile.TemporaryDirectory() as folder:
        db = await Database.open(str(Path(folder) / "sample.db"))
        try:
            services = Services.create(db, clock=ManualClock(1_800_000_000.0),
                                       rng=random.Random(SEED))
            players = PLAYERS[:len(NAMES)]
            event = await signed_up(services, players, game_kind=AMYTIS, format="swiss",
                                    rounds=ROUNDS)
            for _ in range(PLAYED):
                await play_round(services, event.id)
            results = await services.tournaments.results(event.id)
        finally:
            await db.close()
    t = Translator(locale)
    sheet = standings_sheet(t, t("amytis.name"), results, dict(zip(players, NAMES, strict=True)))
    return standings_png(sheet)


def main() -> int:
    """Draw the sample and say where it went."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--locale", default="en")
    args = parser.parse_args()
    png = asyncio.run(standings_image(args.locale))
    OUT.write_bytes(png)
    print(f"{OUT.relative_to(ROOT)}: {len(png) // 1024} KB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
