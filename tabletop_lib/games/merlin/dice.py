"""Rolling dice and rolling them again (manual p. 5 D, p. 10, p. 16, p. 31).

The manual words each re-roll as a trigger and an end: "Caso um jogador role 3 ou 4 valores
iguais [the trigger], ele deve rolar novamente todos os seus dados, repetidamente, até que o
resultado mostre pelo menos 3 números diferentes [the end]" (p. 5 D; p. 16 for Arthur's five
dice with "4 ou 5 números iguais"; p. 31 for Morgana's dice). The round's roll, p. 10, ends
instead when "o resultado não mostre mais que 2 vezes um mesmo valor". One reading serves every
passage: a first roll that does not show its trigger stands, whatever it shows (two pairs, a
full house); once triggered, the dice are rolled until the passage's own end shows. The option
``reroll_reading="trigger"`` reads the end as a restatement of the trigger instead: roll again
while the trigger shows. The numbers are :class:`params.Reroll` values.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .params import LITERAL_REROLL, Reroll

if TYPE_CHECKING:
    from tabletop_lib.core.rng import Rng


def most_of_one_value(values: list[int]) -> int:
    """How many dice show the commonest value."""
    return max(map(values.count, values))  # (map: no generator frame per roll)


def triggered(rule: Reroll, values: list[int]) -> bool:
    """Whether a roll shows the passage's trigger (``rule.trigger`` or more equal values)."""
    # k dice showing d different values show at most k - d + 1 equal ones: most rolls are
    # settled by their set of values, without counting each value
    if len(values) - len(set(values)) + 1 < rule.trigger:
        return False
    return most_of_one_value(values) >= rule.trigger


def ended(rule: Reroll, values: list[int]) -> bool:
    """Whether a re-roll shows the passage's end ("pelo menos 3 números diferentes" or "não
    mais que 2 vezes um mesmo valor")."""
    if rule.until_distinct and len(set(values)) < rule.until_distinct:
        return False
    return not (rule.until_most_same and most_of_one_value(values) > rule.until_most_same)


def roll_with_rerolls(
    rng: Rng, faces: int, count: int, rule: Reroll, reading: str = LITERAL_REROLL
) -> list[list[int]]:
    """Every roll of ``count`` dice of ``faces`` faces (drawn from ``rng``) until one stands,
    the standing roll last: the first roll stands unless it shows the trigger; after it a roll
    stands when it shows the end (``reading="literal"``) or no longer shows the trigger
    (``"trigger"``)."""
    rolls = [rng.roll(count, faces)]
    while True:
        last = rolls[-1]
        if len(rolls) == 1 or reading != LITERAL_REROLL:
            if not triggered(rule, last):
                return rolls
        elif ended(rule, last):
            return rolls
        rolls.append(rng.roll(count, faces))


def rerolls_said(rolls: list[list[int]]) -> str:
    """The narration's " (after 2 re-rolls)", or nothing when the first roll stood."""
    again = len(rolls) - 1
    return f" (after {again} re-roll{'s' if again > 1 else ''})" if again else ""
