"""Brian Boru's state constants: decision stages, program labels, score categories."""

from __future__ import annotations

# Decision stages: what the current player is asked for.
(
    SETUP_TOWN,
    DRAFT,
    MARK,
    PLAY,
    SECONDARY,
    BUY,
    EXPAND,
    REMOVE_VIKING,
    CLAIM_TOWN,
    PRINCESS,
    SURRENDER,
    MONASTERY,
    TERMINAL,
) = range(13)

STAGE_NAMES = (
    "setup",
    "card selection",
    "tricks",
    "tricks",
    "tricks",
    "tricks",
    "tricks",
    "tricks",
    "upkeep: marriage",
    "upkeep: marriage",
    "upkeep: battle",
    "upkeep: church",
    "game over",
)

# Claim token positions: face down, face up on the board, or the holder's seat.
FACE_DOWN = -2
ON_BOARD = -1
# The Princess of Denmark in the marriage deck (ordinary cards are indices into the data).
PRINCESS_CARD = -1
NO_CARD = -2

# Score categories, in the order a breakdown lists them.
CATEGORIES = (
    "start",
    "coin penalty",
    "marriage cards",
    "princess",
    "battle spoils",
    "battle recount",
    "church recount",
    "most coins",
    "active town marker",
    "renown",
    "claim tokens held",
    "claim tokens on board",
    "regions",
)
(
    CAT_START,
    CAT_COIN_PENALTY,
    CAT_MARRIAGE,
    CAT_PRINCESS,
    CAT_SPOILS,
    CAT_BATTLE_RECOUNT,
    CAT_CHURCH_RECOUNT,
    CAT_MOST_COINS,
    CAT_MARKER,
    CAT_RENOWN,
    CAT_CLAIM_HELD,
    CAT_CLAIM_BOARD,
    CAT_REGIONS,
) = range(len(CATEGORIES))
NUM_CATEGORIES = len(CATEGORIES)

# Program counter labels: the automatic steps between decisions (see rules.run).
(
    PC_SETUP_NEXT,
    PC_DRAFT_NEXT,
    PC_TRICK_START,
    PC_RESOLVE_NEXT,
    PC_SYMBOLS,
    PC_MARRIAGE,
    PC_MARRIAGE_TRACK,
    PC_BATTLE,
    PC_BATTLE_LOSERS,
    PC_BATTLE_SPOILS,
    PC_CHURCH,
    PC_CHURCH_LEADER_DONE,
    PC_CHURCH_FOUR,
    PC_CLAIM,
    PC_NEW_ROUND,
) = range(15)

# Players are named by the colour of their discs as the board views draw them (seat order).
PLAYER_NAMES = ("Purple", "Green", "Brown", "Cyan", "Grey")
