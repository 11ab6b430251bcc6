"""Every Brian Boru rule with its id, citation and one plain sentence.

Citations name a heading of the Portuguese rulebook (``SEED``: the rules text the engine
follows) or a section of the project's rules notes (``REF``: docs/rules/brian_boru.md, which
restates the English rulebook's upkeep and the outside data with sources and confidence).
Decisions taken where the rules are silent are marked "[gap]" and cite the notes' list of gaps
(§6). At registration ``citations.plain_citation`` turns each citation into the English
rulebook's section and page, as a learner reads it.
"""

from __future__ import annotations

from tabletop_lib.core.rules import register_rules

from .citations import plain_citation

SEED = "Brian Boru: High King of Ireland, rulebook, Portuguese edition (Osprey Games)"
REF = "docs/rules/brian_boru.md"

RULES: tuple[tuple[str, str, str], ...] = (
    # -- the turn structure ---------------------------------------------------------------
    (
        "BB.turn.pending-decision",
        f"{SEED}: Fluxo do Jogo",
        "Only the decision the game is waiting for can be taken now.",
    ),
    (
        "BB.turn.current-player",
        f"{SEED}: Fluxo do Jogo",
        "Only the player whose turn it is may act.",
    ),
    (
        "BB.turn.game-over",
        f"{SEED}: Fim de Jogo e Pontuação",
        "Nothing can be done once the game is over.",
    ),
    # -- setup ----------------------------------------------------------------------------
    (
        "BB.setup.supplies",
        f"{SEED}: Preparação 4-5; {REF} §2",
        "Each player starts with 3 coins, 1 renown, a score of 10 and a marriage disc on the "
        "bottom space.",
    ),
    (
        "BB.supply.unlimited",
        f"{SEED}: Símbolos e Ações; {REF} §1",
        "Coins, renown tokens, discs, raiders and the other tokens are not limited: a supply "
        "never runs out.",
    ),
    (
        "BB.setup.marriage-deck",
        f"{SEED}: Preparação 8-9; {REF} §2",
        "The Princess of Denmark lies at the bottom of the marriage deck under 2 (3 players) or 3 "
        "(4-5 players) random marriage cards; the rest leave the game unseen.",
    ),
    (
        "BB.round.count",
        f"{SEED}: Objetivo do Jogo; Preparação 9; {REF} §2",
        "The game lasts three rounds with 3 players and four with 4 or 5: one round per "
        "marriage card, the Princess last.",
    ),
    ("BB.setup.viking-deck", f"{SEED}: Preparação 10", "The Viking deck is shuffled face down."),
    (
        "BB.setup.claim-tokens",
        f"{SEED}: Preparação 6",
        "Every region's claim token starts face down on the board.",
    ),
    (
        "BB.setup.start-player",
        f"{SEED}: Preparação 12",
        "A random start player takes the active town marker.",
    ),
    (
        "BB.setup.start-town",
        f"{SEED}: Preparação 13",
        "Clockwise from the start player, each player puts a disc on an empty town.",
    ),
    (
        "BB.setup.start-town.distinct-region",
        f"{SEED}: Preparação 13",
        "A starting disc may not go in a region where another disc already stands.",
    ),
    # -- preparation ----------------------------------------------------------------------
    (
        "BB.prep.vikings",
        f"{SEED}: Fase de Preparação 1-3",
        "The top Viking card is revealed; that many raiders enter the battle area.",
    ),
    (
        "BB.prep.marriage-card",
        f"{SEED}: Fase de Preparação 4-5",
        "The top marriage card is revealed; when the deck is then empty, this is the last round.",
    ),
    # -- card selection -------------------------------------------------------------------
    (
        "BB.draft.deal",
        f"{SEED}: Fase de Seleção de Cartas 1-2",
        "All 25 action cards are shuffled and dealt: 8 each (3 players), 6 (4) or 5 (5); a "
        "single leftover card is set aside unseen.",
    ),
    (
        "BB.draft.pick",
        f"{SEED}: Fase de Seleção de Cartas 3",
        "Pick cards from the pack in front of you, two per pass, one at a time.",
    ),
    (
        "BB.draft.pass-left",
        f"{SEED}: Fase de Seleção de Cartas 4-5",
        "After picking, the rest of the pack passes to the player on the left.",
    ),
    (
        "BB.draft.keep-small-pack",
        f"{SEED}: Fase de Seleção de Cartas 7",
        "A player handed a pack of 1 or 2 cards keeps them all.",
    ),
    ("BB.draft.hidden", f"{REF} §3.2", "Picked cards stay hidden from the other players."),
    # -- tricks ---------------------------------------------------------------------------
    (
        "BB.trick.place-marker",
        f"{SEED}: Fase de Ações > Vazas 1",
        "The marker holder puts the active town marker on a town with no disc.",
    ),
    (
        "BB.trick.lead-colour",
        f"{SEED}: Fase de Ações > Vazas 2",
        "The lead card must be the active town's colour or white (royal).",
    ),
    (
        "BB.trick.lead-fallback",
        f"{REF} §6.1 [gap]",
        "A leader who could not lead legally on any empty town may mark any empty town and lead "
        "any card.",
    ),
    (
        "BB.trick.no-empty-town",
        f"{REF} §6.2 [gap]",
        "With no empty town left for the marker, the action phase ends and the hands are "
        "discarded.",
    ),
    (
        "BB.trick.follow-any",
        f"{SEED}: Fase de Ações > Vazas 3",
        "The other players play any card, clockwise.",
    ),
    (
        "BB.trick.own-card",
        f"{SEED}: Fase de Ações > Vazas 2-3",
        "A card can only be played from your own hand.",
    ),
    (
        "BB.trick.winner",
        f"{SEED}: Fase de Ações > Vazas 4",
        "The highest card of the active town's colour, white counting as that colour, wins.",
    ),
    (
        "BB.trick.resolve-ascending",
        f"{SEED}: Fase de Ações > Vazas 5",
        "Everyone resolves their card in ascending value, winner included.",
    ),
    (
        "BB.trick.primary",
        f"{SEED}: Fase de Ações > Vazas 6",
        "The winner resolves the card's primary action.",
    ),
    (
        "BB.trick.secondary",
        f"{SEED}: Fase de Ações > Vazas 6",
        "Every other player resolves one secondary action of their card, choosing when it has two.",
    ),
    (
        "BB.trick.discard",
        f"{SEED}: Fase de Ações > Vazas 7",
        "A resolved card goes to the shared discard pile.",
    ),
    (
        "BB.trick.last-card",
        f"{SEED}: Fase de Ações; {REF} §3.3",
        "When every hand holds one card, it is discarded and upkeep begins: 7, 5 or 4 tricks.",
    ),
    (
        "BB.upkeep.order",
        f"{SEED}: Fase de Manutenção; {REF} §4",
        "The upkeep runs its four steps in this order: marriage, battle, church, claim regions.",
    ),
    # -- symbols --------------------------------------------------------------------------
    (
        "BB.symbol.left-to-right",
        f"{SEED}: Ações e Como Jogar",
        "The symbols of an action resolve from left to right.",
    ),
    (
        "BB.symbol.town",
        f"{SEED}: Símbolos e Ações",
        "Take control of the active town with a disc and take the active town marker.",
    ),
    ("BB.symbol.coin", f"{SEED}: Símbolos e Ações", "Take a coin from the supply."),
    (
        "BB.symbol.pay-coin",
        f"{SEED}: Símbolos e Ações",
        "Return a coin; with none, lose 2 points; with no points either, nothing happens.",
    ),
    ("BB.symbol.renown", f"{SEED}: Símbolos e Ações", "Take a renown token."),
    (
        "BB.symbol.church",
        f"{SEED}: Símbolos e Ações",
        "Put a disc in the church area; pay 2 coins per extra disc.",
    ),
    (
        "BB.symbol.raider",
        f"{SEED}: Símbolos e Ações",
        "Take a raider from the battle area; pay 2 coins per extra raider; no effect when the "
        "area is empty.",
    ),
    (
        "BB.symbol.courtship",
        f"{SEED}: Símbolos e Ações; {REF} §3.4",
        "Move your marriage disc up a space; pay 2 coins per extra space; never past the top.",
    ),
    (
        "BB.symbol.courtship.bump",
        f"{SEED}: Símbolos e Ações; {REF} §3.4",
        "After the whole action, a disc sharing a space moves down to the next free space, or to "
        "the bottom.",
    ),
    (
        "BB.symbol.extra-cost",
        f"{SEED}: Símbolos e Ações",
        "An extra disc, raider or marriage step costs 2 coins.",
    ),
    (
        "BB.symbol.expand",
        f"{SEED}: Símbolos e Ações > Expansão por estrada",
        "Pay 5 coins to put a disc on a free town joined by a direct road to a town you control.",
    ),
    (
        "BB.symbol.expand.not-active-town",
        f"{REF} §3.3-3.4 [gap]",
        "The town under the active town marker is reserved for the trick's winner and cannot be "
        "expanded into.",
    ),
    (
        "BB.symbol.remove-viking",
        f"{SEED}: Símbolos e Ações; {REF} §3.4",
        "Remove any Viking control token; the disc beneath controls its town again.",
    ),
    # -- upkeep: marriage -----------------------------------------------------------------
    (
        "BB.upkeep.marriage.winner",
        f"{REF} §4.1 (1-2)",
        "The highest marriage disc wins the card, gains its rewards and drops to the bottom.",
    ),
    (
        "BB.upkeep.marriage.nobody",
        f"{REF} §4.1 (3)",
        "With every disc on the bottom space, nobody wins and the card leaves the game.",
    ),
    (
        "BB.upkeep.marriage.card-town",
        f"{REF} §4.1 (5); §7.2",
        "A marriage card's town reward is a disc on a free town of its region, if any.",
    ),
    (
        "BB.upkeep.marriage.track-rewards",
        f"{REF} §4.1 (4, 6); §9",
        "Then every player gains the reward beside the space of their marriage disc.",
    ),
    (
        "BB.upkeep.marriage.track-town",
        f"{REF} §4.1 (6)",
        "A track town reward is a disc on any free town, if any.",
    ),
    (
        "BB.princess.choice",
        f"{SEED}: Ações Especiais da Carta da Princesa da Dinamarca",
        "The winner of the Princess chooses military support, establish trade, or spurning her.",
    ),
    (
        "BB.princess.military-support",
        f"{SEED}: Princesa > Apoio militar",
        "Viking towns count as yours in the claim-regions step and for face-up tokens left on the "
        "board at the end, but not for the regions spread.",
    ),
    (
        "BB.princess.establish-trade",
        f"{SEED}: Princesa > Estabelecer comércio",
        "At the end, Viking towns count as yours for the regions spread only.",
    ),
    (
        "BB.princess.spurn",
        f"{SEED}: Princesa > Rejeitá-la",
        "Discard the Princess and gain 4 points.",
    ),
    # -- upkeep: battle -------------------------------------------------------------------
    (
        "BB.upkeep.battle.repelled",
        f"{REF} §4.2 (1)",
        "With the battle area empty the Vikings are repelled and nobody loses a town.",
    ),
    (
        "BB.upkeep.battle.fewest-lose-town",
        f"{REF} §4.2 (2)",
        "Otherwise every player tied for the fewest captured raiders loses a town to a Viking "
        "control token.",
    ),
    (
        "BB.upkeep.battle.chooser",
        f"{REF} §4.2 (2)",
        "The sole player with the most raiders picks each loser's town; otherwise each loser "
        "picks their own.",
    ),
    (
        "BB.upkeep.battle.no-town",
        f"{REF} §4.2 (2) [gap]",
        "A loser with no town of their own left loses nothing.",
    ),
    (
        "BB.upkeep.battle.clear-area",
        f"{REF} §4.2 (3)",
        "The raiders left in the battle area return to the supply.",
    ),
    (
        "BB.upkeep.battle.spoils",
        f"{REF} §4.2 (4a)",
        "A sole leader in raiders gains a renown, scores a point per renown, and returns all "
        "raiders.",
    ),
    (
        "BB.upkeep.battle.recount",
        f"{REF} §4.2 (4b)",
        "Then everyone tied for the most raiders scores a point and returns one raider.",
    ),
    (
        "BB.upkeep.battle.no-raiders",
        f"{REF} §4.2 (4)",
        "A player holding no captured raider gets no spoils and no recount point; when nobody "
        "holds one, the battle rewards nobody.",
    ),
    # -- upkeep: church -------------------------------------------------------------------
    (
        "BB.upkeep.church.leader",
        f"{REF} §4.3 (1)",
        "A sole leader in church discs places a monastery on a town they control, takes the "
        "active town marker and retrieves all their church discs.",
    ),
    (
        "BB.upkeep.church.recount",
        f"{REF} §4.3 (2)",
        "Then everyone tied for the most church discs scores a point and retrieves one.",
    ),
    (
        "BB.upkeep.church.four-discs",
        f"{REF} §4.3 (3)",
        "Clockwise from the marker holder, a player with 4 or more church discs places a "
        "monastery and retrieves all their discs.",
    ),
    (
        "BB.upkeep.church.monastery-town",
        f"{REF} §4.3 (4)",
        "A monastery goes on a town you control that has none.",
    ),
    # -- upkeep: claim regions ------------------------------------------------------------
    (
        "BB.upkeep.claim.unlock",
        f"{REF} §4.4 (1)",
        "A face-down claim token flips when the region's controlled towns, Viking ones included "
        "and monasteries counting two, reach its threshold.",
    ),
    (
        "BB.upkeep.claim.monastery-double",
        f"{SEED}: Dicas para Vencer; {REF} §4.3 (4), §4.4 (1-2)",
        "A monastery town counts as two towns for turning claim tokens face up and for claiming "
        "regions.",
    ),
    (
        "BB.upkeep.claim.take",
        f"{REF} §4.4 (2)",
        "A sole leader in towns of a region takes its face-up claim token; on a tie it stays.",
    ),
    (
        "BB.upkeep.claim.vikings",
        f"{REF} §4.4 (2)",
        "The Vikings are a side: if they alone lead a region, its token returns to the board.",
    ),
    (
        "BB.upkeep.claim.vikings-tie",
        f"{REF} §4.4 (2) [gap]",
        "When the Vikings tie the sole leading player of a region, that player takes the token. "
        "The rulebook does not say; a variant leaves the token where it is.",
    ),
    (
        "BB.round.end",
        f"{SEED}: Fluxo do Jogo",
        "After upkeep the game ends if the marriage deck is empty; otherwise a new round begins.",
    ),
    # -- final scoring --------------------------------------------------------------------
    (
        "BB.final.most-coins",
        f"{SEED}: Pontuação Final",
        "1 point for the most coins, none on a tie.",
    ),
    ("BB.final.marker", f"{SEED}: Pontuação Final", "1 point for the active town marker."),
    ("BB.final.renown", f"{SEED}: Pontuação Final", "1 point per renown token."),
    (
        "BB.final.claim-held",
        f"{SEED}: Pontuação Final",
        "The value of each face-up claim token in front of you.",
    ),
    (
        "BB.final.claim-board",
        f"{SEED}: Pontuação Final; {REF} §5",
        "Half (rounded down) of each face-up token still on the board, to every player tied for "
        "the most towns there.",
    ),
    (
        "BB.final.claim-board.monastery",
        f"{SEED}: Pontuação Final; {REF} §5 [gap]",
        "For the half points at the end a monastery town counts as one town: the rulebook "
        "doubles it only to turn tokens face up and to claim regions; it does not say how to "
        "count it here, so here it is counted once (a variant counts it twice).",
    ),
    (
        "BB.final.face-down",
        f"{SEED}: Pontuação Final; {REF} §4.4 (3)",
        "A claim token still face down at the end scores nothing for anyone.",
    ),
    (
        "BB.final.regions",
        f"{SEED}: Pontuação Final",
        "Points for the regions where you control a town: 1-2: 0, 3-4: 1, 5: 3, 6: 5, 7: 7, 8: 10.",
    ),
    (
        "BB.final.tie-break",
        f"{SEED}: Critérios de Desempate",
        "Ties go to the most claim tokens, then the most marriage cards, else the win is shared.",
    ),
    ("BB.invariant.score-floor", f"{REF} §3.4", "A score never goes below 0."),
)

register_rules((rid, plain_citation(cite, SEED, REF), text) for rid, cite, text in RULES)
