"""The rules read again against the sources (data README, "Rules read again"): each doubtful
reading is an option or a data field with a documented default, tested both ways here."""

from __future__ import annotations

import pytest

from tabletop_lib import load_game
from tabletop_lib.core.errors import ConfigError
from tabletop_lib.games.paladins.state import PaladinsState

from .scenarios import (
    C,
    act,
    assert_illegal,
    controlled,
    event_rules,
    give,
    legal,
    new_state,
    play_random_until,
    quiet,
)


# -- the tax supply (PA.setup.tax-supply, PA.inquisition.refill) -------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_PA_setup_tax_supply__default_reads_the_data_table(n: int) -> None:
    game = load_game("paladins", num_players=n)
    assert game.params.tax_supply == "data"
    assert new_state(n).tax == game.data.tax_by_players[n]  # type: ignore[attr-defined]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_PA_setup_tax_supply__players_plus_four(n: int) -> None:
    s = new_state(n, tax_supply="players-plus-4")
    assert s.tax == 4 + n
    assert s.observation(0)["tax_supply"] == 4 + n
    assert any(
        e.rule == "PA.setup.tax-supply" and f"holds {4 + n} silver" in e.text for e in s.events()
    )


@pytest.mark.parametrize("option", ["players-plus-4", 7])
def test_PA_inquisition_refill__to_the_tax_supply_option(option: str | int) -> None:
    """Reached by play: the player to move empties the last silver of the tax supply with the
    Suspicion card of a Conspire; the Inquisition refills it to the option's amount."""
    s = controlled(2, tax_supply=option)
    p = s.current
    expected = 6 if option == "players-plus-4" else 7
    assert s.game.tax_start == expected
    s.tax = 1
    s.suspicion_deck = [1] * 24
    give(s, workers={"labourer": 1})
    act(s, "act conspire")
    assert s.tax == expected
    assert s.silver[p] == 1 and s.unpaid[p] == 1
    assert "PA.inquisition.refill" in event_rules(s.events())
    assert s.current == 1 - p and legal(s)[-1] == "pass"


@pytest.mark.parametrize("bad", ["five", 0, -2, True, 2.5, None])
def test_PA_setup_tax_supply__rejects_bad_values(bad: object) -> None:
    with pytest.raises(ConfigError, match="tax_supply must be 'data', 'players-plus-4'"):
        load_game("paladins", num_players=2, tax_supply=bad)


# -- King's Favours: for the round, for the game, or from the next round (PA.favour.duration) --
def _round_four(**options: object) -> PaladinsState:
    """Round 4's action phase reached by random play, the player to move holding two
    labourers; the Favours of rounds 3 and 4 are 'stores' (any worker: 2 provisions and 1
    tax) and 'loan' (any worker and a Debt: a Scout, a Merchant and a Fighter)."""
    s = play_random_until(
        new_state(2, seed=3, **options),
        lambda st: st.round == 4 and st.stage == C.ACTION and not st.passed,
    )
    quiet(s)
    ids = [f.id for f in s.game.data.favours]
    rest = [i for i, f in enumerate(ids) if f not in ("favour-stores", "favour-loan")]
    s.favours = (ids.index("favour-stores"), ids.index("favour-loan"), *rest[:3])
    s.favour_used = [0] * 5
    give(s, workers={"labourer": 2})
    return s


def test_PA_favour_duration__round_is_the_default() -> None:
    s = _round_four()
    assert s.game.params.favour_duration == "round"
    favours = s.observation(s.current)["kings_favours"]
    assert [f["usable"] for f in favours[:2]] == [False, True] and favours[2:] == [None] * 3
    assert "favour 0" not in legal(s) and "favour 1" in legal(s)
    error = assert_illegal(s, "favour 0", "PA.favour.duration")
    assert "its own round only" in str(error)
    p, unpaid = s.current, s.unpaid[s.current]
    act(s, "favour 1")
    assert s.workers[p * 6 : p * 6 + 4] == [1, 1, 1, 1] and s.unpaid[p] == unpaid + 1


def test_PA_favour_duration__game() -> None:
    s = _round_four(favour_duration="game")
    assert {"favour 0", "favour 1"} <= set(legal(s))
    p, provisions = s.current, s.provisions[s.current]
    act(s, "favour 0")
    assert s.provisions[p] == provisions + 2
    assert s.observation(p)["kings_favours"][0]["usable"] is True


def test_PA_favour_duration__from_next_round() -> None:
    s = _round_four(favour_duration="from-next-round")
    assert "favour 0" in legal(s) and "favour 1" not in legal(s)
    error = assert_illegal(s, "favour 1", "PA.favour.duration")
    assert "opens next round" in str(error)


def test_PA_favour_duration__from_next_round_leaves_round_three_without_favours() -> None:
    s = play_random_until(
        new_state(2, seed=3, favour_duration="from-next-round"),
        lambda st: st.round == 3 and st.stage == C.ACTION,
    )
    assert s.game.favour_window[3] == (0, 0)
    assert not any(a.startswith("favour") for a in legal(s))


@pytest.mark.parametrize("bad", ["forever", 1, None])
def test_PA_favour_duration__rejects_bad_values(bad: object) -> None:
    with pytest.raises(ConfigError, match="favour_duration"):
        load_game("paladins", num_players=2, favour_duration=bad)
