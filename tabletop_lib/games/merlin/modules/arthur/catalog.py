"""The Arthur module's rules (``ME.arthur.*``), each citing the Portuguese Big Box manual
(pp. 16-19) or the project's rules note; the facts the manual leaves open are ``[choice]``s,
their data in data/merlin/arthur.json (unverified)."""

from __future__ import annotations

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"

RULES: tuple[tuple[str, str, str], ...] = (
    (
        "ME.arthur.setup",
        f"{M} p. 16, Changes to the setup (Mudanças na preparação; our translation)",
        "Arthur module: the action medallion goes on the board; each player takes a black die "
        "and an Arthur board; the Picts are shuffled into two face-down piles and 4 are turned "
        "face up on the display; Arthur, the Grail, Excalibur and the signet ring go on their "
        "spaces of the medallion. The rulebook does not settle this; here the piles are split "
        "evenly and the display is "
        "filled from them alternately.",
    ),
    (
        "ME.arthur.medallion",
        f"{M} p. 16, Changes to the setup (Mudanças na preparação; our translation); p. 19, New "
        "spaces on the action medallion (Novos espaços no medalhão de ações; our translation)",
        "Arthur module: the medallion covers four outer spaces with the apple, activate a "
        "henchman, move Arthur and points-per-manor spaces; the Grail and Excalibur leave the "
        "outer ring for the inner one. The rulebook text does not say which other two spaces "
        "are covered; here a stand-in is played, apart from the gold medallion's.",
    ),
    (
        "ME.arthur.inner-ring",
        f"{M} p. 17, The inner action spaces of the action medallion (Os espaços internos de ação "
        "do medalhão de ações; our translation)",
        "Arthur module: the inner ring holds 13 spaces (Grail, Excalibur, signet ring; stairs; "
        "four resource spaces; Merlin; three Picts spaces; replace a manor) and only Arthur "
        "walks it. The rulebook text does not give their order nor Arthur's start space; here a "
        "stand-in is played.",
    ),
    (
        "ME.arthur.black-die",
        f"{M} p. 17, Changes to the gameplay (Mudanças na jogabilidade; our translation)",
        "Arthur module: each player has five turns a round, with 3 dice of their colour, "
        "Merlin's white die and Arthur's black die, in any order. The black die moves Arthur "
        "exactly its value on the inner ring, clockwise or counter-clockwise as the player "
        "chooses; then the player takes the action of the space where Arthur stops.",
    ),
    (
        "ME.arthur.reroll",
        f"{M} p. 16, Changes to the setup (Mudanças na preparação; our translation)",
        "Arthur module: a player rolling 4 or 5 equal numbers rolls all 5 dice again, until "
        "at least 3 different numbers show, read as p. 5 is: a first roll without 4 equal "
        "numbers (a full house) stands. The rulebook does not settle this; here the same rule at "
        "every round's roll.",
    ),
    (
        "ME.arthur.space.signet-ring",
        f"{M} p. 17, The signet ring (O anel de sinete; our translation)",
        "Arthur module, signet ring space: the player takes the signet ring (from the board or "
        "its holder), then completes one mission card of their hand at once, scoring its "
        "points without its requirements. The rulebook does not settle this; here with an empty "
        "hand only the ring is taken; "
        "the card does not count as a second mission (no flag, no 2-point bonus).",
    ),
    (
        "ME.arthur.signet-extra-mission",
        f"{M} p. 17, The signet ring (O anel de sinete; our translation)",
        "Arthur module: the signet ring's mission comes in addition to the one mission a turn "
        "(which still needs its requirements); a player who completed two missions this way "
        "draws two new cards (display and/or deck) at the end of the turn.",
    ),
    (
        "ME.arthur.space.grail-excalibur",
        f"{M} p. 17, Grail, Excalibur and signet ring (Graal, Excalibur, e anel de sinete; our "
        "translation)",
        "Arthur module: the Grail and Excalibur spaces of the inner ring work as in the base game.",
    ),
    (
        "ME.arthur.space.stairs",
        f"{M} p. 17, Stairs (Escadas; our translation); example p. 17",
        "Arthur module, stairs: the player's knight advances to the next principality space "
        "clockwise and the player takes that principality space's action (a henchman goes "
        "there and acts).",
    ),
    (
        "ME.arthur.space.resource",
        f"{M} p. 17, Shield, flag, building material (Escudo, bandeira, material de construção; "
        "our translation)",
        "Arthur module, resource spaces: the player takes a shield, a flag or a building "
        "material (as the space shows) from any principality.",
    ),
    (
        "ME.arthur.space.influence",
        f"{M} p. 17, Influence marker (Marcador de influência; our translation)",
        "Arthur module, influence space: the player puts an influence marker from their castle "
        "(if any) in any principality.",
    ),
    (
        "ME.arthur.space.merlin",
        f"{M} p. 18, Merlin; example p. 18",
        "Arthur module, Merlin space: the player moves Merlin up to three spaces clockwise or "
        "counter-clockwise and takes the action where Merlin stops; a Merlin's staff may repeat "
        "it. The rulebook does not settle this; here at least one space.",
    ),
    (
        "ME.arthur.space.picts",
        f"{M} p. 18, Picts (Pictos; our translation); example p. 18",
        "Arthur module, Picts spaces: the player takes a Pict of the display, puts it by their "
        "Arthur board and gains its bonus at once (a manor built free on a free tile of the "
        "terrain shown, an apple, an influence marker in the principality shown, or the "
        "shield, flag or material shown), if available. The rulebook does not settle this; here a "
        "manor built this way on a "
        "tower tile gets the tower bonus (only the replacement excludes it).",
    ),
    (
        "ME.arthur.picts.refill",
        f"{M} p. 18, Picts (Pictos; our translation)",
        "Arthur module: the display's empty place is refilled at once from either pile. "
        "The rulebook does not settle this; here from the larger pile (the first on a tie), as "
        "both are face down.",
    ),
    (
        "ME.arthur.space.replace-manor",
        f"{M} p. 18, Replace a manor (Substituir um palacete; our translation); example p. 18",
        "Arthur module, replace a manor: the player returns another player's manor in the "
        "surroundings to its owner's supply and builds one of their own there, paying no "
        "material; no tower bonus. The rulebook does not settle this; here no treasure either "
        "(treasures module).",
    ),
    (
        "ME.arthur.space.apple",
        f"{M} p. 19, Apple (Maçã; our translation)",
        "Arthur module, apple space: the player takes an apple from the supply.",
    ),
    (
        "ME.arthur.space.activate-henchman",
        f"{M} p. 19, Activate a henchman (Ativar vassalo; our translation); example p. 19",
        "Arthur module, activate a henchman: one of the player's henchmen already in a "
        "principality takes its action there again.",
    ),
    (
        "ME.arthur.space.move-arthur",
        f"{M} p. 19, Move Arthur (Mover Arthur; our translation)",
        "Arthur module, move Arthur: the player moves Arthur 1 space clockwise or "
        "counter-clockwise and takes the action of the inner space where he stops.",
    ),
    (
        "ME.arthur.space.manor-points",
        f"{M} p. 19, Victory points for manors (Pontos de vitória pelos palacetes; our "
        "translation); example p. 19",
        "Arthur module, points per manor: the player scores 1 point per own manor in the "
        "surroundings (a victory-point space).",
    ),
    (
        "ME.arthur.nested-action",
        f"{M} pp. 17-19",
        "Arthur module: a space that moves a figure (stairs, Merlin, move Arthur) offers the "
        "action of the space the figure reaches, which may be taken or declined. The rulebook "
        "does not settle this; here a "
        "Merlin's staff spent on such a turn repeats the action of the last space reached.",
    ),
    (
        "ME.arthur.flags",
        f"{M} p. 16, Changes to the setup (Mudanças na preparação; our translation); p. 19",
        "Arthur module: the black and grey flags of the base game are swapped for the "
        "module's, whose special actions are any die for any figure and +/-1 on the die; "
        "the base actions of those two colours are not available. The rulebook does not settle "
        "this; here the black flag gives any die and the grey one +/-1.",
    ),
    (
        "ME.arthur.flag.any-die",
        f"{M} p. 19, The new special actions of the flags (As novas ações especiais permitidas "
        "por bandeiras; our translation)",
        "Arthur module flag: the chosen die may move the player's knight, Merlin or Arthur, "
        "with that figure's action (a Merlin's staff allowed when Merlin moves); the flag goes "
        "back to its principality.",
    ),
    (
        "ME.arthur.flag.die-step",
        f"{M} p. 19, Change by 1 (Trocar +/-1; our translation)",
        "Arthur module flag: the die used may be raised or lowered by 1 before moving the "
        "knight, Merlin or Arthur, so a figure may move 7 spaces, or 0 and take the action "
        "where it stands. The rulebook does not settle this; here one flag, one step, once a turn.",
    ),
    (
        "ME.arthur.scoring.one-manor-per-territory",
        f"{M} p. 19, Surroundings (Arredores; our translation)",
        "Arthur module: after the surroundings are scored, every player keeps at most one manor "
        "per territory, choosing which; the first player first, then clockwise; the others go "
        "back to the supply.",
    ),
    (
        "ME.arthur.scoring.picts",
        f"{M} p. 19, Changes to the scoring (Mudanças na pontuação; our translation); example p. "
        "19",
        "Arthur module, at each scoring: every player adds up the values of their Picts (none "
        "counts 0); the highest sums score 3, the lowest sums lose 3 (never below 0); then "
        "the Picts leave the game. The rulebook does not settle this; here scored after the "
        "henchmen; when every sum is equal "
        "nobody scores.",
    ),
    (
        "ME.arthur.scoring.signet-ring",
        f"{M} p. 19; example p. 19",
        "Arthur module: the holder of the signet ring adds 3 to their Picts' sum.",
    ),
)
