"""What every game's cog shares: command translation, localized replies, permissions."""
