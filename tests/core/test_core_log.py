"""The persistent append-only log that clones share, and the sealed chunks of events."""

from __future__ import annotations

from tabletop_lib.core.log import Log, RawEvent, chunks_of, newest, seal


def test_empty_log() -> None:
    log: Log[int] = Log()
    assert len(log) == 0
    assert log.to_list() == []
    assert list(log) == []
    assert log.last(3) == []


def test_to_list_is_oldest_first() -> None:
    log = Log.of([1, 2, 3]).append(4)
    assert log.to_list() == [1, 2, 3, 4]
    assert list(log) == [1, 2, 3, 4]
    assert len(log) == 4


def test_append_leaves_the_original_and_shares_its_past() -> None:
    base = Log.of(["a", "b"])
    left = base.append("c")
    right = base.append("d").append("e")
    assert base.to_list() == ["a", "b"]
    assert left.to_list() == ["a", "b", "c"]
    assert right.to_list() == ["a", "b", "d", "e"]
    assert (len(base), len(left), len(right)) == (2, 3, 4)


def test_last_n_is_the_newest_oldest_first() -> None:
    log = Log.of(range(10))
    assert log.last(3) == [7, 8, 9]
    assert log.last(1) == [9]
    assert log.last(0) == []
    assert log.last(50) == list(range(10))


def test_long_logs_do_not_recurse() -> None:
    log: Log[int] = Log()
    for i in range(20_000):
        log = log.append(i)
    assert log.to_list()[-1] == 19_999
    assert log.last(2) == [19_998, 19_999]


def test_sealed_chunks_read_oldest_first() -> None:
    first = seal(None, [(0, "r", "a", -1), (0, "r", "b", 1)])
    assert seal(first, []) is first  # nothing to seal: the same chain
    chain = seal(first, [(1, "s", "c", 0)])
    assert chunks_of(None) == []
    assert chunks_of(chain) == [((0, "r", "a", -1), (0, "r", "b", 1)), ((1, "s", "c", 0),)]
    tail: list[RawEvent] = [(2, "t", "d", 2)]
    everything = [e for chunk in chunks_of(chain) for e in chunk] + tail
    for n in range(6):
        assert newest(chain, tail, n) == everything[max(0, len(everything) - n) :]
    assert newest(chain, [], 2) == everything[1:3]
