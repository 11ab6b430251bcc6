"""The rules read again against the sources (data README, "Rules read again"): each doubtful
reading is an option or a data field with a documented default, tested both ways here."""

from __future__ import annotations

import pytest

from tabletop_lib import load_game
from tabletop_lib.core.errors import ConfigError

from .scenarios import act, controlled, event_rules, give, legal, new_state


# -- the tax supply (PA.setup.tax-supply, PA.inquisition.refill) -------------------------------
@pytest.mark.parametrize("n", [2, 3, 4])
def test_tax_supply_default_reads_the_data_table(n: int) -> None:
    game = load_game("paladins", num_players=n)
    assert game.params.tax_supply == "data"
    assert new_state(n).tax == game.data.tax_by_players[n]  # type: ignore[attr-defined]


@pytest.mark.parametrize("n", [2, 3, 4])
def test_tax_supply_players_plus_four(n: int) -> None:
    s = new_state(n, tax_supply="players-plus-4")
    assert s.tax == 4 + n
    assert s.observation(0)["tax_supply"] == 4 + n
    assert any(
        e.rule == "PA.setup.tax-supply" and f"holds {4 + n} silver" in e.text for e in s.events()
    )


@pytest.mark.parametrize("option", ["players-plus-4", 7])
def test_the_inquisition_refills_the_tax_supply_to_the_option(option: str | int) -> None:
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
def test_tax_supply_rejects_bad_values(bad: object) -> None:
    with pytest.raises(ConfigError, match="tax_supply must be 'data', 'players-plus-4'"):
        load_game("paladins", num_players=2, tax_supply=bad)
