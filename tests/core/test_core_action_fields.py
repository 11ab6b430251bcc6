"""Actions of several words (``Fields`` and its ``Field`` readers) and an action set that grows
when a game's optional module is installed (``ActionSet.add``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

import pytest

from tabletop_lib.core.actions import ActionSet, Arg, Fields, GameAction, Int, Signed, Text


@dataclass(frozen=True, slots=True)
class Take(GameAction):
    good: str
    colour: str
    verb: ClassVar[str] = "take"
    arg: ClassVar[Arg] = Fields(Text("good"), Text("colour"))


@dataclass(frozen=True, slots=True)
class Push(GameAction):
    kind: str
    by: int
    verb: ClassVar[str] = "push"
    arg: ClassVar[Arg] = Fields(
        Text("kind"), Signed("by"), refusal="{verb!r} takes two words", bad="{verb!r}: {words}"
    )


@dataclass(frozen=True, slots=True)
class Nudge(GameAction):
    step: int
    verb: ClassVar[str] = "nudge"
    arg: ClassVar[Arg] = Fields(Signed("step", allowed=(1, -1)))


class _Hand(Int):
    """A word of its own for one value: ``hand`` is -1."""

    def write(self, value: Any) -> str:
        return "hand" if value < 0 else str(value)

    def read(self, word: str) -> object:
        return -1 if word == "hand" else super().read(word)


@dataclass(frozen=True, slots=True)
class Swap(GameAction):
    mine: int
    player: int
    theirs: int
    verb: ClassVar[str] = "swap"
    arg: ClassVar[Arg] = Fields(_Hand("mine"), Int("player"), Int("theirs", negative=True))


@dataclass(frozen=True, slots=True)
class Wait(GameAction):
    verb: ClassVar[str] = "wait"


SET = ActionSet("Toy", (Take, Push, Nudge, Swap))

ACTIONS = [
    Take("shield", "black"),
    Push("knight", 3),
    Push("wizard", -2),
    Push("wizard", 0),
    Nudge(1),
    Nudge(-1),
    Swap(-1, 2, 0),
    Swap(3, 0, -4),
]


def test_the_fields_write_their_words_in_order() -> None:
    assert [str(a) for a in ACTIONS] == [
        "take shield black",
        "push knight +3",
        "push wizard -2",
        "push wizard +0",
        "nudge +1",
        "nudge -1",
        "swap hand 2 0",
        "swap 3 0 -4",
    ]


@pytest.mark.parametrize("action", ACTIONS)
def test_every_text_reads_back_to_its_action(action: GameAction) -> None:
    assert SET.parse(str(action)) == action
    assert SET.parse(f"  {str(action).replace(' ', '   ')} ") == action


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("take shield", "'take' takes 2 words (good colour), got 'shield'"),
        ("take shield black now", "'take' takes 2 words (good colour), got 'shield black now'"),
        ("take", "'take' needs an argument"),
        ("push knight", "'push' takes two words"),
        ("push knight 3", "'push': ['knight', '3']"),
        ("push knight +x", "'push': ['knight', '+x']"),
        ("nudge +2", "'nudge' takes 1 word (step), got '+2'"),
        ("nudge +01", "'nudge' takes 1 word (step), got '+01'"),
        ("swap me 2 0", "'swap' takes 3 words (mine player theirs), got 'me 2 0'"),
        ("swap 1 -2 0", "'swap' takes 3 words (mine player theirs), got '1 -2 0'"),
        ("swap 1 2 --3", "'swap' takes 3 words (mine player theirs), got '1 2 --3'"),
    ],
)
def test_a_wrong_count_or_a_bad_word_is_refused_with_its_message(text: str, message: str) -> None:
    with pytest.raises(ValueError) as info:
        SET.parse(text)
    assert str(info.value) == message


def test_a_fields_argument_needs_a_field() -> None:
    with pytest.raises(ValueError, match="at least one field"):
        Fields()


def test_a_module_adds_its_actions_and_a_taken_verb_is_refused() -> None:
    grown = ActionSet("Toy", (Take,))
    with pytest.raises(ValueError, match="unknown Toy action 'wait'"):
        grown.parse("wait")
    grown.add(Wait)
    assert grown.parse("wait") == Wait()
    assert sorted(grown.by_verb) == ["take", "wait"]
    for again in (Wait, Take):
        with pytest.raises(ValueError, match=f"two actions use the verb '{again.verb}'"):
            grown.add(again)
    assert grown.by_verb["wait"] is Wait
