"""Every number of the Brian Boru rulebook, and the options for the gaps it leaves.

Numbers cite the Portuguese rulebook's headings (Brian Boru: High King of Ireland, Portuguese
edition, Osprey Games) or the project's rules notes, docs/rules/brian_boru.md, as "docs/rules
§n". Board and card facts live in games/brian_boru/data/.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from tabletop_lib.core.errors import ConfigError
from tabletop_lib.core.options import check_choice
from tabletop_lib.core.words import and_list

PLAYER_COUNTS = (3, 4, 5)
_COUNTS = and_list([str(n) for n in PLAYER_COUNTS], "or")

# Region spread table (rulebook "Pontuação Final"; docs/rules §5): regions with a town -> points.
_REGION_SPREAD = MappingProxyType({0: 0, 1: 0, 2: 0, 3: 1, 4: 1, 5: 3, 6: 5, 7: 7, 8: 10})

LEAD_FALLBACKS = ("any-town-any-card",)
HALF_POINT_RIVALS = ("players", "players-and-vikings")
VIKING_CLAIM_TIES = ("player-takes", "token-stays")
MONASTERY_AT_END = ("one-town", "two-towns")


@dataclass(frozen=True)
class Params:
    """Rulebook numbers and options for one player count. Build with :func:`make_params`."""

    num_players: int
    start_coins: int = 3  # Preparação 4
    start_renown: int = 1  # Preparação 4
    start_score: int = 10  # Preparação 5
    cards_dealt: int = 0  # Seleção de Cartas 2: 8 / 6 / 5
    cards_picked_per_pass: int = 2  # Seleção de Cartas 3
    keep_whole_pack_at: int = 2  # Seleção de Cartas 7: a pack of 1 or 2 is kept whole
    extra_cost: int = 2  # church, raider and courtship extras cost 2 coins each
    expand_cost: int = 5  # Expansão por estrada
    pay_coin_penalty: int = 2  # Moeda invertida: lose 2 points without a coin
    marriage_cards_in_deck: int = 0  # Preparação 9: 2 (3 players) or 3 (4-5), plus the Princess
    church_monastery_threshold: int = 4  # docs/rules §4.3 step 3
    monastery_town_weight: int = 2  # a monastery town counts as two towns (docs/rules §4.4)
    battle_spoils_renown: int = 1  # docs/rules §4.2 (a)
    recount_points: int = 1  # docs/rules §4.2 (b), §4.3 step 2
    most_coins_points: int = 1  # Pontuação Final
    marker_points: int = 1  # Pontuação Final
    renown_points: int = 1  # Pontuação Final
    region_spread: Mapping[int, int] = field(default_factory=lambda: _REGION_SPREAD)
    # -- options for the gaps of docs/rules §6 ---------------------------------------------
    lead_fallback: str = "any-town-any-card"
    """docs/rules §6.1: a leader with no legal lead on any empty town picks any empty town and
    card."""
    half_point_rivals: str = "players"
    """docs/rules §5: who competes for half points of a face-up token left on the board."""
    viking_strengths: tuple[int, ...] | None = None
    """Override the Viking deck (games/brian_boru/data/cards.json, unverified) with these values."""
    viking_claim_tie: str = "player-takes"
    """BB.upkeep.claim.vikings-tie [gap]: when the Vikings tie the sole leading player of a
    region, that player takes the token ("player-takes", the English rulebook read among
    players) or the token stays where it is ("token-stays")."""
    monastery_at_end: str = "one-town"
    """BB.final.claim-board.monastery [gap]: a monastery town counts as one town for the half
    points at the end ("one-town": the rulebook doubles it only for turning tokens face up and
    for claiming regions) or as two ("two-towns")."""

    @property
    def tricks_per_round(self) -> int:
        """Tricks are played until every hand holds one card (Fase de Ações): 7 / 5 / 4."""
        return self.cards_dealt - 1

    @property
    def rounds(self) -> int:
        """BB.round.count: one round per marriage card, the Princess included: 3 / 4 / 4."""
        return self.marriage_cards_in_deck + 1

    @property
    def final_monastery_weight(self) -> int:
        """How many towns a monastery town counts for the half points at the end."""
        return self.monastery_town_weight if self.monastery_at_end == "two-towns" else 1


OPTION_HELP: Mapping[str, str] = MappingProxyType(
    {
        "lead_fallback": "what a leader with no legal lead may do: 'any-town-any-card' "
        "(the rulebook does not say)",
        "half_point_rivals": "who ties for half points of a face-up token on the board at the "
        "end: 'players' (default) or 'players-and-vikings' (the rulebook does not say)",
        "viking_strengths": "a list of at least 4 non-negative ints (one Viking card per "
        "round; the box has 7) replacing the unverified Viking deck, e.g. 13,11,12,13",
        "viking_claim_tie": "who gets a claim token when the Vikings tie the sole leading "
        "player of a region: 'player-takes' (default) or 'token-stays'",
        "monastery_at_end": "how many towns a monastery town counts for the half points of a "
        "face-up token on the board at the end: 'one-town' (default) or 'two-towns'",
    }
)

LIST_OPTIONS = ("viking_strengths",)
"""The options that take a list (the command line reads ``a,b`` or ``[a, b]``)."""

MIN_VIKING_CARDS = 4
"""At most four rounds are played (Preparação 9), each revealing one Viking card."""


def make_params(num_players: int, **options: Any) -> Params:
    """The parameters for ``num_players`` with ``options`` checked (``ConfigError`` if bad)."""
    if num_players not in PLAYER_COUNTS:
        raise ConfigError(f"Brian Boru is for {_COUNTS} players, not {num_players!r}")
    lead = check_choice(
        "lead_fallback", options.get("lead_fallback", "any-town-any-card"), LEAD_FALLBACKS
    )
    rivals = check_choice(
        "half_point_rivals", options.get("half_point_rivals", "players"), HALF_POINT_RIVALS
    )
    vikings = options.get("viking_strengths")
    if vikings is not None:
        if (
            not isinstance(vikings, (list, tuple))
            or len(vikings) < MIN_VIKING_CARDS
            or not all(isinstance(v, int) and not isinstance(v, bool) and v >= 0 for v in vikings)
        ):
            raise ConfigError(
                f"viking_strengths must be a list of at least {MIN_VIKING_CARDS} non-negative "
                f"ints, not {vikings!r}"
            )
        vikings = tuple(vikings)
    claim_tie = _one_of(options, "viking_claim_tie", VIKING_CLAIM_TIES)
    monastery_at_end = _one_of(options, "monastery_at_end", MONASTERY_AT_END)
    return Params(
        num_players=num_players,
        cards_dealt={3: 8, 4: 6, 5: 5}[num_players],
        marriage_cards_in_deck={3: 2, 4: 3, 5: 3}[num_players],
        lead_fallback=lead,
        half_point_rivals=rivals,
        viking_strengths=vikings,
        viking_claim_tie=claim_tie,
        monastery_at_end=monastery_at_end,
    )


def _one_of(options: Mapping[str, Any], key: str, allowed: tuple[str, ...]) -> str:
    """The value of option ``key`` (the first allowed value by default), checked."""
    value = options.get(key, allowed[0])
    if value not in allowed:
        words = " or ".join(repr(a) for a in allowed)
        raise ConfigError(f"{key} must be {words}, not {value!r}")
    return str(value)
