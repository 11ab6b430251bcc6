"""Each stage a Big Box module adds is declared by that module, where the program asks it."""

from __future__ import annotations

from tabletop_lib.games.merlin.ruleset import STAGE_OWNER


def test_every_module_stage_is_declared_where_the_program_asks_it() -> None:
    """Each stage a module adds has its program steps in that module's own ``StateFields``
    (program-in-step reads them; the base names no module's stage)."""
    assert STAGE_OWNER, "no module stage registered"
    for stage, module in STAGE_OWNER.items():
        assert module.fields.stage_steps.get(stage), (module.name, stage)
