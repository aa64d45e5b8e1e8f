"""What a replay looks like on Discord: the posted animation with its Step through
button, and the step-through viewer's page with Previous, Next and a select to
jump to any step (paged when the replay has more steps than a select holds).

Built from values only (the drawn replay, one drawn step and every step's caption),
so every page is the same after a restart.
"""

from __future__ import annotations

import io

import discord

from i18n import Translator
from render.replay_steps import Step
from service.replays import Replay

from .replay_ids import ReplayItem, jump_id, step_id, step_through_button
from .review_pages import page_turns

SELECT_OPTIONS = 25
"""Options one select holds (Discord's limit)."""
PAGE = SELECT_OPTIONS - 2
"""Steps a page of the select lists when it pages: two options are left to move to
the earlier and the later steps."""
LABEL = 100
"""A select option's label, at most (Discord's limit)."""


def playing_time(seconds: float) -> str:
    """"1:15": how long a replay plays, as a video player writes it."""
    whole = round(seconds)
    return f"{whole // 60}:{whole % 60:02d}"


def replay_message(t: Translator, title: str, replay: Replay, *, for_everyone: bool) -> dict:
    """The posted replay: a line naming the game, the animation, and the button that
    opens the step-through viewer; a daily game whose day is not over is said to be
    shown only to its asker."""
    lines = [t("replays.posted", game=replay.game_id, title=title,
               time=playing_time(replay.seconds))]
    if not for_everyone:
        lines.append(t("replays.daily_private"))
    file = discord.File(io.BytesIO(replay.image),
                        filename=f"replay-{replay.game_id}.{replay.extension}")
    view = discord.ui.View(timeout=None)
    view.add_item(step_through_button(t, replay.game_id))
    return {"content": "\n".join(lines), "attachments": [file], "view": view}


def shown_steps(index: int, total: int) -> range:
    """The steps the select lists while step ``index`` is shown: all of them when
    they fit, else the page of ``PAGE`` steps that holds ``index``."""
    if total <= SELECT_OPTIONS:
        return range(total)
    first = index // PAGE * PAGE
    return range(first, min(first + PAGE, total))


def _label(text: str) -> str:
    return text if len(text) <= LABEL else text[:LABEL - 1] + "…"


def jump_select(t: Translator, game_id: int, step: Step) -> ReplayItem:
    """The select of steps to jump to: this page's steps, each named by its caption,
    and an option to the earlier and to the later page when there are more."""
    shown = shown_steps(step.index, step.total)
    options = []
    if shown.start > 0:
        earlier = range(max(shown.start - PAGE, 0), shown.start)
        options.append(discord.SelectOption(
            label=t("replays.earlier", first=earlier.start + 1, last=earlier.stop),
            value=str(earlier.start), emoji="⏪"))
    options += [discord.SelectOption(label=_label(f"{number + 1}. {step.captions[number]}"),
                                     value=str(number), default=number == step.index)
                for number in shown]
    if shown.stop < step.total:
        later = range(shown.stop, min(shown.stop + PAGE, step.total))
        options.append(discord.SelectOption(
            label=t("replays.later", first=later.start + 1, last=later.stop),
            value=str(later.start), emoji="⏩"))
    return ReplayItem(discord.ui.Select(custom_id=jump_id(game_id), options=options,
                                        placeholder=t("replays.jump")))


def step_message(t: Translator, game_id: int, title: str, step: Step) -> dict:
    """A page of the viewer: the step's frame and caption, Previous and Next, and the
    select to jump to another step."""
    content = "\n".join([t("replays.page", game=game_id, title=title, number=step.index + 1,
                           total=step.total), step.captions[step.index]])
    file = discord.File(io.BytesIO(step.png), filename=f"replay-{game_id}-{step.index}.png")
    view = discord.ui.View(timeout=None)
    for item in page_turns(t, step.index, step.total, ReplayItem,
                           lambda number: step_id(game_id, number)):
        view.add_item(item)
    if step.total > 1:
        view.add_item(jump_select(t, game_id, step))
    return {"content": content, "attachments": [file], "view": view}
