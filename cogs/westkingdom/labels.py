"""The words of a turn's panel: a label for every answer, the question of every prompt,
and why a placement is closed, in the reader's language.

Labels fit a Discord button (``LABEL_MAX`` characters). A placement's label shows
what it would give or cost now ("Quarry · +3 St"), found by playing it on a copy
of the game, so the panel cannot promise what the rules would not give. The
questions read the pending frame of the game's choice stack (``engine.westkingdom.
frames``: its prompt, its seat, then the prompt's own arguments), which the public
``Decision`` does not carry: where a hire comes from, how many captures are left.

Card names only ever label the answers of their holder (the hand, the draft packet,
the Black Market's five cards): ``PRIVATE`` lists the prompts whose panels must be
ephemeral. A public panel is drawn from the game as the table knows it
(``TurnState.public``), so its placement labels and their states cannot tell a hand:
the Guildhall's label is its name alone, since what it builds is the hand's secret.
"""

from __future__ import annotations

from collections.abc import Sequence

from engine.westkingdom import BUILDINGS, HAND_PROMPTS, Game, Prompt
from engine.westkingdom.board import (
    MARKET_SPACES,
    MARKET_VIRTUE_MAX,
    OPEN_PLACES,
    PLACE_INDEX,
    PLACEMENTS,
)
from engine.westkingdom.buildings import GAIN_CHOICES
from engine.westkingdom.bundles import AG, FIELDS
from engine.westkingdom.catalogue import APPRENTICES
from engine.westkingdom.display import WORKSHOP, column, reach_price
from engine.westkingdom.economy import taxed_price
from engine.westkingdom.guildhall import CATHEDRAL_CARD
from engine.westkingdom.market import market_price
from engine.westkingdom.moves import Option
from engine.westkingdom.placements import workshop_price
from engine.westkingdom.trades import BOARD_TRADES
from engine.westkingdom.workers import (
    BUYBACK_SILVER,
    BUYBACK_TAX,
    PAYOFF_SILVER,
    PAYOFF_TAX,
    held_elsewhere,
)
from i18n import Translator

from .changes import hand_change, seat_change
from .words import amount, apprentice, building, mix_text, place, short_changes

LABEL_MAX = 80
"""Discord's longest button label."""
PRIVATE = HAND_PROMPTS
"""The prompts whose answers are cards of a hand: asked only in an ephemeral message."""
HAND_PLACEMENTS = frozenset({"guildhall"})
"""The placements whose outcome is a card of the hand: labelled by their name alone."""
SEPARATOR = " · "
_KEY = "westkingdom_play."


def fit(label: str) -> str:
    """``label`` cut to a button's length, with an ellipsis if it had to be cut."""
    return label if len(label) <= LABEL_MAX else label[:LABEL_MAX - 1] + "…"


# -- placements -----------------------------------------------------------------------

def placement_label(t: Translator, game: Game, seat: int, placement: str) -> str:
    """A placement's button: its name and, when it is legal now, what it gives or
    costs, in the images' abbreviations ("Quarry · +3 St", "Storehouse · up to 2 trades").
    ``game`` is the table's (``spectator_game``): the changes are what the placement
    does whatever the hidden cards, as none of them is the real one."""
    location = placement.partition(":")[0]
    name = t(_KEY + f"placement.{placement.replace(':', '_')}")
    if placement in HAND_PLACEMENTS or placement_reason(t, game, seat, placement) is not None:
        return fit(name)
    parts = [name]
    if location in ("storehouse", "towncentre", "guardhouse"):
        count = game.at[PLACE_INDEX[location]][seat] + 1
        parts.append(t(_KEY + f"up_to.{location}", count=count))
    after = game.copy()
    after.push(placement)
    change = seat_change(game, after, seat)
    cards = hand_change(game, after, seat)
    if cards and placement != "bm_b:draw5":
        change["card"] = cards
    if change:
        parts.append(short_changes(t, change))
    return fit(SEPARATOR.join(parts))


def placement_reason(t: Translator, game: Game, seat: int, placement: str) -> str | None:
    """Why ``seat`` cannot make ``placement`` now, or ``None`` if it can."""
    decision = game.decision
    if decision is None or decision.player != seat:
        return t(_KEY + "closed.not_your_turn")
    if decision.prompt is Prompt.RECOVER:
        return t(_KEY + "closed.no_worker")
    if decision.prompt is not Prompt.PLACE:
        return t(_KEY + "closed.finish_turn")
    if placement in decision.options:
        return None
    if placement not in PLACEMENTS:
        raise ValueError(f"no placement {placement!r}")
    return _closed(t, game, seat, placement)


def _closed(t: Translator, game: Game, seat: int, placement: str) -> str:
    """The reason of a placement the rules refuse ``seat`` (rules 5.1-5.9)."""
    player, key = game.players[seat], _KEY + "closed."
    location, _, action = placement.partition(":")
    silver = player.res[AG]
    if placement == "mines:gold":
        return t(key + "mines_gold")
    if placement == "workshop:hire":
        price = sum(workshop_price(player))
        return (t(key + "silver", count=price) if silver < price else t(key + "reach"))
    if placement == "towncentre":
        return t(key + "silver", count=sum(taxed_price(player, 0, 1)))
    if placement == "taxstand":
        return t(key + "tax_empty")
    if location == "guardhouse":
        if action == "4" and player.debts:
            return t(key + "silver", count=sum(taxed_price(player, PAYOFF_SILVER, PAYOFF_TAX)))
        return t(key + f"guard_{action}")
    if location in MARKET_SPACES:
        space = MARKET_SPACES.index(location)
        holder = game.market[space]
        if player.virtue > MARKET_VIRTUE_MAX:
            return t(key + "market_virtue", virtue=MARKET_VIRTUE_MAX + 1)
        if holder is not None:
            return t(key + "market_taken")
        return t(key + "silver", count=market_price(player, space))
    return t(key + "guildhall")


# -- the question of each prompt ------------------------------------------------------

def prompt_text(t: Translator, game: Game, names: Sequence[str]) -> str:
    """The question the pending decision asks, addressed to its player by name."""
    decision = game.decision
    if decision is None:
        raise ValueError("the game is over: nothing is asked")
    frame = game.stack[-1]
    seat, prompt = decision.player, decision.prompt
    player = names[seat]
    key = _KEY + f"prompt.{prompt.value}"
    if prompt is Prompt.HIRE:
        source, reach = frame[2], frame[3]
        if source == WORKSHOP:
            return t(key + ".workshop", player=player, reach=reach)
        return t(key + (".setup" if source == "setup" else ".free"), player=player)
    if prompt is Prompt.DISMISS:
        return t(key, player=player, count=game.players[seat].apprentice_limit)
    if prompt in (Prompt.TRADE, Prompt.GUARD):
        return t(key, player=player, count=frame[2])
    if prompt is Prompt.CAPTURE:
        if frame[2] != "town":
            return t(key + ".free", player=player)
        return t(key + ".town", player=player, count=frame[3], cost=_capture_cost(t, game, frame))
    if prompt is Prompt.BUYBACK:
        return t(key, player=player, workers=amount(t, "worker", held_elsewhere(game, seat)))
    if prompt is Prompt.DISCARD:
        if frame[2] == CATHEDRAL_CARD:
            return t(key + ".cathedral", player=player)
        return t(key + ".limit", player=player, count=len(game.players[seat].hand))
    if prompt is Prompt.PAY:
        return t(key, player=player, level=frame[2])
    if prompt is Prompt.GAIN:
        return t(key, player=player, building=building(t, frame[2]))
    if prompt is Prompt.KEEP:
        return t(key, player=player, count=len(game.keep_cards))
    return t(key, player=player)


def draft_waiting(t: Translator, names: Sequence[str], seats: Sequence[int]) -> str:
    """Who has still to pick a card in this round of the draft, where all pick at
    once (the service knows whose pick it holds): "Still choosing: Alice, Carol."."""
    return t(_KEY + "draft_waiting", names=", ".join(names[seat] for seat in seats))


def _capture_cost(t: Translator, game: Game, frame: tuple) -> str:
    """What the next Town Centre capture costs: the first 1 tax (less at low virtue),
    each later one 1 silver unless a Conspirator's discount is left (rules 5.4, R5)."""
    _, seat, _, _, made, _, discount = frame
    silver = sum(taxed_price(game.players[seat], 0, 1)) if made == 0 else int(not discount)
    return amount(t, "Ag", silver) if silver else t(_KEY + "free")


# -- the label of each answer ---------------------------------------------------------

def option_label(t: Translator, game: Game, names: Sequence[str], option: Option) -> str:
    """The button of one answer to the pending decision."""
    decision = game.decision
    if decision is None:
        raise ValueError("the game is over: nothing is asked")
    seat, prompt = decision.player, decision.prompt
    if isinstance(option, str) and option in ("stop", "skip"):
        return t(_KEY + f"option.{option}.{prompt.value}")
    if prompt is Prompt.PLACE:
        return placement_label(t, game, seat, str(option))
    if isinstance(option, tuple) and option and isinstance(option[0], tuple):
        return fit(mix_text(t, option))  # a payment (``Mix``)
    if isinstance(option, tuple):
        return fit(_group(t, game, names, seat, option))
    return fit(_LABELS[prompt](t, game, names, seat, option))


def _group(t: Translator, game: Game, names: Sequence[str], seat: int, group: tuple) -> str:
    """A capturable group: "Bob's 2 workers at the Quarry"."""
    where, owner = str(group[0]), int(group[1])
    workers = amount(t, "worker", game.at[PLACE_INDEX[where]][owner])
    if owner == seat:
        return t(_KEY + "option.own_group", workers=workers, place=place(t, where))
    return t(_KEY + "option.group", owner=names[owner], workers=workers, place=place(t, where))


def card_label(t: Translator, card: str) -> str:
    """A Building card of a hand: "Tavern · 6 VP · 3 wood + 2 stone + 1 gold"."""
    info = BUILDINGS[card]
    cost = [(name, count) for name, count in zip(FIELDS, info.cost, strict=False) if count]
    return fit(SEPARATOR.join([building(t, card), amount(t, "vp", info.vp), mix_text(t, cost)]))


def _hire(t: Translator, game: Game, names: Sequence[str], seat: int, card: Option) -> str:
    """An apprentice on the display: its name and skills, and at the Workshop the
    silver beyond the reach; the coins lying on it."""
    frame = game.stack[-1]
    slot = game.display.index(str(card))
    parts = [f"{apprentice(t, str(card))} ({_skills(t, str(card))})"]
    extra = reach_price(slot, frame[3]) if frame[2] == WORKSHOP else 0
    if extra:
        parts.append(t(_KEY + "option.hire_extra", column=column(slot),
                       silver=amount(t, "Ag", extra)))
    if game.coins[slot]:
        parts.append(t(_KEY + "option.coins", silver=amount(t, "Ag", game.coins[slot])))
    return SEPARATOR.join(parts)


def _skills(t: Translator, card: str) -> str:
    mask = APPRENTICES[card].skills
    return "".join(t(f"render_westkingdom.skill.{letter}")
                   for bit, letter in ((1, "C"), (2, "T"), (4, "M")) if mask & bit)


def _dismiss(t: Translator, game: Game, names: Sequence[str], seat: int, card: Option) -> str:
    return t(_KEY + "option.dismiss", apprentice=apprentice(t, str(card)))


def _card(t: Translator, game: Game, names: Sequence[str], seat: int, card: Option) -> str:
    if card == CATHEDRAL_CARD:
        return t(_KEY + "option.cathedral", level=game.players[seat].cathedral + 1)
    return card_label(t, str(card))


def _recover(t: Translator, game: Game, names: Sequence[str], seat: int, where: Option) -> str:
    where = str(where)
    if where in OPEN_PLACES:
        return t(_KEY + "option.recover_open", place=place(t, where),
                 count=game.at[PLACE_INDEX[where]][seat])
    if where in MARKET_SPACES:
        return t(_KEY + "option.recover_market")
    if where == "prison":
        return t(_KEY + "option.recover_prison", count=game.prison[seat])
    holder = int(where.split(":")[1])
    return t(_KEY + "option.recover_board", owner=names[holder],
             count=game.captives[holder][seat])


def _trade(t: Translator, game: Game, names: Sequence[str], seat: int, which: Option) -> str:
    which = str(which)
    if which in BOARD_TRADES:
        cost, gain = BOARD_TRADES[which]
        return _exchange(t, cost, gain)
    card = APPRENTICES[which]
    return t(_KEY + "option.apprentice_trade", apprentice=apprentice(t, which),
             trade=_exchange(t, card.cost, card.gain))


def _exchange(t: Translator, cost: tuple[int, ...], gain: tuple[int, ...]) -> str:
    def items(counts: tuple[int, ...]) -> list[tuple[str, int]]:
        return [(name, count) for name, count in zip(FIELDS, counts, strict=True) if count]
    return f"{mix_text(t, items(cost))} → {mix_text(t, items(gain))}"


def _guard(t: Translator, game: Game, names: Sequence[str], seat: int, number: Option) -> str:
    return t(_KEY + f"placement.guardhouse_{number}")


def _buyback(t: Translator, game: Game, names: Sequence[str], seat: int, how: Option) -> str:
    if how == "silver":
        price = sum(taxed_price(game.players[seat], BUYBACK_SILVER, BUYBACK_TAX))
        return t(_KEY + "option.buyback_silver", silver=amount(t, "Ag", price))
    return t(_KEY + "option.buyback_debt")


def _barracks(t: Translator, game: Game, names: Sequence[str], seat: int, choice: Option) -> str:
    return t(_KEY + "option.barracks_buyback",
             workers=amount(t, "worker", held_elsewhere(game, seat)))


def _gain(t: Translator, game: Game, names: Sequence[str], seat: int, code: Option) -> str:
    counts = GAIN_CHOICES[game.stack[-1][2]][str(code)]
    return ", ".join(f"+{amount(t, name, count)}"
                     for name, count in zip(FIELDS, counts, strict=True) if count)


def _church(t: Translator, game: Game, names: Sequence[str], seat: int, choice: Option) -> str:
    return t(_KEY + "option.destroy")


_LABELS = {
    Prompt.HIRE: _hire, Prompt.DISMISS: _dismiss, Prompt.DRAFT: _card, Prompt.KEEP: _card,
    Prompt.DISCARD: _card, Prompt.LIBRARY: _card, Prompt.BUILD: _card,
    Prompt.RECOVER: _recover, Prompt.TRADE: _trade, Prompt.GUARD: _guard,
    Prompt.BUYBACK: _buyback, Prompt.BARRACKS: _barracks, Prompt.GAIN: _gain,
    Prompt.CHURCH: _church,
}
"""The label of an answer that is not a stop or a skip, a placement, a group or a
payment, by prompt."""
