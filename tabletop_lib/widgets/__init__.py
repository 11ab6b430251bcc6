"""ipywidgets controllers: they bind controls to a :class:`~tabletop_lib.core.Match` and a viz
function. No rules and no figure building live here."""

from __future__ import annotations

# First: plotly's widget layer imported without a slow optional grammar (a second per kernel).
from . import _quick_import  # noqa: F401
from .notice import data_notice
from .options import OptionSwitch
from .plotly_code import FigureWidget
from .quiz import LegalityQuiz, OutcomeQuiz, Quiz, ShowMe
from .rulebook import RuleBook, RuleBooks
from .stepper import GameStepper, Seat
from .thinking import PlayAgainstSearch
from .tutor import Tutor
from .tutor_picker import Tutors

__all__ = [
    "FigureWidget",
    "GameStepper",
    "LegalityQuiz",
    "OptionSwitch",
    "OutcomeQuiz",
    "PlayAgainstSearch",
    "Quiz",
    "RuleBook",
    "RuleBooks",
    "Seat",
    "ShowMe",
    "Tutor",
    "Tutors",
    "data_notice",
]
