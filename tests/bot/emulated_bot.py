"""``python tests/bot/emulated_bot.py PORT [ARGS...]``: the real ``bot.main`` in its own
process, with discord.py pointed at the emulator listening on PORT.

Everything else is what ``python bot.py ARGS`` does, signal handling included, so a
test can stop it as systemd or Docker would.
"""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

import bot
from tests.discord_emulator import DiscordEmulator

if __name__ == "__main__":
    emulator = DiscordEmulator()
    emulator.port = int(sys.argv[1])
    emulator.patch_discord()
    sys.exit(bot.main(sys.argv[2:]))
