"""Merlin (Big Box) in a learner's words: each rule's plain name and the rulebook's sections, the
base game in the order of play and then each module (section titles are our English for the
Portuguese edition's headings). Each module names its own rules (``modules/<module>/words.py``)."""

from __future__ import annotations

from tabletop_lib.core.rules import register_rule_names, register_rule_sections
from tabletop_lib.core.words import register_labels

BASE_NAMES: dict[str, str] = {
    "ME.setup.player-components": "Each player's pieces",
    "ME.setup.supplies": "The principalities' supplies",
    "ME.setup.surroundings": "Laying out the surroundings",
    "ME.setup.surroundings.small": "Fewer tiles for 2 or 3 players",
    "ME.setup.start-tile": "Your starting principality",
    "ME.setup.first-player": "The first player",
    "ME.setup.merlin": "Where Merlin starts",
    "ME.setup.grail-excalibur": "The Grail and Excalibur",
    "ME.setup.missions": "The mission display",
    "ME.setup.missions-dealt": "Your first missions",
    "ME.setup.round-marker": "The round marker",
    "ME.setup.traitors": "The traitor piles",
    "ME.setup.traitors-dealt": "Your first traitors",
    "ME.dice.roll": "Rolling the dice",
    "ME.dice.reroll": "Rolling again",
    "ME.turn.choose-die": "Choosing a die",
    "ME.turn.knight-moves-clockwise": "Moving your knight",
    "ME.turn.merlin-moves-either-way": "Moving Merlin",
    "ME.turn.knights-share-spaces": "Knights may share a space",
    "ME.turn.take-or-decline": "Taking the action, or not",
    "ME.turn.end": "The end of a turn",
    "ME.turn.game-over": "The game is over",
    "ME.turn.pending-decision": "Answer the decision at hand",
    "ME.staff.double-action": "Merlin's staff: a double action",
    "ME.apple.change-die": "An apple changes a die",
    "ME.space.principality": "Principality spaces: placing a henchman",
    "ME.space.principality.displace": "Sending a rival henchman home",
    "ME.space.principality.not-same": "A henchman must move",
    "ME.henchman.builder": "The builder",
    "ME.henchman.shield-bearer": "The shield-bearer",
    "ME.henchman.flag-bearer": "The flag-bearer",
    "ME.henchman.lady-in-waiting": "The lady-in-waiting",
    "ME.space.influence-good": "Influence: taking a good",
    "ME.space.influence-henchman": "Influence: sending a henchman",
    "ME.space.relocate": "Moving a henchman on",
    "ME.space.relocate.all-home": "All your henchmen at home",
    "ME.space.exchange": "The exchange",
    "ME.space.victory-points": "Victory point spaces",
    "ME.space.build-manor": "Building a manor",
    "ME.space.missions": "Changing missions",
    "ME.space.grail": "The Grail",
    "ME.space.excalibur": "Excalibur",
    "ME.manor.limit": "Seven manors at most",
    "ME.manor.one-per-tile": "One manor per tile",
    "ME.manor.material-line": "Which materials a tile accepts",
    "ME.manor.tower-bonus": "The tower bonus",
    "ME.flag.use": "Using a flag",
    "ME.flag.flip-die": "The flag that flips a die",
    "ME.flag.reverse": "The flag that reverses your knight",
    "ME.flag.mirror": "The flag to the opposite space",
    "ME.flag.other-action": "The flag for another knight's action",
    "ME.flag.missions": "The flag for a second mission",
    "ME.flag.repel-traitors": "The flag that repels traitors",
    "ME.flag.one-redirect": "One change of space a turn",
    "ME.mission.complete": "Completing a mission",
    "ME.mission.one-per-turn": "One mission a turn",
    "ME.mission.requirements-held": "Missions spend nothing",
    "ME.mission.requirement.goods": "Missions for particular goods",
    "ME.mission.requirement.goods-any-colour": "Missions for goods of any colour",
    "ME.mission.requirement.henchman-in": "Missions for a henchman in a principality",
    "ME.mission.requirement.henchmen-in": "Missions for two henchmen in a principality",
    "ME.mission.requirement.henchmen-together": "Missions for two henchmen together",
    "ME.mission.requirement.influence-any": "Missions for influence anywhere",
    "ME.mission.requirement.influence-in": "Missions for influence in a principality",
    "ME.mission.draw-replacement": "Drawing a new mission",
    "ME.mission.refill-display": "Refilling the mission display",
    "ME.mission.reshuffle": "Reshuffling the mission deck",
    "ME.round.end": "The end of a round",
    "ME.round.extra-turns": "Turns without a die of your own",
    "ME.round.prepare": "Preparing the next round",
    "ME.scoring.order": "The order of a scoring",
    "ME.scoring.traitors.repel": "Repelling traitors",
    "ME.scoring.traitors.penalty": "Traitors not repelled",
    "ME.scoring.traitors.excalibur": "Excalibur's bonus",
    "ME.scoring.traitors.discard": "Traitors are discarded",
    "ME.scoring.traitors.new": "New traitors",
    "ME.scoring.traitors.reshuffle": "Reshuffling the traitors",
    "ME.scoring.surroundings": "Scoring the surroundings",
    "ME.scoring.influence": "Scoring influence",
    "ME.scoring.influence.grail": "The Grail breaks a tie",
    "ME.scoring.influence.return": "Taking back influence markers",
    "ME.scoring.henchmen": "Scoring henchmen",
    "ME.scoring.score-floor": "Scores never go below zero",
    "ME.final.apples": "Points for apples",
    "ME.final.staffs": "Points for unused staffs",
    "ME.final.leftovers": "Points for leftover goods",
    "ME.final.winner": "The winner",
}

SECTIONS: tuple[tuple[str, tuple[str, ...]], ...] = (
    ("Setup", ("ME.setup.", "ME.dice.")),
    ("A turn", ("ME.turn.", "ME.staff.", "ME.apple.")),
    ("The action spaces", ("ME.space.", "ME.henchman.")),
    ("Manors", ("ME.manor.",)),
    ("Flags", ("ME.flag.",)),
    ("Missions", ("ME.mission.",)),
    ("The end of a round", ("ME.round.",)),
    ("The scorings", ("ME.scoring.",)),
    ("The end of the game", ("ME.final.",)),
)


def register() -> None:
    """Register the names of the base game's rules and the rulebook's sections: the base game's,
    then one per module (each module registers its rules' names with its rules, ``ruleset``)."""
    from .ruleset import REGISTERED

    register_rule_names(BASE_NAMES)
    modules = [(m.section, (f"ME.{m.name}.",)) for m in REGISTERED.values() if m.section]
    register_rule_sections("ME.", (*SECTIONS, *modules))
    register_labels("merlin", "module", {m.name: m.title for m in REGISTERED.values()})
