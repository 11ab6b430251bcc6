"""Brian Boru's lessons: what each rule means for a newcomer at the table, and why it matters.

The tutor shows a rule's lesson the first time the rule matters, with the rule's citation beside
it (``tabletop_lib.core.rules.lesson``). Each lesson restates the rule in ``catalog.py`` in plain
words: the rulebook (*Brian Boru: High King of Ireland*, Portuguese edition, Osprey Games) and
docs/rules/brian_boru.md are the sources; where the engine follows an option, the lesson
describes the default.
"""

from __future__ import annotations

from tabletop_lib.core.rules import register_lessons

LESSONS: dict[str, str] = {
    # -- the turn structure ---------------------------------------------------------------
    "BB.turn.pending-decision": (
        "The game moves one small decision at a time: pick a card, choose a town, buy one more "
        "extra. Only the decision the game is waiting for can be taken now, so finish it before "
        "anything else happens."
    ),
    "BB.turn.current-player": (
        "Only the player whose turn it is may act. In a trick the players go clockwise, and "
        "while cards are resolved they go from the lowest card to the highest, so watch whose "
        "name is shown."
    ),
    "BB.turn.game-over": (
        "The game has ended and the scores are final. Nothing more can be played; look at the "
        "score breakdown to see where each player's points came from."
    ),
    # -- setup ----------------------------------------------------------------------------
    "BB.setup.supplies": (
        "Everyone starts equal: 3 coins, 1 renown token, 10 points on the score track and a "
        "marriage disc on the bottom space of the marriage track. Coins are tight at first, and "
        "every extra you buy costs 2 of them."
    ),
    "BB.supply.unlimited": (
        "Coins, renown tokens, discs, raiders and the other tokens never run out. If the "
        "supply looks empty, use a stand-in: a reward is never lost because the box is short."
    ),
    "BB.setup.marriage-deck": (
        "The Princess of Denmark goes at the bottom of the marriage deck, with 2 random marriage "
        "cards on top of her (3 with 4 or 5 players). The other marriage cards leave the game "
        "unseen, so nobody knows in advance which ones will come up."
    ),
    "BB.round.count": (
        "The game lasts three rounds with 3 players and four with 4 or 5, one round per marriage "
        "card. The Princess of Denmark always comes up in the last round, so plan for her "
        "before the final upkeep."
    ),
    "BB.setup.viking-deck": (
        "The Viking cards are shuffled face down. Each round one is turned over to tell how many "
        "raiders attack, so nobody knows the size of the next invasion in advance."
    ),
    "BB.setup.claim-tokens": (
        "Every region starts with its claim token face down. A token turns face up only once "
        "enough towns of its region are controlled, and only a face-up token can be claimed and "
        "scored."
    ),
    "BB.setup.start-player": (
        "A random player starts the game with the active town marker. That player chooses the "
        "first town to fight over and leads the first trick."
    ),
    "BB.setup.start-town": (
        "Before the first round each player, clockwise from the start player, puts one disc on "
        "an empty town. This first town is where you can expand from along the roads, so a town "
        "with many roads gives you room to grow."
    ),
    "BB.setup.start-town.distinct-region": (
        "Your starting disc must go in a region where nobody has placed one yet. Everyone "
        "begins in a different region, so the first towns are spread over Ireland."
    ),
    # -- preparation ----------------------------------------------------------------------
    "BB.prep.vikings": (
        "Each round begins with a Viking card: its number of raiders enters the battle area. "
        "Players can capture them during the round, and at the upkeep whoever holds the fewest "
        "raiders loses a town to the Vikings."
    ),
    "BB.prep.marriage-card": (
        "Each round a marriage card is revealed at the top of the marriage track: the player "
        "highest on the track at the upkeep wins it. When no marriage card is left below it, "
        "this round is the last one."
    ),
    # -- card selection -------------------------------------------------------------------
    "BB.draft.deal": (
        "Every round all 25 action cards are shuffled and dealt: 8 each with 3 players, 6 with "
        "4 and 5 with 5. With 3 or 4 players one card is left over and set aside unseen."
    ),
    "BB.draft.pick": (
        "You build your hand by drafting: take two cards from the pack in front of you, one at "
        "a time, and pass the rest on. Look for high cards of one colour to win the towns you "
        "want, and for useful secondary actions on the cards you expect to lose with."
    ),
    "BB.draft.pass-left": (
        "After you pick, the rest of the pack goes to the player on your left and you receive "
        "the pack from your right. The cards you pass are the ones your neighbour can use "
        "against you."
    ),
    "BB.draft.keep-small-pack": (
        "When the pack handed to you holds only 1 or 2 cards, you simply keep them all. That "
        "ends the draft and every hand is complete."
    ),
    "BB.draft.hidden": (
        "The cards you pick stay hidden from the other players, and theirs from you. You only "
        "learn what they kept when they play it, so remember what you passed on."
    ),
    # -- tricks ---------------------------------------------------------------------------
    "BB.trick.place-marker": (
        "The holder of the active town marker starts each trick by putting it on a town with no "
        "disc: the active town. That town is the prize of the trick, and its colour decides "
        "which cards can win."
    ),
    "BB.trick.lead-colour": (
        "The first card of a trick must be the colour of the active town or white, the royal "
        "colour that counts as any colour. So choose a town whose colour you hold strong cards "
        "in."
    ),
    "BB.trick.lead-fallback": (
        "If the leader holds no card that could legally lead on any empty town, the leader may "
        "mark any empty town and lead any card. The rulebook does not cover this case; here it "
        "is played this way, and an off-colour lead cannot win the town."
    ),
    "BB.trick.no-empty-town": (
        "If no town is left without a disc, no trick can be played: the action phase ends at "
        "once and the cards still in hand are discarded. The rulebook does not cover this rare "
        "case; here it is played this way."
    ),
    "BB.trick.follow-any": (
        "After the lead, the other players each play any card, clockwise: no need to follow "
        "colour. Play a high card of the town's colour (or white) to win it, or an off-colour "
        "card whose secondary action you want."
    ),
    "BB.trick.own-card": (
        "You can only play a card from your own hand. The hand you drafted is all you have for "
        "the round, so spend its cards with care."
    ),
    "BB.trick.winner": (
        "The highest card of the active town's colour wins the trick, white cards counting as "
        "that colour. Card values are all different, so there is never a tie, and a high card "
        "of another colour wins nothing."
    ),
    "BB.trick.resolve-ascending": (
        "Once everyone has played, the cards are resolved from the lowest value to the highest, "
        "the winner's included. A low card acts first, so it can capture raiders before the "
        "higher cards get to them."
    ),
    "BB.trick.primary": (
        "The trick's winner carries out the card's primary action instead of a secondary one. "
        "It always includes taking the active town with a disc, and with it the marker for the "
        "next trick."
    ),
    "BB.trick.secondary": (
        "Every player who did not win carries out one secondary action of their card, choosing "
        "when it shows two. Losing a trick is not wasted: a good secondary action gives coins, "
        "raiders, church discs or marriage steps."
    ),
    "BB.trick.discard": (
        "A card that has been resolved goes to the shared discard pile. It is gone for this "
        "round, but every card is shuffled back for the next draft."
    ),
    "BB.trick.last-card": (
        "Tricks go on until every hand holds one card: that last card is discarded unplayed and "
        "the upkeep begins. That makes 7 tricks with 3 players, 5 with 4 and 4 with 5, so one "
        "card you drafted will never be used."
    ),
    "BB.upkeep.order": (
        "At the end of each round the upkeep runs four steps in order: marriage, battle, church, "
        "then claiming regions. What you gathered in the tricks (marriage steps, raiders, church "
        "discs, towns) pays off here."
    ),
    # -- symbols --------------------------------------------------------------------------
    "BB.symbol.left-to-right": (
        "An action's symbols are carried out from left to right. Coins gained by an earlier "
        "symbol can pay for a later extra or expansion, but never the other way round."
    ),
    "BB.symbol.town": (
        "The town symbol means: put one of your discs on the active town, which is now yours, "
        "and take the active town marker. You lead the next trick and choose the next town to "
        "fight over."
    ),
    "BB.symbol.coin": (
        "The coin symbol gives you one coin from the supply. Coins pay for extras and "
        "expansions, and the player with the most coins scores a point at the end."
    ),
    "BB.symbol.pay-coin": (
        "The crossed coin means you must give back a coin. With no coin you lose 2 points "
        "instead, and with no points either nothing happens, so keep a coin in reserve when "
        "your card shows this symbol."
    ),
    "BB.symbol.renown": (
        "The renown symbol gives you a renown token. Each renown scores a point at the end, and "
        "a sole leader in the battle scores a point per renown held."
    ),
    "BB.symbol.church": (
        "The church symbol puts one of your discs in the church area, and you may pay 2 coins "
        "for each extra disc. The one player with the most church discs at the upkeep places a "
        "monastery, which counts as two towns in its region."
    ),
    "BB.symbol.raider": (
        "The raider symbol lets you capture a raider from the battle area, and you may pay 2 "
        "coins for each extra one. With the area empty it does nothing, and holding the fewest "
        "raiders at the upkeep can cost you a town."
    ),
    "BB.symbol.courtship": (
        "The marriage symbol moves your disc one space up the marriage track, and you may pay 2 "
        "coins for each extra space. It never goes past the top, and the highest disc at the "
        "upkeep wins the marriage card."
    ),
    "BB.symbol.courtship.bump": (
        "Only the bottom space of the marriage track holds several discs. If your disc ends the "
        "action on a space another disc holds, it moves down to the next free space, or to the "
        "bottom, so count the spaces before you climb."
    ),
    "BB.symbol.extra-cost": (
        "Each extra church disc, raider or marriage step costs 2 coins, bought one at a time "
        "after the symbol. Coins are scarce, so buy extras where they win something: the "
        "church, the battle or the marriage card."
    ),
    "BB.symbol.expand": (
        "The expand symbol lets you pay 5 coins to put a disc on a free town joined by a direct "
        "road to a town you control. It takes a town without winning a trick, and more towns "
        "mean more regions and claim tokens."
    ),
    "BB.symbol.expand.not-active-town": (
        "You cannot expand into the town under the active town marker: it is kept for the "
        "trick's winner. The rulebook does not say so; here it is played this way, since the "
        "winner must be able to take that town."
    ),
    "BB.symbol.remove-viking": (
        "This symbol removes any Viking control token from the board. The disc beneath it, "
        "whoever owns it, controls its town again, so use it to win back a town you lost in "
        "battle."
    ),
    # -- upkeep: marriage -----------------------------------------------------------------
    "BB.upkeep.marriage.winner": (
        "At the marriage step the disc highest on the marriage track wins the round's marriage "
        "card. Its owner gains the card's rewards at once and drops back to the bottom of the "
        "track, so winning twice in a row is hard."
    ),
    "BB.upkeep.marriage.nobody": (
        "If every marriage disc is still on the bottom space, nobody has courted anyone: nobody "
        "wins the card and it leaves the game. One step up the track would have been enough to "
        "win it."
    ),
    "BB.upkeep.marriage.card-town": (
        "Some marriage cards give a town in a named region: the winner puts a disc on a free "
        "town there. If that region has no free town, this reward is lost."
    ),
    "BB.upkeep.marriage.track-rewards": (
        "Next, every player gains the reward printed beside their "
        "disc's space on the track: coins, renown or a town. The discs that did not win stay "
        "where they are for the next round."
    ),
    "BB.upkeep.marriage.track-town": (
        "A town reward on the marriage track lets you put a disc on any free town on the board. "
        "No road is needed, so it can open a new region for you."
    ),
    "BB.princess.choice": (
        "Whoever wins the Princess of Denmark in the last round chooses one of three gifts: "
        "military support, establishing trade, or spurning her for 4 points. The first two make "
        "the Viking towns count as yours for some of the scoring."
    ),
    "BB.princess.military-support": (
        "With military support, towns held by the Vikings count as yours when regions are "
        "claimed and for face-up claim tokens left on the board at the end. They do not count "
        "for the number of regions you control."
    ),
    "BB.princess.establish-trade": (
        "With trade, towns held by the Vikings count as yours only at the end, for the number of "
        "regions where you control a town. It pays when the Vikings hold towns in regions you "
        "lack."
    ),
    "BB.princess.spurn": (
        "Spurning the Princess discards her and gives you 4 points at once. It is the safe "
        "choice when the Vikings hold few towns that would help you."
    ),
    # -- upkeep: battle -------------------------------------------------------------------
    "BB.upkeep.battle.repelled": (
        "If no raider is left in the battle area, the Vikings are repelled and nobody loses a "
        "town. The rewards for holding the most raiders are still given."
    ),
    "BB.upkeep.battle.fewest-lose-town": (
        "If raiders are left in the battle area, every player tied for the fewest captured "
        "raiders loses a town: a Viking control token covers one of their discs. Zero counts, "
        "and if everyone is tied, everyone loses a town."
    ),
    "BB.upkeep.battle.chooser": (
        "If one player alone holds the most captured raiders, that player chooses which town "
        "each loser gives up to the Vikings. If several players tie for the most, each loser "
        "chooses their own."
    ),
    "BB.upkeep.battle.no-town": (
        "A player who must lose a town but controls none loses nothing. The rulebook does not "
        "cover this case; here it is played this way."
    ),
    "BB.upkeep.battle.clear-area": (
        "After the towns are lost, the raiders still in the battle area go back to the supply. "
        "The raiders players have captured stay with them for the next rounds."
    ),
    "BB.upkeep.battle.spoils": (
        "If one player alone holds the most captured raiders, that player gains a renown token, "
        "then scores a point for each renown held, and returns all their raiders. On a tie for "
        "the most, nobody gets this reward."
    ),
    "BB.upkeep.battle.recount": (
        "Then every player tied for the most captured raiders scores a point and returns one "
        "raider. Raiders kept carry over, so a strong lead can pay again next round."
    ),
    "BB.upkeep.battle.no-raiders": (
        "A player with no captured raider gets no battle reward. If nobody holds a raider, the "
        "battle rewards nobody at all."
    ),
    # -- upkeep: church -------------------------------------------------------------------
    "BB.upkeep.church.leader": (
        "If one player alone has the most discs in the church, they place a monastery on a town "
        "they control, take the active town marker and take back all their church discs. The "
        "marker means they choose the first town of the next round."
    ),
    "BB.upkeep.church.recount": (
        "Then every player tied for the most church discs scores a point and takes one disc "
        "back. Discs left in the church stay there for the next round."
    ),
    "BB.upkeep.church.four-discs": (
        "Then, clockwise from the marker holder, any player with 4 or more discs still in the "
        "church places a monastery and takes all their church discs back. A steady investment "
        "in the church pays even without the lead."
    ),
    "BB.upkeep.church.monastery-town": (
        "A monastery goes on a town you control that has none yet. A town held by the Vikings is "
        "not yours, so it cannot take one."
    ),
    # -- upkeep: claim regions ------------------------------------------------------------
    "BB.upkeep.claim.unlock": (
        "A region's face-down claim token turns face up once enough of its towns are controlled, "
        "by all players and the Vikings together, with a monastery town counting as two. A token "
        "never turns back."
    ),
    "BB.upkeep.claim.monastery-double": (
        "A town with a monastery counts as two towns when claim tokens turn face up and when "
        "regions are claimed. A monastery can win you a region where your rivals have as many "
        "towns as you."
    ),
    "BB.upkeep.claim.take": (
        "Each face-up claim token goes to the one player with the most towns in its region. On a "
        "tie it stays where it is, so a holder keeps it until someone has strictly more towns."
    ),
    "BB.upkeep.claim.vikings": (
        "The Vikings count as a rival of their own when regions are claimed. If they alone hold "
        "the most towns in a region, its token goes back to the board."
    ),
    "BB.upkeep.claim.vikings-tie": (
        "When the Vikings hold exactly as many towns in a region as the one player who leads "
        "it, that player takes the token. The rulebook does not cover this tie; here it is "
        "played this way."
    ),
    "BB.round.end": (
        "After the upkeep the game ends if the marriage deck is empty; otherwise a new round "
        "begins. Coins, towns, raiders and church discs carry over, only the hands and the "
        "battle area are cleared."
    ),
    # -- final scoring --------------------------------------------------------------------
    "BB.final.most-coins": (
        "At the end the one player with the most coins scores 1 point. On a tie for the most, "
        "nobody does."
    ),
    "BB.final.marker": (
        "At the end, the player holding the active town marker scores 1 point. The winner of the "
        "last trick holds it, unless the church step of the last round gives it to the church "
        "leader."
    ),
    "BB.final.renown": (
        "At the end every renown token scores 1 point. Renown also multiplies a battle win, so "
        "it is worth collecting early."
    ),
    "BB.final.claim-held": (
        "At the end each face-up claim token in front of you scores its printed value. Claim "
        "tokens are among the biggest rewards of the game, so take regions and defend them."
    ),
    "BB.final.claim-board": (
        "A face-up claim token still on the board at the end gives half its value, rounded down, "
        "to each player with the most towns in its region, ties included. A tied region still "
        "pays something. The rulebook does not say whether the Vikings count; here only the "
        "players are compared."
    ),
    "BB.final.claim-board.monastery": (
        "For these half points at the end a monastery town counts as one town, not two. The "
        "rulebook doubles monasteries only for turning tokens face up and claiming regions and "
        "does not say more; here a monastery counts once."
    ),
    "BB.final.face-down": (
        "A claim token still face down at the end scores nothing for anyone. A region nobody "
        "built up is worth no claim points."
    ),
    "BB.final.regions": (
        "At the end you score for the number of regions where you control at least one town: 1 "
        "or 2 regions give nothing, 3-4 give 1, 5 give 3, 6 give 5, 7 give 7 and all 8 give 10. "
        "A single town in a new region can be worth several points."
    ),
    "BB.final.tie-break": (
        "On a tie for the most points, the player with the most claim tokens wins, then the one "
        "with the most marriage cards. If they are still tied, they share the victory."
    ),
    "BB.invariant.score-floor": (
        "A score never goes below 0. A penalty that would take you under 0 stops at 0."
    ),
}

register_lessons(LESSONS)
