"""Worker rules (rules "Regras de Trabalhadores"; docs/rules/paladins.md §2.4)."""

from __future__ import annotations

from .scenarios import C, act, assert_illegal, controlled, give, legal


def test_PA_workers_clear_slot() -> None:
    s = controlled()
    give(s, workers={"cleric": 1})
    assert "act hunt-1" in legal(s)
    act(s, "act hunt-1")
    assert s.provisions[s.current - 0] >= 0
    assert s.stage == C.ACTION, "one option: the cleric is placed without asking"


def test_PA_workers_coloured_slot() -> None:
    s = controlled()
    give(s, workers={"labourer": 2})
    assert "act hunt-2" not in legal(s)
    assert_illegal(s, "act hunt-2", "PA.workers.coloured-slot")


def test_PA_workers_criminal_wild() -> None:
    s = controlled()
    give(s, workers={"labourer": 1, "criminal": 1})
    assert "act hunt-2" in legal(s)
    give(s, workers={"criminal": 3})
    assert "act commission" not in legal(s), "the workers fit, but no provisions"
    give(s, workers={"criminal": 3}, provisions=3)
    assert "act commission" in legal(s), "three criminals fill scout, any, cleric"
    act(s, "act commission")
    assert s.workers[s.current * 6 + C.CRIMINAL] == 0


def test_PA_workers_assignment() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"labourer": 2, "scout": 1, "criminal": 1}, silver=4)
    act(s, "act develop")
    assert s.stage == C.WORKERS_STAGE
    assert legal(s) == [
        "workers labourer+labourer",
        "workers labourer+scout",
        "workers labourer+criminal",
        "workers scout+criminal",
    ], "each distinct pair once, criminals last"
    assert_illegal(s, "workers scout+scout", "PA.workers.assignment")
    act(s, "workers labourer+scout", "workshop garrison")
    assert s.workers[p * 6 : p * 6 + 6] == [1 + 1, 0, 0, 0, 0, 1], "workshop gives a labourer"


def test_PA_workers_assignment__garrison_with_wild_criminals() -> None:
    s = controlled()
    give(
        s,
        workers={"merchant": 1, "fighter": 1, "criminal": 2, "labourer": 1},
        provisions=2,
        strength=1,
    )
    act(s, "act garrison")
    options = legal(s)
    assert len(options) == len(set(options))
    assert options[0] == "workers labourer+merchant+fighter"
    assert set(options) == {
        "workers labourer+merchant+fighter",
        "workers merchant+fighter+criminal",
        "workers labourer+fighter+criminal",
        "workers labourer+merchant+criminal",
        "workers fighter+criminal+criminal",
        "workers merchant+criminal+criminal",
        "workers labourer+criminal+criminal",
    }


def test_PA_workers_space_occupied() -> None:
    s = controlled(2)
    give(s, workers={"labourer": 3})
    act(s, "act hunt-1")
    act(s, "pass")  # the other player passes; our player acts again
    assert "act hunt-1" not in legal(s) and "act hunt-2" not in legal(s)
    assert_illegal(s, "act hunt-1", "PA.workers.space-occupied")


def test_PA_workers_workshop_covers() -> None:
    s = controlled()
    p = s.current
    give(s, workers={"labourer": 1, "fighter": 1}, provisions=1, strength=1)
    assert "act garrison" not in legal(s), "three slots, two workers"
    s.workshops[p * 12 + C.GARRISON] = 1
    assert "act garrison" in legal(s), "the workshop covers the merchant slot"
    s.workshops[p * 12 + C.GARRISON] = 2
    give(s, workers={"fighter": 1}, provisions=1)
    assert "act garrison" in legal(s), "two workshops: only the fighter slot is left"
