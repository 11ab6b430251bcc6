"""Learner-facing lessons for the rules of Caerleon (the tutor's explanations): each explains one
rule of the module's catalog to a newcomer in two to four plain sentences; the module registers
them with its rules (``module.py``, ``MerlinModule.lessons``)."""

from __future__ import annotations

LESSONS: dict[str, str] = {
    "ME.caerleon.setup": (
        "With Caerleon, six districts cover the six principalities, each with its own actions: "
        "the forge, quarry and tailor hold shields, materials and flags, the mint gold and the "
        "orchard apples and mistletoe. The module brings the gold coins and mistletoe along. "
        "The rulebook text does not say which district covers which principality; here a "
        "stand-in is played."
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
        "placing, you choose which of the two henchmen goes back to its owner. You may "
        "also choose one of your own."
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
}
