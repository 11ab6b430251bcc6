"""Learner-facing lessons for the rules of six Merlin Big Box modules (the tutor's explanations).

The King's Favor, gold coins and mistletoe, the king's decree, the treasures of the surroundings,
Caerleon and the market; Arthur, the Knights of the Round Table and Morgana are in
``lessons_modules_more.py``. Each lesson explains one rule of the module's catalog to a newcomer
at the table in two to four plain sentences; the tutor shows the rule's citation (the Portuguese
Big Box manual, Queen Games, 2020) beside it. Where the engine follows an option, the lesson
describes the default.
"""

from __future__ import annotations

from tabletop_lib.core.rules import register_lessons

LESSONS: dict[str, str] = {
    # -- King's Favor -------------------------------------------------------------------------
    "ME.kings_favor.setup": (
        "With the King's Favor each player takes a favor board and four seals of their colour. "
        "The board holds abilities for each of your four henchmen, which you unlock with "
        "missions instead of taking their points."
    ),
    "ME.kings_favor.choose": (
        "When you complete a mission you may give up its points to seal an ability in the "
        "column of the henchman shown on the card. A 1-point card reaches only the first row, "
        "a 2-point card the first two rows, a 3-point card any row. Rows need not be sealed in "
        "order, so a 3-point card can open a strong third-row ability at once."
    ),
    "ME.kings_favor.seals": (
        "A seal stays on its ability for the rest of the game and is never moved. With all four "
        "seals placed you gain no new abilities, so choose them with care."
    ),
    "ME.kings_favor.row1-point": (
        "A first-row seal makes every later mission showing that henchman score 1 more point, "
        "whether you take the card's points or an ability. Only seals placed before a mission "
        "count for it, so seal early to profit longest."
    ),
    "ME.kings_favor.row2-any-principality": (
        "A second-row seal frees that henchman: when a principality space, reached by your "
        "knight or by Merlin, has you place it, you may send it to any principality instead. "
        "It cannot stay where it already is."
    ),
    "ME.kings_favor.row3-once": (
        "A third-row ability is used once per scoring period, so at most three times a game. "
        "Its seal is flipped when you use it and turned back after each scoring, so use it "
        "before every scoring to get all three uses."
    ),
    "ME.kings_favor.row3-builder": (
        "With the builder's third-row seal, a build space lets you build twice in the same "
        "turn. You cannot add a Merlin's staff to it, but two manors in one turn can swing a "
        "territory."
    ),
    "ME.kings_favor.row3-flag-bearer": (
        "With the flag-bearer's third-row seal, a victory-point space pays for any one kind of "
        "thing you choose, whatever the space shows, plus 1 point. You choose among influence "
        "markers, shields, flags or materials, and with Arthur also manors, so pick the kind "
        "you hold most."
    ),
    "ME.kings_favor.row3-shield-bearer": (
        "With the shield-bearer's third-row seal you drive away one traitor from your castle "
        "without a shield, and score 1 point. This project lets you use it at any main moment "
        "of your own turn, like the repel flag."
    ),
    "ME.kings_favor.row3-lady": (
        "With the lady-in-waiting's third-row seal, the influence space that sends a henchman "
        "sends two, one after the other, each to a principality where you have influence and "
        "each acting there. The same principality may be chosen twice, and no staff can be "
        "added."
    ),
    # -- gold coins and mistletoe -------------------------------------------------------------
    "ME.gold.setup": (
        "With the gold module each player starts with two gold coins and one mistletoe. Gold "
        "fine-tunes your dice and mistletoe helps finish missions, so both widen your choices "
        "from the first turn."
    ),
    "ME.gold.change-die": (
        "Return a gold coin to raise or lower the die you are using by one before it moves its "
        "figure, and spend several for a bigger change. A 6 never turns into a 1, nor a 1 into "
        "a 6. Gold left at the end also scores, so weigh each coin."
    ),
    "ME.gold.final": (
        "At the end of the game every two gold coins you still hold score 3 points. A single "
        "coin left over scores nothing, so spend an odd coin rather than keep it."
    ),
    "ME.gold.space.gold": (
        "The gold space, found twice on the medallion, gives you one gold coin from the supply "
        "if any is left. A coin is a small change to a later die or half of 3 points at the "
        "end."
    ),
    "ME.gold.space.apple-or-mistletoe": (
        "This space, found twice on the medallion, gives you an apple or a mistletoe from the "
        "supply, as you choose. Take the apple to change a die later or the mistletoe to finish "
        "a mission you are one requirement short of."
    ),
    "ME.gold.medallion": (
        "The gold module's medallion covers four spaces of the ring with its new spaces, so "
        "some base spaces are no longer there. The board pictures are not public, so this "
        "project chooses which spaces it covers, and someone with the game can correct that "
        "choice in the data."
    ),
    "ME.gold.mistletoe": (
        "Each mistletoe you spend lets you ignore one requirement of the mission card you are "
        "completing, and you may spend several on one card. Exactly one mistletoe is spent for "
        "each requirement you do not meet."
    ),
    # -- the king's decree --------------------------------------------------------------------
    "ME.decree.setup": (
        "With the king's decree, four face-down decrees are stacked on each of the six "
        "principalities. Each decree shows a good or some points, and the decrees you collect "
        "can later be spent together for stronger effects."
    ),
    "ME.decree.take": (
        "On a principality space you may take a decree of that principality instead of your "
        "henchman's action. You look through the stack and must take one. Your henchman is "
        "still placed and still sends home an opponent's henchman of its kind, but it does not "
        "act."
    ),
    "ME.decree.gain": (
        "The decree you take pays at once: the shield, flag or material it shows, if one is "
        "left, or the points it shows. Then you keep the decree to spend later."
    ),
    "ME.decree.spend-die": (
        "Spend one decree to raise or lower your die by one before it moves its figure. It "
        "works on your coloured dice and the Merlin die, but not on Arthur's black die, and a 6 "
        "never becomes a 1."
    ),
    "ME.decree.spend-good": (
        "Spend two decrees to take any shield, flag or material still on the board. It is a "
        "way to get exactly the colour you need for a traitor, a manor or a mission."
    ),
    "ME.decree.spend-influence": (
        "Spend two decrees to place one of your influence markers from your castle in any "
        "principality. It can win a tight principality just before a scoring."
    ),
    "ME.decree.spend-points": (
        "Spend three decrees to score 5 points. It is the simple use for decrees left over at "
        "the end of the game."
    ),
    "ME.decree.when": (
        "In your turn you may spend as many decrees as you like, and spent decrees leave the "
        "game. They are offered at every main moment of your turn, but changing a die works "
        "only before it moves. A decree taken in your last turn can still be spent before that "
        "turn ends."
    ),
    # -- treasures of the surroundings --------------------------------------------------------
    "ME.treasures.setup": (
        "With the treasures, the plain tiles of the surroundings, those without a tower, are "
        "replaced by treasure tiles, and two neutral staffs wait beside the board. A treasure "
        "pays its special effect to whoever builds a manor on it. The tiles' faces are not "
        "public, so this project's treasure effects are a placeholder."
    ),
    "ME.treasures.excalibur": (
        "Building on the Excalibur treasure defeats one of your traitors and gives you "
        "Excalibur, from the board or from its holder. It works just like the Excalibur space."
    ),
    "ME.treasures.grail": (
        "Building on the Grail treasure gives you an apple from the supply and the Grail, from "
        "the board or from its holder. It works just like the Grail space."
    ),
    "ME.treasures.points-apple": (
        "Building on this treasure scores the points it shows and gives you an apple from the "
        "supply. The points are yours at once, whatever happens to the territory later."
    ),
    "ME.treasures.influence": (
        "Building on an influence treasure lets you pick a principality where you have an "
        "influence marker and take from there the two rewards the tile shows, if they are "
        "left. Influence spread widely gives you more choice."
    ),
    "ME.treasures.staff": (
        "Building on a staff treasure gives you one of the neutral Merlin's staffs, while one "
        "is left. It works like your own staffs: spend it to double an action after moving "
        "Merlin, or keep it for 2 points at the end."
    ),
    "ME.treasures.discard": (
        "Building on a discard treasure makes every other player, in turn clockwise, return "
        "one of the items the tile shows. Goods go back to their principality and influence "
        "markers to the castle. A player with none of those items loses nothing."
    ),
    # -- Caerleon -----------------------------------------------------------------------------
    "ME.caerleon.setup": (
        "With Caerleon, six districts cover the six principalities, each with its own actions: "
        "the forge, quarry and tailor hold shields, materials and flags, the mint gold and the "
        "orchard apples and mistletoe. The module brings the gold coins and mistletoe along. "
        "Which district covers which principality is a placeholder in this project."
    ),
    "ME.caerleon.setup.back": (
        "On the alternative set-up the districts are laid out at random with their backs up. "
        "Each district then takes the colour of the principality space next to it for the "
        "whole game, so every game has a new layout."
    ),
    "ME.caerleon.districts": (
        "With Caerleon, read district wherever the rules say principality. A district has the "
        "colour of the principality it covers, so missions, influence and flags all work on "
        "districts."
    ),
    "ME.caerleon.district-space": (
        "A district space, where the principality space was, sends one of your henchmen to "
        "that district, from your castle or from one of the other five districts. There it "
        "takes the district's action, which depends on the kind of henchman."
    ),
    "ME.caerleon.lady-slot": (
        "In a district only the lady-in-waiting has a place of her own. Placing your lady "
        "where another player's lady stands sends that one back to her owner's castle."
    ),
    "ME.caerleon.slots": (
        "Besides the lady's place, a district has two places shared by builders, "
        "shield-bearers and flag-bearers. A henchman placed where one of its kind stands "
        "replaces it, and that one goes home. With fewer places, henchmen are sent home more "
        "often than in the base game."
    ),
    "ME.caerleon.slots.choose": (
        "When both shared places of a district are taken and neither holds the kind you are "
        "placing, you choose which of the two henchmen goes back to its owner. This project "
        "lets you choose one of your own."
    ),
    "ME.caerleon.lady": (
        "Placing your lady-in-waiting in any district puts one of your influence markers from "
        "your castle there, if you have one left. She works the same in every district."
    ),
    "ME.caerleon.quarry": (
        "In the quarry your builder takes two building materials, and your shield-bearer or "
        "flag-bearer takes one. You choose the colours among those still in the quarry, even "
        "two of the same colour."
    ),
    "ME.caerleon.mint": (
        "In the mint your builder, shield-bearer or flag-bearer takes two gold coins from the "
        "supply, or as many as are left. Gold changes dice and scores at the end."
    ),
    "ME.caerleon.forge": (
        "In the forge your shield-bearer takes two shields, and your builder or flag-bearer "
        "takes one. You choose the colours among those still in the forge, which helps against "
        "the traitors you hold."
    ),
    "ME.caerleon.orchard": (
        "In the orchard your builder, shield-bearer or flag-bearer takes two apples or "
        "mistletoe from the supply, in any mix, or as many as are left. Apples change dice and "
        "mistletoe finishes missions."
    ),
    "ME.caerleon.tailor": (
        "In the tailor your flag-bearer takes two flags, and your builder or shield-bearer "
        "takes one. You choose the colours among those still in the tailor, so you pick the "
        "special actions you want."
    ),
    "ME.caerleon.market": (
        "In the market your builder, shield-bearer or flag-bearer makes up to four exchanges. "
        "Each gives back a flag, shield, material or gold coin for any flag, shield or "
        "material, or a good for a gold coin. You may stop after any exchange, and a coin is "
        "never swapped for a coin."
    ),
    "ME.caerleon.influence-good": (
        "With Caerleon an influence space gives a flag, shield or material in the colour of "
        "any district where you have an influence marker. A district's colour is its roof "
        "colour, or on the alternative set-up the colour of the space beside it."
    ),
    "ME.caerleon.influence-henchman": (
        "The influence space that sends a henchman sends it, from your castle or another "
        "district, to a district where you have an influence marker. The district's places "
        "apply as usual and the henchman takes that district's action."
    ),
    "ME.caerleon.henchmen-scoring": (
        "At a scoring each of your henchmen standing in a district scores a point, as in the "
        "base game. With only three places per district, keeping your henchmen on the board "
        "is harder."
    ),
    "ME.caerleon.decree": (
        "With the king's decree as well, a district space lets you take a decree of that "
        "district instead of the henchman's action. Your henchman is still placed by the usual "
        "rules of the district's places, which come first."
    ),
    # -- the market ---------------------------------------------------------------------------
    "ME.market.setup": (
        "The market board stands beside the game with shield tokens, material tokens, addition "
        "markers, apple or mistletoe tokens and temporary workers, all bought with gold. The "
        "workers' printed values are not public, so this project uses one worker for each "
        "number from 1 to 6."
    ),
    "ME.market.buy": (
        "Once in a turn you may pay one gold coin for any token left on the market. You may "
        "buy before choosing a die, at the space's action or before ending the turn. You hold "
        "at most one unused temporary worker at a time."
    ),
    "ME.market.no-mission": (
        "You can go to the market only in a turn in which you complete no mission. Once you "
        "buy, no mission can be completed that turn, and once you complete one, the market is "
        "closed to you until your next turn."
    ),
    "ME.market.shield": (
        "A shield token from the market is a real shield of the colour you name when you buy "
        "it. It repels a traitor of that colour and counts for missions, and it goes back to "
        "the market when it leaves you."
    ),
    "ME.market.material": (
        "A material token from the market is a real building material of the colour you name "
        "when you buy it. It pays for a manor on a tile that accepts that colour and counts "
        "for missions, and it goes back to the market when it leaves you."
    ),
    "ME.market.addition": (
        "An addition marker waits beside your castle until you place an influence marker. In "
        "that same turn you may slip the addition under the new marker, once per "
        "principality. It makes that marker stronger at the next influence scoring."
    ),
    "ME.market.addition.scoring": (
        "At the next influence scoring, a marker with an addition under it counts as two, both "
        "for winning the principality and for the points it pays. Then the addition goes back "
        "to the market, so put it where a principality is contested."
    ),
    "ME.market.apple-mistletoe": (
        "The apple or mistletoe token is used once, either as an apple to turn your die to any "
        "other number or as a mistletoe to ignore one requirement of a mission. Then it goes "
        "back to the market, and unlike a real apple it scores nothing at the end."
    ),
    "ME.market.worker": (
        "A temporary worker is used instead of a die: your knight moves clockwise exactly the "
        "number printed on it and you take that space's action. Nothing changes that number, "
        "no gold, apple, flag or decree. The worker goes back to the market, and you use at "
        "most one worker a round."
    ),
    "ME.market.worker.extra-turn": (
        "Because the worker replaced a die, you keep that die and get an extra turn with it "
        "after everyone's dice are used. A player still holding an unused worker may use it "
        "then too, or pass and keep it for a later round."
    ),
}

register_lessons(LESSONS)
