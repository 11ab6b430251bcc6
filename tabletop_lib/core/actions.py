"""Actions declared once: a verb, the fields, and how the words after the verb read and write.

An engine's action is a frozen dataclass deriving from :class:`GameAction`; it names its
``verb`` and its ``arg``, an :class:`Arg` that turns the fields into the words after the verb and
back. Its compact text (``str(action)``, e.g. ``mark tara``) comes from the ``arg``, and one
:class:`ActionSet` per game parses every text, so ``parse(str(a)) == a`` holds by construction::

    @dataclass(frozen=True, slots=True)
    class PlaceMarker(GameAction):
        town: str
        verb: ClassVar[str] = "mark"
        arg: ClassVar[Arg] = Word("town", kind="town", refusal="no town {arg!r} on the board")

    ACTIONS = ActionSet("Brian Boru", (PlaceMarker, ...))
    ACTIONS.parse("mark tara", {"town": town_ids})

The generic arguments are here (:class:`NoArg`, :class:`Word`, :class:`Number`,
:class:`Letter`, and :class:`Fields`: several words, one per field, each read by a
:class:`Field` such as :class:`Text`, :class:`Int` or :class:`Signed`); a game with other shapes
(Paladins' ``workers scout+labourer``) writes its own :class:`Arg` or :class:`Field`. A game
whose optional modules bring actions extends its set with :meth:`ActionSet.add`. Parsing
checks the shape and, given ``names``, that a name exists; whether the action is legal is the
rules' business (``check_action``).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Collection, Iterable, Mapping
from typing import Any, ClassVar, Generic, TypeVar

Names = Mapping[str, Collection[str]]
"""The ids a game accepts per kind of name (``{"town": {"tara", ...}}``), for parsing."""


class Arg(ABC):
    """How the words after a verb read and write an action's fields."""

    takes_words: ClassVar[bool] = True
    """False for actions that are their verb alone."""

    @abstractmethod
    def text(self, action: GameAction) -> str:
        """The whole compact text of ``action``, its verb included."""

    @abstractmethod
    def values(self, verb: str, arg: str, names: Names | None) -> tuple[object, ...]:
        """The fields read from ``arg`` (stripped, not empty unless ``takes_words`` is
        False); ``ValueError`` says what is wrong."""


class GameAction:
    """The base of every engine's action classes: ``str`` is the text the ``arg`` writes."""

    __slots__ = ()
    verb: ClassVar[str]
    arg: ClassVar[Arg]

    def __str__(self) -> str:
        return self.arg.text(self)


class NoArg(Arg):
    """The verb alone: ``pass``, ``buy-extra``."""

    takes_words = False

    def text(self, action: GameAction) -> str:
        return action.verb

    def values(self, verb: str, arg: str, names: Names | None) -> tuple[object, ...]:
        if arg:
            raise ValueError(f"{verb!r} takes no argument, got {arg!r}")
        return ()


NO_ARG = NoArg()
GameAction.arg = NO_ARG


class Word(Arg):
    """One name in ``field``: from the fixed ``allowed`` names, or from the game's ``names`` of
    ``kind`` when the game gives them (else any word). ``refusal`` is the message for a name
    not allowed, with ``{verb}``, ``{arg}`` and ``{allowed}`` (the names, joined by commas:
    in the given order, or sorted when they come from the game)."""

    def __init__(
        self,
        field: str,
        *,
        allowed: Iterable[str] | None = None,
        kind: str | None = None,
        refusal: str = "{verb!r} takes one of: {allowed}, got {arg!r}",
    ) -> None:
        self.field = field
        self.allowed = None if allowed is None else tuple(allowed)
        self._allowed_set = None if self.allowed is None else frozenset(self.allowed)
        self.kind = kind
        self.refusal = refusal

    def text(self, action: GameAction) -> str:
        return f"{action.verb} {getattr(action, self.field)}"

    def values(self, verb: str, arg: str, names: Names | None) -> tuple[object, ...]:
        if self._allowed_set is not None:
            if arg not in self._allowed_set:
                raise self._refuse(verb, arg, self.allowed or ())
        elif names is not None and self.kind is not None:
            known = names.get(self.kind)
            if known is not None and arg not in known:
                raise self._refuse(verb, arg, sorted(known))
        return (arg,)

    def _refuse(self, verb: str, arg: str, allowed: Iterable[str]) -> ValueError:
        return ValueError(self.refusal.format(verb=verb, arg=arg, allowed=", ".join(allowed)))


class Number(Arg):
    """One non-negative integer in ``field``: ``pick 7``, ``tavern 2``."""

    def __init__(self, field: str, refusal: str = "{verb!r} needs a number, got {arg!r}") -> None:
        self.field = field
        self.refusal = refusal

    def text(self, action: GameAction) -> str:
        return f"{action.verb} {getattr(action, self.field)}"

    def values(self, verb: str, arg: str, names: Names | None) -> tuple[object, ...]:
        if not arg.isdigit():
            raise ValueError(self.refusal.format(verb=verb, arg=arg))
        return (int(arg),)


class Letter(Arg):
    """An index in ``field`` written as one of ``letters``: ``secondary A`` is option 0."""

    def __init__(self, field: str, letters: str) -> None:
        self.field = field
        self.letters = letters

    def text(self, action: GameAction) -> str:
        return f"{action.verb} {self.letters[getattr(action, self.field)]}"

    def values(self, verb: str, arg: str, names: Names | None) -> tuple[object, ...]:
        if len(arg) != 1 or arg not in self.letters:
            raise ValueError(f"{verb!r} takes {' or '.join(self.letters)}, got {arg!r}")
        return (self.letters.index(arg),)


class Field(ABC):
    """One word of a :class:`Fields` argument: the field it fills and how it reads and writes."""

    def __init__(self, name: str) -> None:
        self.name = name

    def write(self, value: Any) -> str:
        """The word for ``value``."""
        return str(value)

    @abstractmethod
    def read(self, word: str) -> object:
        """The value ``word`` stands for; ``ValueError`` if it stands for none."""


class Text(Field):
    """Any one word (whether it names something of the game is the game's business)."""

    def read(self, word: str) -> object:
        return word


class Int(Field):
    """An integer in digits (``7``); with ``negative``, a leading ``-`` too (``-1``)."""

    def __init__(self, name: str, *, negative: bool = False) -> None:
        super().__init__(name)
        self.negative = negative

    def read(self, word: str) -> object:
        digits = word[1:] if self.negative and word.startswith("-") else word
        if not digits.isdigit():
            raise ValueError(f"not a number: {word!r}")
        return int(word)


class Signed(Field):
    """An integer always written with its sign (``+1``, ``-3``); ``allowed`` limits the
    values (then only their exact words read: ``+1`` but not ``+01``)."""

    def __init__(self, name: str, *, allowed: Iterable[int] | None = None) -> None:
        super().__init__(name)
        self.words = None if allowed is None else {self.write(v): v for v in allowed}

    def write(self, value: Any) -> str:
        return f"{value:+d}"

    def read(self, word: str) -> object:
        if self.words is not None:
            if word not in self.words:
                raise ValueError(f"not one of {sorted(self.words)}: {word!r}")
            return self.words[word]
        if word[:1] not in ("+", "-") or not word[1:].isdigit():
            raise ValueError(f"not a signed number: {word!r}")
        return int(word)


class Fields(Arg):
    """Several words after the verb, one per field in order, each read by its :class:`Field`:
    ``take shield black`` is ``Fields(Text("good"), Text("colour"))``.

    ``refusal`` is the message for the wrong number of words, ``bad`` (by default
    ``refusal``) for a word its field cannot read; both may use ``{verb}``, ``{arg}`` (the
    words as given), ``{words}`` (the list of them), ``{count}`` (``2 words``) and ``{names}``
    (the fields')."""

    def __init__(
        self,
        *fields: Field,
        refusal: str = "{verb!r} takes {count} ({names}), got {arg!r}",
        bad: str | None = None,
    ) -> None:
        if not fields:
            raise ValueError("Fields needs at least one field (NoArg is the verb alone)")
        self.fields = fields
        self.refusal = refusal
        self.bad = refusal if bad is None else bad

    def text(self, action: GameAction) -> str:
        return " ".join((action.verb, *(f.write(getattr(action, f.name)) for f in self.fields)))

    def values(self, verb: str, arg: str, names: Names | None) -> tuple[object, ...]:
        words = arg.split()
        if len(words) != len(self.fields):
            raise self._refuse(self.refusal, verb, arg, words)
        try:
            return tuple(f.read(w) for f, w in zip(self.fields, words, strict=True))
        except ValueError:
            raise self._refuse(self.bad, verb, arg, words) from None

    def _refuse(self, message: str, verb: str, arg: str, words: list[str]) -> ValueError:
        n = len(self.fields)
        count = f"{n} word" if n == 1 else f"{n} words"
        names = " ".join(f.name for f in self.fields)
        return ValueError(message.format(verb=verb, arg=arg, words=words, count=count, names=names))


A = TypeVar("A", bound=GameAction)


class ActionSet(Generic[A]):
    """A game's action classes by verb: the parser of every action text of the game."""

    def __init__(self, title: str, classes: Iterable[type[A]]) -> None:
        self.title = title
        self.by_verb: dict[str, type[A]] = {}
        for cls in classes:
            self.add(cls)

    def add(self, cls: type[A]) -> None:
        """Parse the texts of ``cls`` too (a game's optional modules add their actions when
        they are installed); a verb already taken, by any class, is refused."""
        if cls.verb in self.by_verb:
            raise ValueError(f"{self.title}: two actions use the verb {cls.verb!r}")
        self.by_verb[cls.verb] = cls

    def parse(self, text: str, names: Names | None = None) -> A:
        """The action whose ``str`` is ``text``; ``ValueError`` says what is wrong.

        ``names`` gives the ids the game accepts per kind of name (see :class:`Word`)."""
        verb, _, arg = text.strip().partition(" ")
        cls = self.by_verb.get(verb)
        if cls is None:
            raise ValueError(
                f"unknown {self.title} action {text!r}; verbs are {sorted(self.by_verb)}"
            )
        arg = arg.strip()
        spec = cls.arg
        if spec.takes_words and not arg:
            raise ValueError(f"{verb!r} needs an argument")
        return cls(*spec.values(verb, arg, names))
