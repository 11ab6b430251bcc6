"""The Arthur module's rules (``ME.arthur.*``), each citing the Portuguese Big Box manual
(pp. 16-19) or the project's rules note; the facts the manual leaves open are ``[choice]``s,
their data in games/merlin/data/arthur.json (unverified)."""

from __future__ import annotations

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.arthur.setup",
        f"{M} p. 16, Mudanças na preparação",
        "Arthur module: the action medallion goes on the board; each player takes a black die "
        "and an Arthur board; the Picts are shuffled into two face-down piles and 4 are turned "
        "face up on the display; Arthur, the Grail, Excalibur and the signet ring go on their "
        "spaces of the medallion. [choice] The piles are split evenly and the display is "
        "filled from them alternately.",
    ),
    (
        "ME.arthur.medallion",
        f"{M} p. 16, Mudanças na preparação; p. 19, Novos espaços no medalhão de ações;"
        " docs/rules/merlin.md §2.3",
        "Arthur module: the medallion covers four outer spaces with the apple, activate a "
        "henchman, move Arthur and points-per-manor spaces; the Grail and Excalibur leave the "
        "outer ring for the inner one. [choice] Which other two spaces are covered is not "
        "public: games/merlin/data/arthur.json (unverified), disjoint from the gold medallion's.",
    ),
    (
        "ME.arthur.inner-ring",
        f"{M} p. 17, Os espaços internos de ação do medalhão de ações; docs/rules/merlin.md §2.3",
        "Arthur module: the inner ring holds 13 spaces (Grail, Excalibur, signet ring; stairs; "
        "four resource spaces; Merlin; three Picts spaces; replace a manor) and only Arthur "
        "walks it. [choice] Their order and Arthur's start space are not public: "
        "games/merlin/data/arthur.json (unverified).",
    ),
    (
        "ME.arthur.black-die",
        f"{M} p. 17, Mudanças na jogabilidade",
        "Arthur module: each player has five turns a round, with 3 dice of their colour, "
        "Merlin's white die and Arthur's black die, in any order. The black die moves Arthur "
        "exactly its value on the inner ring, clockwise or counter-clockwise as the player "
        "chooses; then the player takes the action of the space where Arthur stops.",
    ),
    (
        "ME.arthur.reroll",
        f"{M} p. 16, Mudanças na preparação",
        "Arthur module: a player rolling 4 or 5 equal numbers rolls all 5 dice again, until "
        "at least 3 different numbers show, read as p. 5 is: a first roll without 4 equal "
        "numbers (a full house) stands. [choice] The same rule at every round's roll.",
    ),
    (
        "ME.arthur.space.signet-ring",
        f"{M} p. 17, O anel de sinete",
        "Arthur module, signet ring space: the player takes the signet ring (from the board or "
        "its holder), then completes one mission card of their hand at once, scoring its "
        "points without its requirements. [choice] With an empty hand only the ring is taken; "
        "the card does not count as a second mission (no flag, no 2-point bonus).",
    ),
    (
        "ME.arthur.signet-extra-mission",
        f"{M} p. 17, O anel de sinete",
        "Arthur module: the signet ring's mission comes in addition to the one mission a turn "
        "(which still needs its requirements); a player who completed two missions this way "
        "draws two new cards (display and/or deck) at the end of the turn.",
    ),
    (
        "ME.arthur.space.grail-excalibur",
        f"{M} p. 17, Graal, Excalibur, e anel de sinete",
        "Arthur module: the Grail and Excalibur spaces of the inner ring work as in the base game.",
    ),
    (
        "ME.arthur.space.stairs",
        f"{M} p. 17, Escadas; example p. 17",
        "Arthur module, stairs: the player's knight advances to the next principality space "
        "clockwise and the player takes that principality space's action (a henchman goes "
        "there and acts).",
    ),
    (
        "ME.arthur.space.resource",
        f"{M} p. 17, Escudo, bandeira, material de construção",
        "Arthur module, resource spaces: the player takes a shield, a flag or a building "
        "material (as the space shows) from any principality.",
    ),
    (
        "ME.arthur.space.influence",
        f"{M} p. 17, Marcador de influência",
        "Arthur module, influence space: the player puts an influence marker from their castle "
        "(if any) in any principality.",
    ),
    (
        "ME.arthur.space.merlin",
        f"{M} p. 18, Merlin; example p. 18",
        "Arthur module, Merlin space: the player moves Merlin up to three spaces clockwise or "
        "counter-clockwise and takes the action where Merlin stops; a Merlin's staff may repeat "
        "it. [choice] At least one space.",
    ),
    (
        "ME.arthur.space.picts",
        f"{M} p. 18, Pictos; example p. 18",
        "Arthur module, Picts spaces: the player takes a Pict of the display, puts it by their "
        "Arthur board and gains its bonus at once (a manor built free on a free tile of the "
        "terrain shown, an apple, an influence marker in the principality shown, or the "
        "shield, flag or material shown), if available. [choice] A manor built this way on a "
        "tower tile gets the tower bonus (only the replacement excludes it).",
    ),
    (
        "ME.arthur.picts.refill",
        f"{M} p. 18, Pictos",
        "Arthur module: the display's empty place is refilled at once from either pile. "
        "[choice] From the larger pile (the first on a tie), as both are face down.",
    ),
    (
        "ME.arthur.space.replace-manor",
        f"{M} p. 18, Substituir um palacete; example p. 18",
        "Arthur module, replace a manor: the player returns another player's manor in the "
        "surroundings to its owner's supply and builds one of their own there, paying no "
        "material; no tower bonus. [choice] No treasure either (treasures module).",
    ),
    (
        "ME.arthur.space.apple",
        f"{M} p. 19, Maçã",
        "Arthur module, apple space: the player takes an apple from the supply.",
    ),
    (
        "ME.arthur.space.activate-henchman",
        f"{M} p. 19, Ativar vassalo; example p. 19",
        "Arthur module, activate a henchman: one of the player's henchmen already in a "
        "principality takes its action there again.",
    ),
    (
        "ME.arthur.space.move-arthur",
        f"{M} p. 19, Mover Arthur",
        "Arthur module, move Arthur: the player moves Arthur 1 space clockwise or "
        "counter-clockwise and takes the action of the inner space where he stops.",
    ),
    (
        "ME.arthur.space.manor-points",
        f"{M} p. 19, Pontos de vitória pelos palacetes; example p. 19",
        "Arthur module, points per manor: the player scores 1 point per own manor in the "
        "surroundings (a victory-point space).",
    ),
    (
        "ME.arthur.nested-action",
        f"{M} pp. 17-19; docs/rules/merlin.md §5.11",
        "Arthur module: a space that moves a figure (stairs, Merlin, move Arthur) offers the "
        "action of the space the figure reaches, which may be taken or declined. [choice] A "
        "Merlin's staff spent on such a turn repeats the action of the last space reached.",
    ),
    (
        "ME.arthur.flags",
        f"{M} p. 16, Mudanças na preparação; p. 19; docs/rules/merlin.md §5.11",
        "Arthur module: the black and grey flags of the base game are swapped for the "
        "module's, whose special actions are any die for any figure and +/-1 on the die; "
        "the base actions of those two colours are not available. [choice] Black: any die; "
        "grey: +/-1 (games/merlin/data/arthur.json, unverified).",
    ),
    (
        "ME.arthur.flag.any-die",
        f"{M} p. 19, As novas ações especiais permitidas por bandeiras",
        "Arthur module flag: the chosen die may move the player's knight, Merlin or Arthur, "
        "with that figure's action (a Merlin's staff allowed when Merlin moves); the flag goes "
        "back to its principality.",
    ),
    (
        "ME.arthur.flag.die-step",
        f"{M} p. 19, Trocar +/-1",
        "Arthur module flag: the die used may be raised or lowered by 1 before moving the "
        "knight, Merlin or Arthur, so a figure may move 7 spaces, or 0 and take the action "
        "where it stands. [choice] One flag, one step, once a turn.",
    ),
    (
        "ME.arthur.scoring.one-manor-per-territory",
        f"{M} p. 19, Arredores",
        "Arthur module: after the surroundings are scored, every player keeps at most one manor "
        "per territory, choosing which; the first player first, then clockwise; the others go "
        "back to the supply.",
    ),
    (
        "ME.arthur.scoring.picts",
        f"{M} p. 19, Mudanças na pontuação; example p. 19",
        "Arthur module, at each scoring: every player adds up the values of their Picts (none "
        "counts 0); every player with the highest sum scores 3, every player with the lowest "
        "loses 3 (never below 0); then "
        "the Picts leave the game. [choice] Scored after the henchmen; when every sum is equal "
        "nobody scores.",
    ),
    (
        "ME.arthur.scoring.signet-ring",
        f"{M} p. 19; example p. 19",
        "Arthur module: the holder of the signet ring adds 3 to their Picts' sum.",
    ),
)
