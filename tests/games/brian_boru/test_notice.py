"""Brian Boru's unverified-data notice lists its board and its cards."""

from __future__ import annotations

import tabletop_lib
from tabletop_lib.widgets.notice import unverified_data


def test_brian_boru_lists_its_board_and_cards() -> None:
    game = tabletop_lib.load_game("brian_boru")
    assert [what for what, _ in unverified_data(game)] == ["board.json", "cards.json"]
