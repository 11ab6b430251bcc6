"""The round's automatic steps (Estrutura da Rodada): its start (the Paladins drawn, the
Tavern, the King's Favours), the Paladin revealed before acting, the reset after the last pass,
and the end of the game. ``rules.run`` calls them from the program counter.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .common import name, say, turn_order
from .constants import (
    CATEGORY_TITLES,
    NUM_WORKER_TYPES,
    P_OVER,
    P_PALADINS,
    PC_PALADIN_CHOICE,
    PC_ROUND_START,
    SPACES,
    TAVERN,
    TERMINAL,
)
from .describe import effect_words, favour_name
from .effects import PLAIN, gain, gain_plain, inquisition

if TYPE_CHECKING:
    from .state import PaladinsState


# -- the round ------------------------------------------------------------------------------------
def begin_round(s: PaladinsState) -> None:
    """Round steps 1-4: first player, King's cards, Taverns, the Paladin draw."""
    g = s.game
    n, prm, data = g.num_players, g.params, g.data
    s.round += 1
    if s.round > 1:
        s.first_player = (s.first_player + 1) % n
        say(
            s,
            "PA.round.first-player-passes",
            f"Round {s.round}: the first-player marker passes to {name(s, s.first_player)}.",
            s.first_player,
        )
    else:
        say(s, "PA.round.first-player-passes", "Round 1 begins.")
    for k, r in enumerate(data.order_rounds[: prm.kings_orders]):
        if r == s.round:
            order = s.orders[k]
            say(
                s,
                "PA.round.reveal-order",
                f"The King's Order for {SPACES[data.orders[order]].capitalize()} is revealed: "
                f"take that action at least {data.order_threshold} times for "
                f"{g.order_points[k]} points.",
            )
    for k, r in enumerate(data.favour_rounds[: prm.kings_favours]):
        if r == s.round:
            favour = data.favours[s.favours[k]]
            say(
                s,
                "PA.round.reveal-favour",
                f"The King's Favour “{favour_name(favour.id)}” is revealed "
                f"(position {k + 1}): {effect_words(data, favour.effects)}.",
            )
    s.tavern_row = []
    for _ in range(prm.taverns_revealed):
        card = draw(s, "tavern_deck", "tavern_discard", "Tavern")
        if card >= 0:
            s.tavern_row.append(card)
    s.tavern_taker = [-1] * len(s.tavern_row)
    say(s, "PA.round.reveal-taverns", f"{len(s.tavern_row)} Tavern cards are revealed.")
    for p in range(n):
        deck = s.pdeck[p]
        hand = deck[: prm.paladins_drawn]
        del deck[: prm.paladins_drawn]
        base = p * prm.paladins_drawn
        s.phand[base : base + prm.paladins_drawn] = hand
        s.ptop[p] = 0
        s.pbottom[p] = min(s.pbottom[p], len(deck))
    say(s, "PA.round.draw-paladins", f"Each player draws {prm.paladins_drawn} Paladins.")
    s.queue = turn_order(s)
    s.period = P_PALADINS
    s.pc = PC_PALADIN_CHOICE


def draw(s: PaladinsState, deck_name: str, discard_name: str, label: str) -> int:
    """The top card of a deck (the list's last item); an empty deck is rebuilt by shuffling
    its discards (PA.deck.reshuffle); -1 when both are empty."""
    deck: list[int] = getattr(s, deck_name)
    if not deck:
        discards: list[int] = getattr(s, discard_name)
        if not discards:
            return -1
        deck = discards[:]
        s.rng.shuffle(deck)
        setattr(s, deck_name, deck)
        setattr(s, discard_name, [])
        say(s, "PA.deck.reshuffle", f"The {label} discards are shuffled into a new deck.")
    return deck.pop()


def reveal(s: PaladinsState, p: int) -> None:
    """Round step 5: reveal the Paladin, gain its two workers; then choose a Tavern card."""
    g = s.game
    paladin = g.data.paladins[s.paladin[p]]
    s.current = p
    s.revealed |= 1 << p
    say(
        s,
        "PA.round.reveal-paladin",
        f"{name(s, p)} reveals {paladin.name}: gains "
        f"{effect_words(g.data, paladin.workers).removeprefix('gain ')}, and "
        f"{g.paladin_bonus_text[s.paladin[p]]} this round.",
        p,
    )
    for code in paladin.workers:
        if code >> 8 in PLAIN:
            gain_plain(s, p, code)
        else:
            gain(s, p, code)
    s.stage = TAVERN


def reset(s: PaladinsState) -> None:
    """Round step 7 and the round's end (docs/rules §2.3)."""
    g = s.game
    n, prm = g.num_players, g.params
    # Townsfolk: the rightmost slot's card leaves; the rest slide right; refill from the left.
    last = len(s.townsfolk_row) - 1
    if s.townsfolk_row[last] >= 0:
        s.townsfolk_discard.append(s.townsfolk_row[last])
        s.townsfolk_row[last] = -1
    refill_townsfolk(s, "PA.reset.townsfolk")
    # Outsiders: the leftmost slot's card leaves; the rest slide left; refill on the right.
    if s.outsider_row[0] >= 0:
        s.outsider_discard.append(s.outsider_row[0])
        s.outsider_row[0] = -1
    cards = [c for c in s.outsider_row if c >= 0]
    while len(cards) < len(s.outsider_row):
        card = draw(s, "outsider_deck", "outsider_discard", "Outsider")
        if card < 0:
            break
        cards.append(card)
    s.outsider_row = cards + [-1] * (len(s.outsider_row) - len(cards))
    say(
        s,
        "PA.reset.outsiders",
        "The leftmost Outsider leaves; the row slides left and is refilled on the right.",
    )
    s.tavern_discard.extend(s.tavern_row)
    s.tavern_row = []
    s.tavern_taker = []
    say(s, "PA.reset.taverns", "The round's Tavern cards are discarded.")
    s.favour_used = [0] * len(s.favour_used)
    say(s, "PA.reset.favours", "Workers on the King's Favours return to the supply.")
    s.used = [0] * n
    s.on_space = [0] * len(s.on_space)
    s.favour_workers = [0] * NUM_WORKER_TYPES
    if prm.unused_workers == "return":
        s.workers = [0] * len(s.workers)
    if s.supply:  # everything not in a hand is back in the supply
        total = g.data.worker_supply
        s.supply = [
            total[t] - sum(s.workers[p * NUM_WORKER_TYPES + t] for p in range(n))
            for t in range(NUM_WORKER_TYPES)
        ]
    say(
        s,
        "PA.reset.player-board",
        "Workers on the player boards return to the supply"
        + (
            "; so do unused workers."
            if prm.unused_workers == "return"
            else "; players keep their unused workers."
        ),
    )
    for p in range(n):
        s.pdiscard[p] |= 1 << s.paladin[p]
        s.paladin[p] = -1
    s.revealed = 0
    say(s, "PA.reset.paladin-discard", "Each player discards the Paladin they played.")
    if prm.inquisition_trigger == "end-of-round":
        inquisition(s, f"Round {s.round} ends with an Inquisition.")
    s.pc = PC_ROUND_START


def refill_townsfolk(s: PaladinsState, rule: str) -> None:
    """Slide the visible Townsfolk right and fill the empty slots on the left."""
    cards = [c for c in s.townsfolk_row if c >= 0]
    size = len(s.townsfolk_row)
    fresh: list[int] = []
    while len(cards) + len(fresh) < size:
        card = draw(s, "townsfolk_deck", "townsfolk_discard", "Townsfolk")
        if card < 0:
            break
        fresh.append(card)
    # The first card drawn lands next to the old ones, the last on the far left.
    row = fresh[::-1] + cards
    s.townsfolk_row = [-1] * (size - len(row)) + row
    say(s, rule, "The Townsfolk slide right and the row is refilled from the left.")


def finish(s: PaladinsState) -> None:
    """After round 7: final scoring (docs/rules §2.7)."""
    from .scoring import state_points

    points = state_points(s)
    s.final = [v for row in points for v in row]
    for p, row in enumerate(points):
        detail = ", ".join(f"{c} {v}" for c, v in zip(CATEGORY_TITLES, row, strict=True) if v)
        say(s, "PA.end.final-scoring", f"{name(s, p)} scores {sum(row)}: {detail or 'nothing'}.", p)
    s.stage = TERMINAL
    s.period = P_OVER
    s.current = -1
    s.action = -1
    s.target = -1
