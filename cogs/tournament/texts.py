"""What a tournament says on Discord, in the reader's language: its one-line
description, its sign-up message with the Join, Leave and Start buttons, and a line
of ``/tournament list`` (points are written as the images write them,
``render.tournament.number``: "2½")."""

from __future__ import annotations

from collections.abc import Sequence

import discord

from cogs.common.component import RoutedItem, view_of
from cogs.common.replies import duration
from i18n import Translator
from service.tournament_rounds import TABLES
from store.tournaments import EntrantRow, TournamentRow

from . import ids

COG_NAME = "Tournaments"
SCHEDULED = ("round_robin", "knockout")
"""Formats whose rounds follow from the players: the description says so."""
MAX_LISTED = 40
"""Entrants named on the sign-up message; past that it gives the count only (a message
holds 2,000 characters)."""


class SignUpButton(RoutedItem, discord.ui.DynamicItem[discord.ui.Button],
                   template=ids.PATTERN):
    """Join, Leave and Start on a sign-up message; every click goes to the cog, after
    a restart too."""

    cog_name = COG_NAME
    handler = "on_click"


def when(seconds: float) -> str:
    """A moment every reader sees in their own language, from now ("in 3 days")."""
    return f"<t:{int(seconds)}:R>"


def date_and_when(seconds: float) -> str:
    """A moment as a date and time in every reader's own time zone, and from now:
    what a start or a deadline days away needs."""
    return f"<t:{int(seconds)}:f> ({when(seconds)})"


def mentions(users: Sequence[int]) -> str:
    """Players as mentions, in order."""
    return " · ".join(f"<@{user}>" for user in users)


def describe(t: Translator, game: str, row: TournamentRow) -> str:
    """"<game> · Swiss · 5 rounds · 72 hours a round · rated": what a tournament is."""
    parts = [game, t(f"tournament.format.{row.format}")]
    if row.format == TABLES:
        parts.append(t("tournament.seats", count=row.seats))
    if row.format not in SCHEDULED or row.rounds:
        parts.append(t("tournament.rounds", count=row.rounds))
    if row.best_of > 1:
        parts.append(t("tournament.best_of", count=row.best_of))
    parts.append(t("tournament.per_round", time=duration(t, max(1, round(row.round_seconds / 60)))))
    parts.append(t("tournament.rated" if row.rated else "tournament.unrated"))
    return " · ".join(parts)


def signup_content(t: Translator, game: str, row: TournamentRow,
                   entrants: Sequence[EntrantRow]) -> str:
    """The sign-up message: what is played, who hosts, when it starts, who signed up."""
    lines = [t("tournament.signup.title", number=row.id, game=game), describe(t, game, row)]
    host = f"<@{row.host_id}>"
    start = (t("tournament.signup.starts_at", host=host, when=date_and_when(row.starts_at))
             if row.starts_at is not None else t("tournament.signup.host_starts", host=host))
    lines.append(start)
    count = len(entrants)
    total = (t("tournament.signup.count_capped", count=count, cap=row.cap)
             if row.cap is not None else t("tournament.signup.count", count=count))
    lines.append(f"{total} {t('tournament.signup.minimum', count=row.minimum)}")
    names = [f"<@{e.user_id}>" for e in entrants[:MAX_LISTED]]
    if count > MAX_LISTED:
        names.append(t("tournament.signup.more", count=count - MAX_LISTED))
    if names:
        lines.append(", ".join(names))
    return "\n".join(lines)[:2000]


def signup_view(t: Translator, row: TournamentRow) -> discord.ui.View:
    """Join and Leave for everyone, Start for the host (the service refuses anyone else)."""
    def button(action: str, label: str, style: discord.ButtonStyle) -> SignUpButton:
        return SignUpButton(discord.ui.Button(custom_id=ids.make(action, row.id),
                                              label=label[:80], style=style))
    return view_of(button("join", t("tournament.button.join"), discord.ButtonStyle.success),
                   button("leave", t("tournament.button.leave"), discord.ButtonStyle.secondary),
                   button("start", t("tournament.button.start"), discord.ButtonStyle.primary))


def closed_content(t: Translator, game: str, row: TournamentRow) -> str:
    """The sign-up message once sign-up is over: started, finished or cancelled."""
    return "\n".join([t("tournament.signup.title", number=row.id, game=game),
                      describe(t, game, row),
                      t(f"tournament.signup.{row.status}", number=row.id)])


def list_line(t: Translator, game: str, row: TournamentRow, players: int,
              winners: Sequence[int]) -> str:
    """A line of ``/tournament list``: number, game, format, status, players, and the
    winners of a finished one."""
    line = t("tournament.list.line", number=row.id, game=game,
             format=t(f"tournament.format.{row.format}"),
             status=t(f"tournament.status.{row.status}"),
             players=t("tournament.players", count=players))
    if winners:
        line += " · " + t("tournament.list.won", players=mentions(winners))
    return line
