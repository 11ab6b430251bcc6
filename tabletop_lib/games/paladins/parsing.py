"""The pieces of data/*.json: the compiler of the effect vocabulary (see data.py) into
the ints the engine runs, and the checks of one card, section or value, each naming the file and
the field it could not read. ``loader.py`` puts them together."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from tabletop_lib.core.data import field
from tabletop_lib.core.errors import DataError

from .constants import (
    ANY,
    ATTRIBUTES,
    CRIMINAL,
    EFFECT_OPS,
    FIRST_DECISION_OP,
    OP_CHOOSE,
    OP_CRIMINAL,
    OP_PAY_DEBT,
    OP_SUSPICION,
    OP_TAX,
    OP_WORKER,
    SPACES,
    WORKERS,
)
from .data import (
    COUNTERS,
    INQUISITION_CONDITIONS,
    Effects,
    Option,
    Outsider,
    Paladin,
    Townsfolk,
)

# Atoms an Inquisition trigger may use: they apply at once, start no Inquisition and fire no
# other trigger, so they can apply to any player in the middle of another player's turn.
INQUISITION_SAFE = frozenset(range(FIRST_DECISION_OP)) - {
    OP_TAX,
    OP_SUSPICION,
    OP_CRIMINAL,
    OP_PAY_DEBT,
}


class Compiler:
    """Parses effect lists of one file, collecting the choices they contain."""

    def __init__(self, src: str, choices: list[tuple[Option, ...]]) -> None:
        self.src = src
        self.choices = choices

    def effects(self, raw: Any, where: str) -> Effects:
        if not isinstance(raw, list):
            raise DataError(self.src, where, "expected a list of effects")
        return tuple(self.effect(item, f"{where}[{i}]") for i, item in enumerate(raw))

    def effect(self, raw: Any, where: str) -> int:
        if isinstance(raw, dict):
            options = raw.get("choose")
            if set(raw) != {"choose"} or not isinstance(options, list) or len(options) < 2:
                raise DataError(self.src, where, "expected {'choose': [two or more options]}")
            compiled = tuple(self.option(o, f"{where}.choose[{i}]") for i, o in enumerate(options))
            self.choices.append(compiled)
            return OP_CHOOSE << 8 | (len(self.choices) - 1)
        if not isinstance(raw, str):
            raise DataError(self.src, where, f"expected an effect string, got {raw!r}")
        name, _, arg = raw.partition(":")
        if name not in EFFECT_OPS or name == "choose":
            raise DataError(self.src, where, f"unknown effect {name!r}; known: {EFFECT_OPS[:-1]}")
        op = EFFECT_OPS.index(name)
        if op == OP_WORKER:
            if arg not in WORKERS:
                raise DataError(self.src, where, f"unknown worker {arg!r}; known: {WORKERS}")
            return op << 8 | WORKERS.index(arg)
        value = 1 if arg == "" else int(arg) if arg.isdigit() else -1
        if not 1 <= value <= 255:
            raise DataError(self.src, where, f"expected a count from 1 to 255, got {arg!r}")
        return op << 8 | value

    def option(self, raw: Any, where: str) -> Option:
        if isinstance(raw, list):
            return Option(0, 0, 0, self.effects(raw, where))
        cost = self.cost(raw.get("cost", {}) if isinstance(raw, dict) else None, where)
        return Option(*cost, self.effects(field(raw, "effects", list, self.src, where), where))

    def cost(self, raw: Any, where: str) -> tuple[int, int, int]:
        if not isinstance(raw, dict) or not set(raw) <= {"silver", "provisions", "debt"}:
            raise DataError(self.src, f"{where}.cost", "expected {silver, provisions, debt}")
        silver, provisions, debt = (raw.get(k, 0) for k in ("silver", "provisions", "debt"))
        if not all(isinstance(v, int) and v >= 0 for v in (silver, provisions, debt)):
            raise DataError(self.src, f"{where}.cost", "costs are non-negative integers")
        return silver, provisions, debt


def section(doc: dict[str, Any], key: str, src: str, notes: list[str]) -> dict[str, Any]:
    """The section ``key`` of a data file; an unverified one adds its line to ``notes``: its
    ``note`` (what is uncertain, in a reader's words) when it has one, else its ``source``."""
    section = field(doc, key, dict, src)
    verified = field(section, "verified", bool, src, key)
    if not verified:
        source = field(section, "source", str, src, key)
        note = field(section, "note", str, src, key) if "note" in section else source
        notes.append(f"{Path(src).name}: {key}: {note}")
    return section


def action_space(name: Any, src: str, where: str) -> int:
    if name not in SPACES:
        raise DataError(src, where, f"unknown action {name!r}; known: {SPACES}")
    return SPACES.index(name)


def check_inquisition_trigger(effects: Effects, src: str, where: str) -> None:
    for code in effects:
        if code >> 8 not in INQUISITION_SAFE:
            raise DataError(
                src,
                where,
                "Inquisition triggers must apply at once "
                "(no choices, tax, suspicion, criminals or debt payments)",
            )


def attribute_triple(raw: Any, src: str, where: str) -> tuple[int, int, int]:
    if not isinstance(raw, dict) or not set(raw) <= set(ATTRIBUTES):
        raise DataError(src, where, f"expected a map of {ATTRIBUTES} to ints")
    return tuple(int(raw.get(a, 0)) for a in ATTRIBUTES)  # type: ignore[return-value]


def paladin(raw: Any, comp: Compiler, where: str) -> Paladin:
    src = comp.src
    workers = []
    for w in field(raw, "workers", list, src, where):
        if w not in WORKERS:
            raise DataError(src, f"{where}.workers", f"unknown worker {w!r}")
        t = WORKERS.index(w)
        workers.append((OP_CRIMINAL << 8 | 1) if t == CRIMINAL else (OP_WORKER << 8 | t))
    ability = field(raw, "ability", dict, src, where)
    waive = 0
    reduce_silver = [0] * len(SPACES)
    on_action: list[Effects] = [()] * len(SPACES)
    if "waive_cost" in ability:
        waive = 1 << action_space(ability["waive_cost"], src, f"{where}.ability.waive_cost")
    elif "reduce_silver" in ability:
        space = action_space(ability["reduce_silver"], src, f"{where}.ability.reduce_silver")
        reduce_silver[space] = field(ability, "amount", int, src, f"{where}.ability")
    elif "on_action" in ability:
        space = action_space(ability["on_action"], src, f"{where}.ability.on_action")
        on_action[space] = comp.effects(ability.get("effects"), f"{where}.ability.effects")
    else:
        raise DataError(src, f"{where}.ability", "expected waive_cost, reduce_silver or on_action")
    return Paladin(
        id=field(raw, "id", str, src, where),
        name=field(raw, "name", str, src, where),
        workers=tuple(workers),
        bonus=attribute_triple(field(raw, "bonus", dict, src, where), src, f"{where}.bonus"),
        waive=waive,
        reduce_silver=tuple(reduce_silver),
        on_action=tuple(on_action),
    )


def townsfolk_card(raw: Any, comp: Compiler, where: str) -> Townsfolk:
    src = comp.src
    ability = field(raw, "ability", dict, src, where)
    effects = comp.effects(ability.get("effects"), f"{where}.ability.effects")
    space = condition = -1
    if "on_action" in ability:
        trigger = "action"
        space = action_space(ability["on_action"], src, f"{where}.ability.on_action")
    elif "on_pay_debt" in ability:
        trigger = "pay_debt"
    elif "on_inquisition" in ability:
        trigger = "inquisition"
        if ability["on_inquisition"] not in INQUISITION_CONDITIONS:
            raise DataError(src, f"{where}.ability.on_inquisition", "unknown condition")
        condition = INQUISITION_CONDITIONS.index(ability["on_inquisition"])
        check_inquisition_trigger(effects, src, f"{where}.ability.effects")
    else:
        raise DataError(
            src, f"{where}.ability", "expected on_action, on_pay_debt or on_inquisition"
        )
    return Townsfolk(
        id=field(raw, "id", str, src, where),
        name=field(raw, "name", str, src, where),
        discard=comp.effects(raw.get("discard"), f"{where}.discard"),
        hire=comp.effects(raw.get("hire"), f"{where}.hire"),
        trigger=trigger,
        space=space,
        condition=condition,
        effects=effects,
    )


def outsider(raw: Any, comp: Compiler, suits: list[str], where: str) -> Outsider:
    src = comp.src
    suit = field(raw, "suit", str, src, where)
    if suit not in suits:
        raise DataError(src, f"{where}.suit", f"unknown suit {suit!r}")
    cond = field(raw, "condition", dict, src, where)
    counter = field(cond, "counter", str, src, f"{where}.condition")
    if counter not in COUNTERS:
        raise DataError(src, f"{where}.condition.counter", f"unknown counter; known: {COUNTERS}")
    per = field(cond, "per", int, src, f"{where}.condition")
    if per < 1:
        raise DataError(src, f"{where}.condition.per", "must be at least 1")
    return Outsider(
        id=field(raw, "id", str, src, where),
        name=field(raw, "name", str, src, where),
        suit=suits.index(suit),
        attack=comp.effects(raw.get("attack"), f"{where}.attack"),
        convert_strength=field(raw, "convert_strength", int, src, where),
        counter=counter,
        per=per,
        points=field(cond, "points", int, src, f"{where}.condition"),
    )


def ints(raw: Any, src: str, where: str, length: int | None = None) -> tuple[int, ...]:
    if not isinstance(raw, list) or not all(isinstance(v, int) for v in raw):
        raise DataError(src, where, "expected a list of integers")
    if length is not None and len(raw) != length:
        raise DataError(src, where, f"expected {length} values, got {len(raw)}")
    return tuple(raw)


def worker(name: Any, src: str, where: str, allow_any: bool = False) -> int:
    if allow_any and name == "any":
        return ANY
    if name not in WORKERS:
        raise DataError(src, where, f"unknown worker {name!r}")
    return WORKERS.index(name)
