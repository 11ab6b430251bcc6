"""The end of a round (manual p. 10): scoring after rounds 2, 4 and 6, preparing the next round,
and the end of the game (p. 12).

Scoring runs the steps of ``Ruleset.scoring_steps`` in order (the base game's four categories,
in the manual's order: traitors, surroundings, influence, henchmen); each step books its points
through the pure functions of ``scoring.py``. The influence step stops for the Grail holder's
decision when they are tied for the most markers in a principality.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from tabletop_lib.core.words import count

from .common import (
    add_points,
    bits,
    clockwise_from,
    colour,
    henchmen_placed,
    influence_scored,
    name,
    player_name,
    say,
    total_goods,
    traitors_expelled,
)
from .constants import (
    CAT_APPLES,
    CAT_EXCALIBUR,
    CAT_HENCHMEN,
    CAT_INFLUENCE,
    CAT_LEFTOVERS,
    CAT_STAFFS,
    CAT_SURROUNDINGS,
    CAT_TRAITORS,
    GOODS_BLOCK,
    GRAIL,
    NUM_COLOURS,
    PC_FINAL,
    PC_NEW_ROUND,
    PC_ROUND_END,
    PC_SCORING,
    PC_TURN,
    SHIELD,
    TERMINAL,
)
from .dice import rerolls_said, roll_with_rerolls
from .scoring import (
    apple_points,
    excalibur_points,
    influence_points,
    leftover_points,
    repel_traitors,
    staff_points,
    territory_points,
    traitor_loss,
)
from .words import tiles_words

if TYPE_CHECKING:
    from .game import MerlinGame
    from .state import MerlinState


def step(s: MerlinState) -> bool:
    """Run one automatic step of the round's end; True when a player must decide."""
    pc = s.pc
    if pc == PC_ROUND_END:
        round_end(s)
        return False
    if pc == PC_SCORING:
        return run_scoring(s)
    if pc == PC_NEW_ROUND:
        new_round(s)
        return False
    if pc == PC_FINAL:
        final_scoring(s)
        return False
    raise AssertionError(f"unknown program counter {pc}")


def round_end(s: MerlinState) -> None:
    prm = s.game.params
    s.die = s.space = -1
    for hook in s.game.ruleset.hooks["round_end"]:
        hook(s)
    if s.round in prm.scoring_rounds:
        say(s, "ME.round.end", f"Round {s.round} is over: a scoring follows.")
        steps = ", ".join(step_name for step_name, _ in s.game.ruleset.scoring_steps)
        say(s, "ME.scoring.order", f"Scoring, in order: {steps}.")
        s.score_step = 0
        s.score_pos = 0
        s.pc = PC_SCORING
    else:
        say(s, "ME.round.end", f"Round {s.round} is over.")
        s.pc = PC_NEW_ROUND


def run_scoring(s: MerlinState) -> bool:
    """ME.scoring.order: the categories in order; a step may stop for a decision."""
    steps = s.game.ruleset.scoring_steps
    while s.score_step < len(steps):
        if steps[s.score_step][1](s):
            return True
        s.score_step += 1
        s.score_pos = 0
    for hook in s.game.ruleset.hooks["after_scoring"]:
        hook(s)
    s.pc = PC_FINAL if s.round >= s.game.params.rounds else PC_NEW_ROUND
    return False


# -- traitors ---------------------------------------------------------------------------------
def score_traitors(s: MerlinState) -> bool:
    """p. 10 (a)-(b): repel with matching shields, -3 per traitor left (never below 0), all
    traitors discarded, +3 for Excalibur's holder who repelled them all; then 3 new each."""
    g = s.game
    prm = g.params
    goods, all_traitors, discard = s.goods, s.traitors, s.traitor_discard
    supply = g.num_players * GOODS_BLOCK + SHIELD * NUM_COLOURS
    spent_hooks = g.ruleset.hooks["shields_spent"]
    for p in clockwise_from(s, s.first):
        base = p * NUM_COLOURS
        traitors = all_traitors[base : base + NUM_COLOURS]
        shield_base = p * GOODS_BLOCK + SHIELD * NUM_COLOURS
        spent, left = repel_traitors(traitors, goods[shield_base : shield_base + NUM_COLOURS])
        held = sum(traitors)
        if held:  # (no traitor of a colour: no shield spent, nothing to discard or clear)
            for c in range(NUM_COLOURS):
                k = traitors[c]
                if k:
                    used = spent[c]
                    if used:
                        goods[shield_base + c] -= used
                        goods[supply + c] += used
                        traitors_expelled(s, p, c)
                    discard.extend([c] * k)
                    all_traitors[base + c] = 0
        for hook in spent_hooks:  # (a module's shield tokens go back)
            hook(s, p, spent)
        if held:
            say(s, "ME.scoring.traitors.repel", (_repelled, p, sum(spent), held), p)
        if left:
            loss = traitor_loss(left, s.score[p], prm.traitor_penalty)
            add_points(s, p, CAT_TRAITORS, loss)
            rule = (
                "ME.scoring.traitors.penalty"
                if loss == -prm.traitor_penalty * left
                else "ME.scoring.score-floor"
            )
            say(s, rule, (_kept_traitors, p, left, loss), p)
        bonus = (
            excalibur_points({p: left}, s.excalibur, prm.excalibur_bonus)[p]
            if s.excalibur == p
            else 0
        )
        if bonus:
            add_points(s, p, CAT_EXCALIBUR, bonus)
            say(
                s,
                "ME.scoring.traitors.excalibur",
                f"{name(s, p)} holds Excalibur and repelled every traitor: +{bonus}.",
                p,
            )
    say(s, "ME.scoring.traitors.discard", "Every traitor on the castle boards is discarded.")
    if s.round < prm.rounds:
        deal_traitors(s, "ME.scoring.traitors.new")
    return False


def _repelled(g: MerlinGame, p: int, spent: int, held: int) -> str:
    return f"{player_name(g, p)} repels {spent} of {held} traitors with shields."


def _kept_traitors(g: MerlinGame, p: int, left: int, loss: int) -> str:
    return f"{player_name(g, p)} keeps {count(left, 'traitor')} and loses {count(-loss, 'point')}."


def deal_traitors(s: MerlinState, rule: str) -> None:
    """Each player, from the first player clockwise, takes traitors from the piles."""
    dealt = s.game.params.traitors_dealt
    for p in clockwise_from(s, s.first):
        drawn: list[int] = []
        for _ in range(dealt):
            if not s.traitor_deck:
                s.traitor_deck = s.traitor_discard
                s.traitor_discard = []
                s.rng.shuffle(s.traitor_deck)
                say(
                    s,
                    "ME.scoring.traitors.reshuffle",
                    "The traitor piles are empty: the discards are shuffled into new piles.",
                )
            if not s.traitor_deck:
                break
            c = s.traitor_deck.pop()
            s.traitors[p * NUM_COLOURS + c] += 1
            drawn.append(c)
        say(s, rule, (_dealt, p, tuple(drawn)), p)


def _dealt(g: MerlinGame, p: int, drawn: tuple[int, ...]) -> str:
    colours = ", ".join(g.data.colours[c] for c in drawn)
    return f"{player_name(g, p)} takes traitors: {colours or 'none left'}."


# -- surroundings -----------------------------------------------------------------------------
def score_surroundings(s: MerlinState) -> bool:
    """p. 11: each territory scores its tile count to the player(s) with the most manors."""
    g = s.game
    weights = g.ruleset.territory_counts
    manors = s.manors  # (one bitmask per player)
    for mask in s.territories:
        counts = [(m & mask).bit_count() for m in manors]
        for weigh in weights:  # a module may weigh some manors more
            counts = weigh(s, mask, counts)
        if not any(counts):
            continue
        points = territory_points(mask.bit_count(), counts)
        tiles = bits(mask)
        where = tiles_words(g, tiles)
        terrain = g.data.terrains[g.data.tile_kinds[s.layout[tiles[0]]].terrain]
        for p, pts in points.items():
            if pts:
                add_points(s, p, CAT_SURROUNDINGS, pts)
                say(
                    s,
                    "ME.scoring.surroundings",
                    f"{name(s, p)} scores {count(pts, 'point')} for the {terrain} territory "
                    f"({where}).",
                    p,
                )
        for scored in g.ruleset.territory_scored:
            scored(s, mask, counts, points)
    for hook in g.ruleset.hooks["surroundings_scored"]:
        hook(s)
    return False


# -- influence --------------------------------------------------------------------------------
def influence_order(s: MerlinState) -> list[int]:
    """From the Dragon (the principality of Merlin's start space) clockwise."""
    g = s.game
    start = g.ruleset.space_arg[g.ruleset.rondel.merlin_start]
    return [(start + i) % NUM_COLOURS for i in range(NUM_COLOURS)]


def grail_tie(s: MerlinState, c: int) -> bool:
    """Whether the Grail holder may still use it and is tied for the most markers in ``c``."""
    for tie in s.game.ruleset.influence_tie:  # a module counting the influence its own way
        found = tie(s, c)
        if found is not None:
            return found
    holder = s.grail
    if holder < 0 or s.grail_used:
        return False
    n = s.game.num_players
    markers = [s.influence[p * NUM_COLOURS + c] for p in range(n)]
    best = max(markers)
    return best > 0 and markers[holder] == best and markers.count(best) > 1


def score_influence(s: MerlinState) -> bool:
    """p. 11: principality by principality; stops when the Grail holder may break a tie."""
    if s.score_pos == 0:
        s.grail_used = 0
    order = influence_order(s)
    while s.score_pos < len(order):
        c = order[s.score_pos]
        if grail_tie(s, c):
            s.current = s.grail
            s.stage = GRAIL
            return True
        score_principality(s, c, False)
        s.score_pos += 1
    return False


def resolve_grail(s: MerlinState, use: bool) -> None:
    """The Grail holder's answer; the principality is scored and the scoring goes on."""
    c = influence_order(s)[s.score_pos]
    if use:
        s.grail_used = 1
        say(
            s,
            "ME.scoring.influence.grail",
            f"{name(s, s.grail)} places the Grail in {colour(s, c)} to win the tie.",
            s.grail,
        )
    else:
        say(s, "ME.scoring.influence.grail", f"{name(s, s.grail)} keeps the Grail back.", s.grail)
    score_principality(s, c, use)
    s.score_pos += 1
    s.pc = PC_SCORING


def score_principality(s: MerlinState, c: int, grail: bool) -> None:
    for score in s.game.ruleset.score_principality:  # a module scoring it its own way
        if score(s, c, grail):
            return
    n = s.game.num_players
    markers = [s.influence[p * NUM_COLOURS + c] for p in range(n)]
    if not any(markers):
        return
    points = influence_points(markers, s.grail if grail else None)
    _book_influence(s, c, markers, points)


def _book_influence(s: MerlinState, c: int, markers: list[int], points: dict[int, int]) -> None:
    n = s.game.num_players
    for p, pts in points.items():
        if pts:
            add_points(s, p, CAT_INFLUENCE, pts)
            say(s, "ME.scoring.influence", (influence_scored, p, pts, c), p)
    for p in range(n):
        extra = markers[p] - 1
        if extra > 0:
            s.influence[p * NUM_COLOURS + c] = 1
            s.castle_influence[p] += extra
    if max(markers) > 1:
        say(
            s,
            "ME.scoring.influence.return",
            f"Everyone takes back their markers in {colour(s, c)} but one.",
        )


# -- henchmen ---------------------------------------------------------------------------------
def score_henchmen(s: MerlinState) -> bool:
    """p. 11: a point per henchman in a principality."""
    for p in range(s.game.num_players):
        count = henchmen_placed(s, p)
        if count:
            add_points(s, p, CAT_HENCHMEN, count)
            say(s, "ME.scoring.henchmen", (_henchmen_scored, p, count), p)
    return False


def _henchmen_scored(g: MerlinGame, p: int, count: int) -> str:
    return f"{player_name(g, p)} scores {count} for henchmen on the board."


BASE_SCORING_STEPS = (
    ("traitors", score_traitors),
    ("surroundings", score_surroundings),
    ("influence", score_influence),
    ("henchmen", score_henchmen),
)


# -- the next round ---------------------------------------------------------------------------
def roll_dice(s: MerlinState, p: int, setup: bool = False) -> None:
    """ME.dice.roll, ME.dice.reroll (or a module's ``reroll_rule``): roll a player's dice,
    again as the set-up's passage (p. 5 D; p. 16) or the round's (p. 10) says (``dice.py``)."""
    prm = s.game.params
    k = len(s.game.ruleset.dice)
    rule_numbers = prm.setup_reroll if setup else prm.round_reroll
    rolls = roll_with_rerolls(s.rng, prm.die_faces, k, rule_numbers, prm.reroll_reading)
    values = rolls[-1]
    s.dice[p * k : (p + 1) * k] = values
    rule = "ME.dice.reroll" if len(rolls) > 1 else "ME.dice.roll"
    if len(rolls) > 1:
        for module in s.game.ruleset.in_play:  # a module's dice change the passage read
            rule = module.reroll_rule or rule
    say(s, rule, (_rolled, p, tuple(values), rerolls_said(rolls)), p)


def _rolled(g: MerlinGame, p: int, values: tuple[int, ...], rerolls: str) -> str:
    return f"{player_name(g, p)} rolls {', '.join(map(str, values))}{rerolls}."


def new_round(s: MerlinState) -> None:
    """p. 10 'Preparando a próxima rodada': roll, advance the round, pass the first player."""
    n = s.game.num_players
    for p in range(n):
        roll_dice(s, p)
    s.round += 1
    s.first = (s.first + 1) % n
    s.turn = 0
    s.extra_passed = 0
    say(
        s,
        "ME.round.prepare",
        f"Round {s.round} begins; {name(s, s.first)} is the first player.",
        s.first,
    )
    for hook in s.game.ruleset.hooks["round_prepared"]:
        hook(s)
    s.pc = PC_TURN


# -- the end of the game ----------------------------------------------------------------------
def final_apples(s: MerlinState) -> None:
    points = apple_points(s.apples, s.game.params.apple_points)
    _book_final(s, points, CAT_APPLES, "ME.final.apples", "apples")


def final_staffs(s: MerlinState) -> None:
    points = staff_points(s.staffs, s.game.params.staff_points)
    _book_final(s, points, CAT_STAFFS, "ME.final.staffs", "Merlin's staffs")


def final_leftovers(s: MerlinState) -> None:
    n = s.game.num_players
    points = leftover_points(
        [total_goods(s, p) for p in range(n)], s.game.params.leftover_goods_per_point
    )
    _book_final(s, points, CAT_LEFTOVERS, "ME.final.leftovers", "shields, flags and materials left")


def _book_final(
    s: MerlinState, points: dict[int, int], category: int, rule: str, what: str
) -> None:
    for p, pts in points.items():
        if pts:
            add_points(s, p, category, pts)
            say(s, rule, f"{name(s, p)} scores {pts} for {what}.", p)


BASE_FINAL_STEPS = (
    ("apples", final_apples),
    ("staffs", final_staffs),
    ("leftover goods", final_leftovers),
)


def final_scoring(s: MerlinState) -> None:
    """p. 12: the end-game categories, then the most points wins (ties share)."""
    for _, final_step in s.game.ruleset.final_steps:
        final_step(s)
    s.stage = TERMINAL
    best = max(s.score)
    winners = [name(s, p) for p in range(s.game.num_players) if s.score[p] == best]
    verb = "wins" if len(winners) == 1 else "share the victory"
    text = f"The game is over: {' and '.join(winners)} {verb} with {best} points."
    say(s, "ME.final.winner", text)
