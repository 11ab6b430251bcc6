"""Persistent logs, shared between clones.

States keep their history in a :class:`Log` so that ``clone()`` costs O(1) for it: a clone
shares the chain and appending creates one new link. Reading walks the chain once. Their
events are kept as sealed :data:`Chunks` plus a list of the state's own (see there).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Iterator, Sequence
from itertools import chain
from typing import Any, Generic, TypeVar

T = TypeVar("T")

new_object = object.__new__
"""``object.__new__``: how :meth:`Log.append` builds a link, and how the hottest callers
(``LoggedState.apply_action``) build one inline, with the same three stores."""
_new_object = new_object


class Log(Generic[T]):
    """An immutable singly linked list read oldest first."""

    __slots__ = ("_head", "_len")

    def __init__(self, head: tuple[object, T] | None = None, length: int = 0) -> None:
        self._head = head
        self._len = length

    @classmethod
    def of(cls, items: Iterable[T]) -> Log[T]:
        log: Log[T] = cls()
        for item in items:
            log = log.append(item)
        return log

    def append(self, item: T) -> Log[T]:
        # Every action and every event appends: building the link with object.__new__ and
        # two slot stores skips the Python-level __init__ call (about 20% of an append,
        # measured on CPython 3.11; a tuple subclass built with tuple.__new__ was slower).
        new: Log[T] = _new_object(Log)
        new._head = (self._head, item)
        new._len = self._len + 1
        return new

    def __len__(self) -> int:
        return self._len

    def to_list(self) -> list[T]:
        out: list[T] = []
        node = self._head
        while node is not None:
            prev, item = node
            out.append(item)
            node = prev  # type: ignore[assignment]
        out.reverse()
        return out

    def __iter__(self) -> Iterator[T]:
        return iter(self.to_list())

    def since(self, older: Log[T]) -> list[T] | None:
        """The items appended after ``older``, oldest first, when this log grew from it
        (``older`` is this log or one of its ancestors); else None. Walks only the new links."""
        extra = self._len - older._len
        if extra < 0:
            return None
        out: list[T] = []
        node = self._head
        for _ in range(extra):
            prev, item = node  # type: ignore[misc]
            out.append(item)
            node = prev  # type: ignore[assignment]
        if node is not older._head:
            return None
        out.reverse()
        return out

    def last(self, n: int) -> list[T]:
        """The newest ``n`` items, oldest first."""
        out: list[T] = []
        node = self._head
        while node is not None and len(out) < n:
            prev, item = node
            out.append(item)
            node = prev  # type: ignore[assignment]
        out.reverse()
        return out


Deferred = tuple[Any, ...]
"""A sentence written when it is read rather than when it happens: ``(writer, *args)``, where
``writer(game, *args)`` returns the text. The narration records one or two events per action
on the playout path and nobody reads most of them there, so the hottest sentences are kept
this way (``LoggedState.final_text`` writes them). The args are immutable values captured when
the event is recorded (ints, strs, tuples of them), never a piece of the mutable state: the
sealed chunks that clones share hold them, and each clone goes on changing its own state."""

RawEvent = tuple[int, str, "str | Deferred", int]
"""An event as the narration records it: ``(step, rule, text, player)``, a plain tuple that
``core.events.Event`` is built from when the events are read; the text is a string or a
:data:`Deferred` sentence."""

FinalEvent = tuple[int, str, str, int]
"""An event as its readers give it (``LoggedState.raw_events``): its text final."""

Chunks = tuple["Chunks", tuple[RawEvent, ...]] | None
"""The sealed events of a state, shared by its clones: a persistent chain of immutable
chunks, newest first, ``(older, chunk)``; ``None`` when empty.

Why a buffer and chunks rather than one :class:`Log` link per event: an event is recorded
one to two times per action on the playout path, where a link costs a Python call and three
objects that the garbage collector keeps walking (an ``Event`` is a tuple subclass, never
untracked). A state appends its events to a plain list of its own (``LoggedState._tail``);
``clone`` seals that list into one chunk of the shared chain, so a clone costs O(1) plus the
events since the last clone, and neither copy sees the other's later events. Plain tuples of
numbers and strings, and the chain of them, are untracked by the collector after one pass (an
event holding a :data:`Deferred` sentence stays tracked, as its writer is a function: a
collection walks it, which costs less than formatting the sentence; measured over 20 seeded
all-module games, the collector ran as often as before)."""


def seal(chunks: Chunks, tail: list[RawEvent]) -> Chunks:
    """``chunks`` with ``tail`` sealed onto it as one chunk (``tail`` is left as it was)."""
    return (chunks, tuple(tail)) if tail else chunks


def chunks_of(chunks: Chunks) -> list[tuple[RawEvent, ...]]:
    """The chunks of the chain ``chunks``, oldest first."""
    out: list[tuple[RawEvent, ...]] = []
    while chunks is not None:
        chunks, chunk = chunks
        out.append(chunk)
    out.reverse()
    return out


def newest(chunks: Chunks, tail: list[RawEvent], n: int) -> list[RawEvent]:
    """The newest ``n`` events of ``chunks`` followed by ``tail``, oldest first: only the
    chunks it needs, and only their needed ends (a clone's tail is short and its first
    chunk may hold a whole game)."""
    if n <= 0:
        return []
    if len(tail) >= n:
        return tail[-n:]
    parts: list[Sequence[RawEvent]] = [tail]
    have = len(tail)
    while chunks is not None and have < n:
        chunks, chunk = chunks
        piece = chunk[have - n :]
        parts.append(piece)
        have += len(piece)
    parts.reverse()
    return list(chain.from_iterable(parts))


EventsMemo = tuple[Chunks, list[RawEvent], int, list[FinalEvent]]
"""What :func:`final_events` remembers of one state's last reading: the chunks and the tail it
read, how long the tail was, and the events with their final text."""


def final_events(
    memo: EventsMemo | None,
    chunks: Chunks,
    tail: list[RawEvent],
    finish: Callable[[list[RawEvent]], list[FinalEvent]],
) -> tuple[EventsMemo, list[FinalEvent]]:
    """The events of ``chunks`` then ``tail``, oldest first, with their final text (``finish``
    writes a run of raw events), and the memo of this reading.

    Saving a state writes its whole narration, and a state saved again after a few more
    actions would write every earlier sentence again (quadratic over a game that is saved at
    every step, as the tests and the saved-game tools do). With the ``memo`` of the state's
    last reading only the events since are finished: the chunks and the tail only ever grow
    (``say`` appends; ``LoggedState.share_logs`` seals the tail into one new chunk, then
    empties it), and a final text depends only on its raw event and the game. Anything else
    (another tail, chunks that grew by more than one seal) is read from scratch. The returned
    list is the memo's: callers copy it before giving it away."""
    done: list[FinalEvent] | None = None
    start = 0
    if memo is not None and memo[1] is tail:
        was_chunks, _, was_len, was_done = memo
        if was_chunks is chunks and was_len <= len(tail):
            done, start = was_done, was_len
        elif chunks is not None and chunks[0] is was_chunks and len(chunks[1]) >= was_len:
            # cloned since: the tail read then is the start of the newest chunk
            done = was_done + finish(list(chunks[1][was_len:]))
    if done is None:
        done = finish(list(chain.from_iterable(chunks_of(chunks))))
    if start < len(tail):
        done = done + finish(tail[start:])
    return (chunks, tail, len(tail), done), done


JsonMemo = tuple[int, str]
"""What :func:`events_json` remembers: ``(n, the JSON text of the first n events without its
closing bracket)``."""


def events_json(memo: JsonMemo | None, done: list[FinalEvent]) -> tuple[JsonMemo, str]:
    """The JSON text of the final events ``done`` (as ``json.dumps`` writes the list, compact,
    ``ensure_ascii=False``) and its memo. Within one state the final events only grow (see
    :func:`final_events`; ``LoggedState`` drops the memo where they start again), so with the
    ``memo`` of the last call only the events since are encoded."""
    if memo is None or memo[0] > len(done):
        text = _dumps(done)[:-1]
    elif memo[0] < len(done):
        more = _dumps(done[memo[0] :])[1:-1]
        text = memo[1] + ("," if memo[0] else "") + more
    else:
        text = memo[1]
    return (len(done), text), text + "]"


def _dumps(events: list[FinalEvent]) -> str:
    return json.dumps(events, separators=(",", ":"), ensure_ascii=False)
