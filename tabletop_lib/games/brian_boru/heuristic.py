"""What a Brian Boru position is worth, and how a careful player picks, marks and plays cards.

Cited from the rulebook of *Brian Boru: High King of Ireland*, Portuguese edition (*Brian Boru: Alto
Rei da Irlanda*, Osprey Games), by its sections. The generic heuristic agent
(``tabletop_lib.agents.heuristic``) finds this module by the game's package and uses :func:`value`
as the game's valuation and :func:`action_scores` for the decisions a one-step look-ahead cannot
judge (a card picked or played changes no points until the trick is resolved).

**The valuation** (:func:`value`) is a player's points on the track plus what the position promises:

- the final categories that already stand ("Fim de Jogo e Pontuação", "Pontuação Final"): most
  coins, the active town marker, renown, and the regions table (regions with a town of yours: 3-4
  give 1, 5 give 3, 6 give 5, 7 give 7, 8 give 10);
- the claim tokens ("Etapa de Conquista de Regiões"), the game's largest points (2 to 7 each): in
  every region the sole leader in towns (a monastery town counting two) is credited the token's
  value, scaled down while the token is face down by how far the region's towns are from its
  threshold; a tie leaves a held token with its holder, and an unclaimed face-up token gives each
  tied leader half its value (as it would at the end);
- a little per town (``TOWN_WORTH``: towns win later majorities and spread) and per coin
  (``COIN_WORTH``: extras cost 2, an expansion 5, and a player with no coin pays in points);
- the three upkeep races ("Fase de Manutenção"), each worth its prize to the sole leader now and a
  share of it per step: the marriage track (the highest disc wins the marriage card's points), the
  raiders (the sole most gains a renown and a point per renown; the fewest lose a town to the
  Vikings while raiders are in the battle area) and the church (the sole most places a monastery,
  which counts double in its region, and takes the marker).

**The card decisions** ("Seleção de Cartas", "Vazas") are scored directly, from what the player may
see (their hand, the cards played in this round's tricks, the board):

- a card's *winning chance* on a town is the chance that no card still unseen that beats it (higher,
  and of the town's colour or white) is played after it; the followers are assumed to play such a
  card about half the time they hold one;
- a card kept for later is worth its winning chance on a town of its colour times a typical town's
  worth; the last card of a hand is discarded unplayed ("Vazas": tricks end when every hand holds
  one card), so the weakest card kept counts nothing;
- playing a card is worth: its winning chance times (what the town adds to the player's lead over
  the best rival, by :func:`value`, plus the primary action), plus the losing chance times its best
  secondary action, plus the cards kept. So a strong player spends the lowest card that wins a town
  worth winning, and throws a card with a good secondary action into a trick it cannot win;
- marking a town is worth the best card play there, less what the town would give the best rival who
  might take it; picking a card in the draft is worth its keeping value plus a share of its
  secondary action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .constants import DRAFT, FACE_DOWN, MARK, PLAY
from .data import (
    CHURCH,
    COIN,
    COURTSHIP,
    EXPAND,
    PAY_COIN,
    RAIDER,
    REMOVE_VIKING,
    RENOWN,
    TOWN,
    WHITE,
)
from .scoring import final_points, region_town_counts

if TYPE_CHECKING:
    from .state import BrianBoruState

TOWN_WORTH = 0.6
"""A town held, beyond the majorities and regions it counts toward now."""
COIN_WORTH = 0.35
"""A coin, beyond the most-coins point."""
STEP_WORTH = 0.35
"""A church disc, a captured raider or a marriage step, beyond the race it leads."""
RACE_SHARE = 0.6
"""How much of an upkeep race's prize the sole leader is credited before the upkeep."""
FOLLOW_PLAY = 0.5
"""How often a follower who holds a card that beats the lead is assumed to play it."""
TYPICAL_TOWN = 3.0
"""A typical town's worth to its winner, for the value of cards kept for later tricks."""
PICK_SECONDARY = 0.3
"""The share of a card's secondary action counted when drafting it."""
SYMBOL_WORTH = {
    COIN: COIN_WORTH + 0.15,
    PAY_COIN: -(COIN_WORTH + 0.15),
    RENOWN: 1.0,
    CHURCH: 0.7,
    RAIDER: 0.7,
    COURTSHIP: 0.6,
    REMOVE_VIKING: 0.3,
    TOWN: 0.0,
}
"""What one symbol of an action is worth, roughly, when it is not yet resolved (the town and an
expansion are judged apart)."""


def value(state: Any) -> list[float]:
    """Points plus what the position promises, per player (module docstring)."""
    s: BrianBoruState = state
    n = s.num_players
    values = [float(v) for v in s.score]
    final = final_points(s)
    for category in ("most coins", "active town marker", "renown", "regions"):
        for p, v in enumerate(final[category]):
            values[p] += v
    for p, (claim, race) in enumerate(zip(claim_prospects(s), race_prospects(s), strict=True)):
        values[p] += claim + race
    free = ~s.viking
    for p in range(n):
        values[p] += TOWN_WORTH * (s.discs[p] & free).bit_count() + COIN_WORTH * s.coins[p]
        values[p] += STEP_WORTH * (s.church[p] + s.raiders[p] + s.track[p])
    return values


def claim_prospects(s: BrianBoruState) -> list[float]:
    """Each player's expected claim-token points, region by region (module docstring)."""
    board = s.game.board
    weight = s.game.params.monastery_town_weight
    out = [0.0] * s.num_players
    for r in range(board.num_regions):
        counts, vikings = region_town_counts(s, r, weight)
        top = max(counts)
        if top == 0 or vikings > top:
            continue
        worth = float(board.claim_points[r])
        if s.claims[r] == FACE_DOWN:
            worth *= min(1.0, (sum(counts) + vikings) / board.thresholds[r]) ** 2
        leaders = [p for p, c in enumerate(counts) if c == top]
        holder = s.claims[r]
        if len(leaders) == 1:
            out[leaders[0]] += worth
        elif holder >= 0:
            out[holder] += worth
        else:
            for p in leaders:
                out[p] += worth / 2
    return out


def race_prospects(s: BrianBoruState) -> list[float]:
    """The upkeep races: marriage track, raiders and church (module docstring)."""
    n = s.num_players
    out = [0.0] * n
    card = s.marriage_current
    marriage = s.game.cards.marriage
    prize = 4.0 if card < 0 else float(marriage[card].points + marriage[card].renown + 1)
    _race(out, s.track, RACE_SHARE * prize)
    top = max(s.raiders)
    if top > 0 and s.raiders.count(top) == 1:
        leader = s.raiders.index(top)
        out[leader] += RACE_SHARE * (s.renown[leader] + 2.0)
    _race(out, s.church, RACE_SHARE * 2.5)
    if s.battle_area > 0:
        low = min(s.raiders)
        for p in range(n):
            if s.raiders[p] == low and (s.discs[p] & ~s.viking):
                out[p] -= RACE_SHARE * (TOWN_WORTH + 1.5)
    return out


def _race(out: list[float], counts: list[int], prize: float) -> None:
    """Credit ``prize`` to the sole leader of ``counts`` (nobody when tied or all at 0)."""
    top = max(counts)
    if top > 0 and counts.count(top) == 1:
        out[counts.index(top)] += prize


# -- the card decisions -----------------------------------------------------------------------
def action_scores(state: Any, actions: list[Any]) -> list[float] | None:
    """A score per action for the card decisions (draft, mark, play); ``None`` for the others,
    which the one-step look-ahead on :func:`value` judges."""
    s: BrianBoruState = state
    if s.stage == DRAFT:
        return [_pick_score(s, a.card) for a in actions]
    if s.stage == MARK:
        t = s.game.town_index
        return [_mark_score(s, t[a.town]) for a in actions]
    if s.stage == PLAY:
        gain = _town_gain(s, s.current, s.active_town)
        return [_play_score(s, a.card, s.active_town, gain) for a in actions]
    return None


def _unseen(s: BrianBoruState) -> list[int]:
    """The cards the current player has not seen this round (hands of others, the set-aside)."""
    seen = set(s.hands[s.current]) | set(s.discards) | {c for c in s.played if c >= 0}
    seen |= set(s.packs[s.current])
    return [c for c in s.game.cards.values if c not in seen]


def _beats(s: BrianBoruState, card: int, colour: int) -> bool:
    """Whether ``card`` can win a trick on a town of ``colour``."""
    c = s.game.cards.action[card].colour
    return c in (colour, WHITE)


def _win_chance(s: BrianBoruState, card: int, colour: int, followers: int) -> float:
    """The chance that ``card`` wins on a town of ``colour`` with ``followers`` still to play."""
    if not _beats(s, card, colour):
        return 0.0
    if any(c > card and _beats(s, c, colour) for c in s.played if c >= 0):
        return 0.0
    unseen = _unseen(s)
    if not unseen or followers == 0:
        return 1.0
    hand = max(1, len(s.hands[s.current]) - (1 if card in s.hands[s.current] else 0))
    held = min(1.0, followers * hand / len(unseen))
    chance = 1.0
    for c in unseen:
        if c > card and _beats(s, c, colour):
            chance *= 1.0 - FOLLOW_PLAY * held
    return chance


def _followers(s: BrianBoruState) -> int:
    """How many players play after the current one in this trick."""
    n = s.num_players
    return (s.trick_leader - s.current - 1) % n


def _keep_value(s: BrianBoruState, card: int) -> float:
    """A card kept for a later trick: its chance on a town of its own colour (or its best)."""
    colour = s.game.cards.action[card].colour
    colours = range(3) if colour == WHITE else (colour,)
    best = max(_win_chance(s, card, c, s.num_players - 1) for c in colours)
    return TYPICAL_TOWN * best


def _kept_value(s: BrianBoruState, kept: list[int]) -> float:
    """The cards kept: all but the weakest, which is discarded at the end of the tricks."""
    worths = sorted(_keep_value(s, c) for c in kept)
    return sum(worths[1:])


def _symbols_worth(s: BrianBoruState, symbols: tuple[int, ...]) -> float:
    """Rough worth of an action's symbols for the current player (an expansion pays 5 coins)."""
    coins = s.coins[s.current]
    total = 0.0
    for sym in symbols:
        if sym == COIN:
            coins += 1
        elif sym == PAY_COIN:
            coins = max(0, coins - 1)
        if sym == EXPAND:
            if coins >= s.game.params.expand_cost:
                total += TOWN_WORTH + 1.5 - s.game.params.expand_cost * COIN_WORTH
        else:
            total += SYMBOL_WORTH.get(sym, 0.0)
    return total


def _secondary_worth(s: BrianBoruState, card: int) -> float:
    """The best secondary action of ``card``."""
    return max(_symbols_worth(s, option) for option in s.game.cards.action[card].secondary)


def _play_score(s: BrianBoruState, card: int, town: int, gain: float) -> float:
    """What playing ``card`` on ``town`` is worth to the current player (module docstring)."""
    colour = s.game.board.town_colour[town]
    win = _win_chance(s, card, colour, _followers(s))
    info = s.game.cards.action[card]
    won = gain + _symbols_worth(s, info.primary)
    kept = [c for c in s.hands[s.current] if c != card]
    return win * won + (1.0 - win) * _secondary_worth(s, card) + _kept_value(s, kept)


def _mark_score(s: BrianBoruState, town: int) -> float:
    """Marking ``town``: the best lead there, less the best rival's stake in it."""
    gain = _town_gain(s, s.current, town)
    colour = s.game.board.town_colour[town]
    hand = s.hands[s.current]
    leads = [c for c in hand if _beats(s, c, colour)] or hand
    best = max(leads, key=lambda c: _play_score(s, c, town, gain))
    win = _win_chance(s, best, colour, s.num_players - 1)
    rival = max(_town_gain(s, p, town) for p in range(s.num_players) if p != s.current)
    return _play_score(s, best, town, gain) - (1.0 - win) * 0.5 * rival


def _pick_score(s: BrianBoruState, card: int) -> float:
    """A card picked in the draft: its keeping value and a share of its secondary action."""
    return _keep_value(s, card) + PICK_SECONDARY * _secondary_worth(s, card)


def _town_gain(s: BrianBoruState, player: int, town: int) -> float:
    """What a disc on ``town`` adds to ``player``'s lead over the best rival, by :func:`value`."""
    before = _lead(value(s), player)
    s.discs[player] |= 1 << town
    try:
        after = _lead(value(s), player)
    finally:
        s.discs[player] &= ~(1 << town)
    return after - before


def _lead(values: list[float], player: int) -> float:
    """``player``'s value less the best rival's."""
    return values[player] - max(v for p, v in enumerate(values) if p != player)
