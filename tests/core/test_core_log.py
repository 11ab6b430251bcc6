"""The persistent append-only log that clones share."""

from __future__ import annotations

from tabletop_lib.core.log import Log


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
