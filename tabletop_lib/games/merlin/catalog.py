"""Every rule of the Merlin base game with its id, citation and one plain sentence.

Citations name the page and heading of the Portuguese Big Box manual (``M``: Merlin: Big Box,
Queen Games, 2020) or a section of the project's rules notes (``REF``: docs/rules/merlin.md, the
outside facts and readings, with sources and confidence).
Decisions taken where the manual is silent or ambiguous are marked "[choice]" and listed in
games/merlin/data/README.md.
"""

from __future__ import annotations

from tabletop_lib.core.rules import register_rules

M = "Merlin: Big Box manual, Portuguese edition (Queen Games, 2020)"


RULES: tuple[tuple[str, str, str], ...] = (
    # -- the turn -------------------------------------------------------------------------
    (
        "ME.turn.pending-decision",
        f"{M} p. 6, Gameplay (Jogabilidade; our translation)",
        "Only the decision the game is waiting for can be taken now.",
    ),
    (
        "ME.turn.game-over",
        f"{M} p. 12, End of the game (Fim de jogo; our translation)",
        "Nothing can be done once the game is over.",
    ),
    (
        "ME.turn.choose-die",
        f"{M} p. 6, Gameplay (Jogabilidade; our translation)",
        "The player chooses one unused die and sets it aside without changing its value.",
    ),
    (
        "ME.turn.knight-moves-clockwise",
        f"{M} p. 6, One of the player's personal dice (Um dos dados pessoais do jogador; our "
        "translation)",
        "A personal die moves the player's own knight clockwise exactly its value.",
    ),
    (
        "ME.turn.merlin-moves-either-way",
        f"{M} p. 6, Merlin's white die (O dado branco de Merlin; our translation)",
        "The Merlin die moves Merlin exactly its value, clockwise or counter-clockwise.",
    ),
    (
        "ME.turn.take-or-decline",
        f"{M} p. 6, Note (Nota; our translation)",
        "The player then takes the action of the space where the move ended, or declines it; "
        "a turn cannot be skipped.",
    ),
    (
        "ME.turn.knights-share-spaces",
        f"{M} p. 6, Note (Nota; our translation)",
        "Any number of knights may stand on one space.",
    ),
    (
        "ME.turn.end",
        f"{M} p. 6, Gameplay (Jogabilidade; our translation)",
        "After the action the turn ends and the next player clockwise plays.",
    ),
    (
        "ME.staff.double-action",
        f"{M} p. 6, Merlin's staffs (Os Cajados de Merlin; our translation)",
        "After moving Merlin a player may spend a staff to take the action twice, the first "
        "completely before the second; the staff leaves the game.",
    ),
    (
        "ME.apple.change-die",
        f"{M} p. 6, The apples (As maçãs; our translation)",
        "A player may return an apple to set the die being used to any other face. The rulebook "
        "does not settle this; here "
        "any die of the player's, Merlin's included, at the moment it is used.",
    ),
    (
        "ME.dice.roll",
        f"{M} p. 5 (D), p. 10",
        "Each player rolls their three dice and their Merlin die.",
    ),
    (
        "ME.dice.reroll",
        f"{M} p. 5 (D), p. 10",
        "A player whose roll shows one value three or more times rolls all their dice again, at "
        "set-up until at least 3 different numbers show (p. 5), at a round's roll until no "
        "value shows more than twice (p. 10): a first roll of two pairs stands.",
    ),
    # -- rounds -------------------------------------------------------------------------------
    (
        "ME.round.end",
        f"{M} p. 10, End of a round (Fim de uma rodada; our translation)",
        "A round ends when everyone has used all their dice; scoring follows rounds 2, 4 and 6.",
    ),
    (
        "ME.round.extra-turns",
        f"{M} p. 28 (the market, temporary worker (o mercado, trabalhador temporário; our "
        "translation)) and p. 31 (Morgana, an additional action (Morgana, uma ação adicional; "
        "our translation))",
        "With a module that gives turns without a die of one's own (Morgana's dice, the "
        "market's temporary worker), the round goes on after the normal turns, clockwise from "
        "the first player: a player takes a turn while they still hold a die or the module "
        "offers them one. The rulebook does not settle this; here a player with no die left may "
        "pass, and is then not asked "
        "again this round.",
    ),
    (
        "ME.round.prepare",
        f"{M} p. 10, Preparing the next round (Preparando a próxima rodada; our translation)",
        "Before the next round everyone rolls again, the round marker advances and the first "
        "player marker passes to the left.",
    ),
    # -- missions -----------------------------------------------------------------------------
    (
        "ME.mission.complete",
        f"{M} p. 9, Mission cards (Cartas de missão; our translation)",
        "At any time in their turn the player may complete a mission card from their hand whose "
        "requirements they meet, scoring its points.",
    ),
    (
        "ME.mission.requirements-held",
        f"{M} p. 9, Important (Importante; our translation)",
        "Mission requirements need only be held; nothing is spent.",
    ),
    (
        "ME.mission.one-per-turn",
        f"{M} p. 9",
        "At most one mission per turn (two with the missions flag).",
    ),
    (
        "ME.mission.draw-replacement",
        f"{M} p. 9",
        "After completing a mission the player draws a new card at the end of the turn, from "
        "the display or the deck.",
    ),
    (
        "ME.mission.refill-display",
        f"{M} p. 8-9",
        "A card taken from the display is replaced at once from the deck.",
    ),
    (
        "ME.mission.reshuffle",
        f"{M} p. 8-9",
        "When the deck is empty, the discards are shuffled into a new deck.",
    ),
    (
        "ME.mission.requirement.goods",
        f"{M} p. 13, Requirements of the mission cards (Requisito das cartas de missão; our "
        "translation)",
        "Specific shields, flags or materials: that many of that kind and colour.",
    ),
    (
        "ME.mission.requirement.goods-any-colour",
        f"{M} p. 13",
        "Shields, flags or materials of any colours: that many of that kind.",
    ),
    (
        "ME.mission.requirement.influence-in",
        f"{M} p. 13",
        "Influence markers in a particular principality: that many there.",
    ),
    (
        "ME.mission.requirement.influence-any",
        f"{M} p. 13",
        "Influence markers in any principality. The rulebook does not settle this; here that many "
        "in one principality.",
    ),
    (
        "ME.mission.requirement.henchman-in",
        f"{M} p. 13",
        "A specific henchman in a particular principality.",
    ),
    (
        "ME.mission.requirement.henchmen-in",
        f"{M} p. 13",
        "Any two of the player's henchmen in a particular principality.",
    ),
    (
        "ME.mission.requirement.henchmen-together",
        f"{M} p. 13",
        "Two specific henchmen together in any one principality.",
    ),
    # -- the spaces ---------------------------------------------------------------------------
    (
        "ME.space.principality",
        f"{M} p. 6, Principality spaces (Espaços dos principados; our translation)",
        "Place one of your henchmen, from your castle or another principality, in this space's "
        "principality; it then acts.",
    ),
    (
        "ME.space.principality.not-same",
        f"{M} p. 6",
        "The henchman comes from the castle or one of the other five principalities, not from "
        "the principality itself.",
    ),
    (
        "ME.space.principality.displace",
        f"{M} p. 6",
        "An opponent's henchman of the same kind in that principality goes back to its "
        "owner's castle.",
    ),
    (
        "ME.henchman.builder",
        f"{M} p. 7, Builder (Construtor; our translation)",
        "The builder takes a building material of its principality, if available.",
    ),
    (
        "ME.henchman.flag-bearer",
        f"{M} p. 7, Flag-bearer (Porta-bandeira; our translation)",
        "The flag-bearer takes a flag of its principality, if available.",
    ),
    (
        "ME.henchman.shield-bearer",
        f"{M} p. 7, Shield-bearer (Escudeiro; our translation)",
        "The shield-bearer takes a shield of its principality, if available.",
    ),
    (
        "ME.henchman.lady-in-waiting",
        f"{M} p. 7, Lady-in-waiting (Dama de Companhia; our translation)",
        "The lady-in-waiting places one of your influence markers from the castle in her "
        "principality, if you have one.",
    ),
    (
        "ME.space.victory-points",
        f"{M} p. 7, Victory point spaces (Espaços de pontos de vitória; our translation)",
        "A point per shield, flag or material you hold, or per influence marker of yours on "
        "the board, as the space shows.",
    ),
    (
        "ME.space.influence-good",
        f"{M} p. 7, Influence spaces (Espaços de influência; our translation)",
        "Take a shield, flag or material, as the space shows, from a principality where you "
        "have an influence marker.",
    ),
    (
        "ME.space.influence-henchman",
        f"{M} p. 7, Henchman (Vassalo; our translation)",
        "Send one of your henchmen (from the castle or another principality) to a principality "
        "where you have an influence marker; it acts.",
    ),
    (
        "ME.space.relocate",
        f"{M} p. 8, Relocate a henchman (Realocar um vassalo; our translation)",
        "Move one of your placed henchmen to the next principality clockwise or "
        "counter-clockwise; it acts.",
    ),
    (
        "ME.space.relocate.all-home",
        f"{M} p. 8, Exception (Exceção; our translation)",
        "If all your henchmen are home, send one to any principality instead; it acts.",
    ),
    (
        "ME.space.exchange",
        f"{M} p. 8, Exchange spaces (Espaços de permuta; our translation)",
        "Return one of your shields, flags or materials to its principality and take any one "
        "from any principality.",
    ),
    (
        "ME.space.missions",
        f"{M} p. 8, Mission spaces (Espaços de missão; our translation)",
        "Discard up to two mission cards, then draw as many from the display and/or the deck.",
    ),
    (
        "ME.space.excalibur",
        f"{M} p. 8, Excalibur",
        "Defeat one traitor of your castle (it is discarded) and take Excalibur.",
    ),
    (
        "ME.space.grail",
        f"{M} p. 8, The Grail (O Graal; our translation)",
        "Take an apple from the supply and take the Grail.",
    ),
    (
        "ME.space.build-manor",
        f"{M} p. 9, Building a manor (Construir um palacete; our translation)",
        "Build one manor on a free tile of the surroundings, paying a material it accepts.",
    ),
    ("ME.manor.one-per-tile", f"{M} p. 9", "A tile holds at most one manor."),
    ("ME.manor.limit", f"{M} p. 9", "No player builds more than 7 manors."),
    (
        "ME.manor.material-line",
        f"{M} p. 9, Building material required (Material de construção requerido; our translation)",
        "A tile accepts the materials whose colours a straight line from it in one of the six "
        "directions meets on the top or bottom frame; the material goes back to its "
        "principality.",
    ),
    (
        "ME.manor.tower-bonus",
        f"{M} p. 9",
        "A manor on a tower tile also gives a shield or a flag of any principality, or an "
        "influence marker placed in any principality (optional).",
    ),
    # -- flags -------------------------------------------------------------------------------
    (
        "ME.flag.use",
        f"{M} p. 13, Flags (Bandeiras; our translation)",
        "Each flag gives one special action; any number may be used in a turn; a used flag "
        "returns to its principality.",
    ),
    (
        "ME.flag.repel-traitors",
        f"{M} p. 13, Drive out traitors (Expulsar traidores; our translation)",
        "Discard all your traitors of one shield colour without spending shields.",
    ),
    (
        "ME.flag.missions",
        f"{M} p. 13, Missions (Missões; our translation)",
        "Complete a second mission this turn, after the first, for 2 more points; draw two at "
        "the end of the turn.",
    ),
    (
        "ME.flag.reverse",
        f"{M} p. 13, Reverse (Inverter; our translation)",
        "Move your knight counter-clockwise.",
    ),
    (
        "ME.flag.flip-die",
        f"{M} p. 13, Turn a die over (Virar um dado; our translation)",
        "Before moving the knight, turn the die moving it to its opposite face (the rulebook "
        "does not say whether a die moving Merlin or Arthur may be turned; here it may not).",
    ),
    (
        "ME.flag.other-action",
        f"{M} p. 13, A different action (Ação diferente; our translation)",
        "After moving your knight, take instead the action of a space where another player's "
        "knight stands.",
    ),
    (
        "ME.flag.mirror",
        f"{M} p. 13, Mirror (Espelho; our translation)",
        "After moving your knight, put it on the opposite space and take that action; it stays "
        "there.",
    ),
    (
        "ME.flag.one-redirect",
        f"{M} p. 13",
        "The rulebook does not settle this; here only one of the mirror and other-action flags "
        "changes the space of a turn.",
    ),
    # -- setup -------------------------------------------------------------------------------
    (
        "ME.setup.round-marker",
        f"{M} p. 4, Setup, step 2 (Preparação 2; our translation)",
        "The round marker starts on round 1.",
    ),
    (
        "ME.setup.merlin",
        f"{M} p. 4, Setup, step 3 (Preparação 3; our translation)",
        "Merlin starts on the Dragon's (black) principality space.",
    ),
    (
        "ME.setup.grail-excalibur",
        f"{M} p. 4, Setup, step 4 (Preparação 4; our translation)",
        "The Grail and Excalibur start on their spaces.",
    ),
    (
        "ME.setup.supplies",
        f"{M} p. 3-4, Setup, step 5-6 (Preparação 5-6; our translation)",
        "Each principality holds 6 shields, 6 flags and 6 materials of its colour; the apples go "
        "to the supply.",
    ),
    (
        "ME.setup.missions",
        f"{M} p. 4, Setup, step 7 (Preparação 7; our translation)",
        "The mission deck is shuffled face down and three cards are turned face up as the display.",
    ),
    (
        "ME.setup.traitors",
        f"{M} p. 5, Setup, step 8 (Preparação 8; our translation)",
        "The traitors are shuffled face down into three piles.",
    ),
    (
        "ME.setup.surroundings",
        f"{M} p. 5, Setup, step 9 (Preparação 9; our translation)",
        "The terrain tiles are shuffled and laid face up in rows of 6 between the frames.",
    ),
    (
        "ME.setup.surroundings.small",
        f"{M} p. 5, Setup, step 9 (Preparação 9; our translation), Note (Nota; our translation)",
        "With 2 or 3 players one tile of each of the six kinds is removed first.",
    ),
    (
        "ME.setup.first-player",
        f"{M} p. 5, Setup, step 10 (Preparação 10; our translation)",
        "A random player is the first player.",
    ),
    (
        "ME.setup.player-components",
        f"{M} p. 4 (A)",
        "Each player takes a castle board, a knight, 4 henchmen, influence markers, 3 staffs, 7 "
        "manors, 3 dice, a Merlin die and an apple; scores start at 0.",
    ),
    (
        "ME.setup.start-tile",
        f"{M} p. 5 (B)",
        "A start tile gives each player a principality: the knight starts on its space, the "
        "player takes its flag, shield and material and puts an influence marker there.",
    ),
    (
        "ME.setup.traitors-dealt",
        f"{M} p. 5 (C)",
        "Each player takes 3 traitors and puts them face up above the matching shields.",
    ),
    ("ME.setup.missions-dealt", f"{M} p. 5 (C)", "Each player draws a hand of 4 mission cards."),
    # -- scoring ------------------------------------------------------------------------------
    (
        "ME.scoring.order",
        f"{M} p. 10-11, Scoring (Pontuação; our translation)",
        "A scoring takes the categories in order: traitors, surroundings, influence, henchmen.",
    ),
    (
        "ME.scoring.traitors.repel",
        f"{M} p. 10, Category: traitors (Categoria: traidores; our translation) (a)",
        "Each traitor is repelled by returning one shield of its colour to its principality.",
    ),
    (
        "ME.scoring.traitors.penalty",
        f"{M} p. 10 (a)",
        "A player loses 3 points for each traitor not repelled.",
    ),
    ("ME.scoring.score-floor", f"{M} p. 10 (a)", "A score never goes below 0."),
    ("ME.scoring.traitors.discard", f"{M} p. 10 (a)", "Then every traitor is discarded."),
    (
        "ME.scoring.traitors.excalibur",
        f"{M} p. 10, Excalibur",
        "The holder of Excalibur who repelled all their traitors scores 3 more. The rulebook does "
        "not settle this; here a "
        "player with no traitor left counts as having repelled them all.",
    ),
    (
        "ME.scoring.traitors.new",
        f"{M} p. 10 (b)",
        "Then everyone takes 3 new traitors (not after the last round).",
    ),
    (
        "ME.scoring.traitors.reshuffle",
        f"{M} p. 10 (b)",
        "When the traitor piles run out, the discards are shuffled into three new piles.",
    ),
    (
        "ME.scoring.surroundings",
        f"{M} p. 11, Category: surroundings (Categoria: arredores; our translation)",
        "Each territory scores its number of tiles to the player with the most manors in it; "
        "tied players share, rounded down; no manors, no points.",
    ),
    (
        "ME.scoring.influence",
        f"{M} p. 11, Category: influence (Categoria: influência; our translation)",
        "From the Dragon clockwise, the player with the most influence markers in a principality "
        "scores a point per marker there (everyone's); ties share, rounded down.",
    ),
    (
        "ME.scoring.influence.return",
        f"{M} p. 11",
        "After a principality is scored everyone takes back their markers there but one.",
    ),
    (
        "ME.scoring.influence.grail",
        f"{M} p. 11, The Grail (O Graal; our translation)",
        "Once per scoring, the Grail's holder may break a tie for the most in their own favour "
        "and score the principality alone.",
    ),
    (
        "ME.scoring.henchmen",
        f"{M} p. 11, Category: henchmen (Categoria: vassalos; our translation)",
        "A point per henchman of yours in a principality; those at home score nothing.",
    ),
    # -- the end -----------------------------------------------------------------------------
    (
        "ME.final.apples",
        f"{M} p. 12, Apples (Maçãs; our translation)",
        "Each apple is worth 1 point.",
    ),
    (
        "ME.final.staffs",
        f"{M} p. 12, Merlin's staffs (Cajados de Merlin; our translation)",
        "Each unused staff is worth 2 points.",
    ),
    (
        "ME.final.leftovers",
        f"{M} p. 12, Materials (Materiais; our translation)",
        "Every 3 shields, flags and materials left together are worth 1 point.",
    ),
    (
        "ME.final.winner",
        f"{M} p. 12, End of the game (Fim de jogo; our translation)",
        "After round 6 the most points wins; tied players share the victory.",
    ),
)

register_rules(RULES)

# The modules' rules register themselves; listed here so one catalog names every ME.* rule.

from .modules.registry import MODULES  # noqa: E402

RULES = RULES + tuple(rule for module in MODULES.values() for rule in module.rules)
