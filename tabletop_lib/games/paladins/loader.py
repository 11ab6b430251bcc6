"""Reading data/paladins/*.json: checks that name the file and the field, and the compiler of
the effect vocabulary (see data.py) into the ints the engine runs."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from tabletop_lib.core.data import data_path, field, load_json
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
    RIGHT_SPACES,
    SPACES,
    WORKERS,
)
from .data import (
    COUNTERS,
    INQUISITION_CONDITIONS,
    AbsolveSpace,
    BoardSpace,
    Effects,
    Favour,
    GameData,
    Option,
    Outsider,
    Paladin,
    Row,
    Townsfolk,
    Wall,
)

# Atoms an Inquisition trigger may use: they apply at once, start no Inquisition and fire no
# other trigger, so they can apply to any player in the middle of another player's turn.
_INQUISITION_SAFE = frozenset(range(FIRST_DECISION_OP)) - {
    OP_TAX,
    OP_SUSPICION,
    OP_CRIMINAL,
    OP_PAY_DEBT,
}


class _Compiler:
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


def _section(doc: dict[str, Any], key: str, src: str, notes: list[str]) -> dict[str, Any]:
    section = field(doc, key, dict, src)
    verified = field(section, "verified", bool, src, key)
    if not verified:
        notes.append(f"{Path(src).name}: {key}: {field(section, 'source', str, src, key)}")
    return section


def _space(name: Any, src: str, where: str) -> int:
    if name not in SPACES:
        raise DataError(src, where, f"unknown action {name!r}; known: {SPACES}")
    return SPACES.index(name)


def _check_inquisition_trigger(effects: Effects, src: str, where: str) -> None:
    for code in effects:
        if code >> 8 not in _INQUISITION_SAFE:
            raise DataError(
                src,
                where,
                "Inquisition triggers must apply at once "
                "(no choices, tax, suspicion, criminals or debt payments)",
            )


def _attribute_triple(raw: Any, src: str, where: str) -> tuple[int, int, int]:
    if not isinstance(raw, dict) or not set(raw) <= set(ATTRIBUTES):
        raise DataError(src, where, f"expected a map of {ATTRIBUTES} to ints")
    return tuple(int(raw.get(a, 0)) for a in ATTRIBUTES)  # type: ignore[return-value]


def _paladin(raw: Any, comp: _Compiler, where: str) -> Paladin:
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
        waive = 1 << _space(ability["waive_cost"], src, f"{where}.ability.waive_cost")
    elif "reduce_silver" in ability:
        space = _space(ability["reduce_silver"], src, f"{where}.ability.reduce_silver")
        reduce_silver[space] = field(ability, "amount", int, src, f"{where}.ability")
    elif "on_action" in ability:
        space = _space(ability["on_action"], src, f"{where}.ability.on_action")
        on_action[space] = comp.effects(ability.get("effects"), f"{where}.ability.effects")
    else:
        raise DataError(src, f"{where}.ability", "expected waive_cost, reduce_silver or on_action")
    return Paladin(
        id=field(raw, "id", str, src, where),
        name=field(raw, "name", str, src, where),
        workers=tuple(workers),
        bonus=_attribute_triple(field(raw, "bonus", dict, src, where), src, f"{where}.bonus"),
        waive=waive,
        reduce_silver=tuple(reduce_silver),
        on_action=tuple(on_action),
    )


def _townsfolk(raw: Any, comp: _Compiler, where: str) -> Townsfolk:
    src = comp.src
    ability = field(raw, "ability", dict, src, where)
    effects = comp.effects(ability.get("effects"), f"{where}.ability.effects")
    space = condition = -1
    if "on_action" in ability:
        trigger = "action"
        space = _space(ability["on_action"], src, f"{where}.ability.on_action")
    elif "on_pay_debt" in ability:
        trigger = "pay_debt"
    elif "on_inquisition" in ability:
        trigger = "inquisition"
        if ability["on_inquisition"] not in INQUISITION_CONDITIONS:
            raise DataError(src, f"{where}.ability.on_inquisition", "unknown condition")
        condition = INQUISITION_CONDITIONS.index(ability["on_inquisition"])
        _check_inquisition_trigger(effects, src, f"{where}.ability.effects")
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


def _outsider(raw: Any, comp: _Compiler, suits: list[str], where: str) -> Outsider:
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


def _ints(raw: Any, src: str, where: str, length: int | None = None) -> tuple[int, ...]:
    if not isinstance(raw, list) or not all(isinstance(v, int) for v in raw):
        raise DataError(src, where, "expected a list of integers")
    if length is not None and len(raw) != length:
        raise DataError(src, where, f"expected {length} values, got {len(raw)}")
    return tuple(raw)


def _worker(name: Any, src: str, where: str, allow_any: bool = False) -> int:
    if allow_any and name == "any":
        return ANY
    if name not in WORKERS:
        raise DataError(src, where, f"unknown worker {name!r}")
    return WORKERS.index(name)


def _row(raw: Any, comp: _Compiler, where: str, pieces: int) -> Row:
    src = comp.src
    costs = _ints(field(raw, "costs", list, src, where), src, f"{where}.costs", pieces)
    bonus_raw = raw.get("bonus", [[]] * pieces)
    if not isinstance(bonus_raw, list) or len(bonus_raw) != pieces:
        raise DataError(src, f"{where}.bonus", f"expected {pieces} entries")
    bonus = tuple(
        comp.effects(b if isinstance(b, list) else [b], f"{where}.bonus[{i}]")
        for i, b in enumerate(bonus_raw)
    )
    points = _ints(raw.get("points", [0] * (pieces + 1)), src, f"{where}.points", pieces + 1)
    influence = _ints(raw.get("influence", [0] * pieces), src, f"{where}.influence", pieces)
    resource = field(raw, "resource", str, src, where)
    if resource not in ("silver", "provisions"):
        raise DataError(src, f"{where}.resource", "expected 'silver' or 'provisions'")
    return Row(resource, costs, bonus, points, influence)


def _load(cards_path: Path, board_path: Path, main_path: Path) -> GameData:
    choices: list[tuple[Option, ...]] = []
    notes: list[str] = []
    # -- cards ---------------------------------------------------------------------------
    doc = load_json(cards_path)
    src = str(cards_path)
    comp = _Compiler(src, choices)
    if tuple(field(doc, "workers", list, src)) != WORKERS:
        raise DataError(src, "workers", f"expected {list(WORKERS)}")
    pal = _section(doc, "paladins", src, notes)
    paladins = tuple(
        _paladin(c, comp, f"paladins.cards[{i}]")
        for i, c in enumerate(field(pal, "cards", list, src, "paladins"))
    )
    tf = _section(doc, "townsfolk", src, notes)
    townsfolk = tuple(
        _townsfolk(c, comp, f"townsfolk.cards[{i}]")
        for i, c in enumerate(field(tf, "cards", list, src, "townsfolk"))
    )
    out = _section(doc, "outsiders", src, notes)
    suits = [str(s) for s in field(out, "suits", list, src, "outsiders")]
    outsiders = tuple(
        _outsider(c, comp, suits, f"outsiders.cards[{i}]")
        for i, c in enumerate(field(out, "cards", list, src, "outsiders"))
    )
    tav = _section(doc, "taverns", src, notes)
    tavern_workers = tuple(
        tuple(_worker(w, src, f"taverns.cards[{i}]") for w in card)
        for i, card in enumerate(field(tav, "cards", list, src, "taverns"))
    )
    taverns = tuple(
        tuple((OP_CRIMINAL << 8 | 1) if t == CRIMINAL else (OP_WORKER << 8 | t) for t in card)
        for card in tavern_workers
    )
    wal = _section(doc, "walls", src, notes)
    walls = tuple(
        Wall(
            id=field(c, "id", str, src, f"walls.cards[{i}]"),
            effects=comp.effects(c.get("effects"), f"walls.cards[{i}].effects"),
            points=field(c, "points", int, src, f"walls.cards[{i}]"),
        )
        for i, c in enumerate(field(wal, "cards", list, src, "walls"))
    )
    ords = _section(doc, "kings_orders", src, notes)
    order_cards = field(ords, "cards", list, src, "kings_orders")
    orders = tuple(
        _space(field(c, "action", str, src, f"kings_orders.cards[{i}]"), src, "kings_orders")
        for i, c in enumerate(order_cards)
    )
    fav = _section(doc, "kings_favours", src, notes)
    favours = []
    for i, c in enumerate(field(fav, "cards", list, src, "kings_favours")):
        where = f"kings_favours.cards[{i}]"
        favours.append(
            Favour(
                id=field(c, "id", str, src, where),
                worker=_worker(c.get("worker"), src, f"{where}.worker", allow_any=True),
                **dict(
                    zip(
                        ("silver", "provisions", "debt"),
                        comp.cost(c.get("cost", {}), where),
                        strict=True,
                    )
                ),
                effects=comp.effects(c.get("effects"), f"{where}.effects"),
            )
        )
    sus = _section(doc, "suspicion", src, notes)
    suspicion: list[int] = []
    for i, c in enumerate(field(sus, "cards", list, src, "suspicion")):
        suspicion += [field(c, "silver", int, src, f"suspicion.cards[{i}]")] * field(
            c, "count", int, src, f"suspicion.cards[{i}]"
        )
    debts = field(_section(doc, "debts", src, notes), "count", int, src, "debts")
    cards_doc = doc
    # -- player board ----------------------------------------------------------------------
    doc = load_json(board_path)
    bsrc = str(board_path)
    comp = _Compiler(bsrc, choices)
    acts = _section(doc, "actions", bsrc, notes)
    action_list = field(acts, "list", list, bsrc, "actions")
    by_id = {field(a, "id", str, bsrc, f"actions.list[{i}]"): a for i, a in enumerate(action_list)}
    if sorted(by_id) != sorted(SPACES):
        raise DataError(bsrc, "actions.list", f"expected exactly the actions {SPACES}")
    slots = tuple(
        tuple(
            _worker(w, bsrc, f"actions.{name}.slots", allow_any=True)
            for w in field(by_id[name], "slots", list, bsrc, f"actions.{name}")
        )
        for name in SPACES
    )

    def two(name: str) -> tuple[Effects, Effects]:
        a = by_id[name]
        return (
            comp.effects(a.get("one_worker"), f"actions.{name}.one_worker"),
            comp.effects(a.get("two_workers"), f"actions.{name}.two_workers"),
        )

    ws = _section(doc, "workshops", bsrc, notes)
    covers_raw = field(ws, "covers", dict, bsrc, "workshops")
    workshop_max = field(ws, "max_per_action", int, bsrc, "workshops")
    covers: list[tuple[int, ...]] = []
    for s, name in enumerate(SPACES):
        if s not in RIGHT_SPACES:
            covers.append(())
            continue
        cov = _ints(covers_raw.get(name), bsrc, f"workshops.covers.{name}", workshop_max)
        if len(set(cov)) != len(cov) or not all(0 <= c < len(slots[s]) for c in cov):
            raise DataError(bsrc, f"workshops.covers.{name}", "expected distinct slot indices")
        if len(cov) >= len(slots[s]):
            raise DataError(bsrc, f"workshops.covers.{name}", "a workshop must leave a slot open")
        covers.append(cov)
    count = field(ws, "count", int, bsrc, "workshops")
    rewards = tuple(
        _worker(w, bsrc, "workshops.rewards") for w in field(ws, "rewards", list, bsrc, "workshops")
    )
    if len(rewards) != count:
        raise DataError(bsrc, "workshops.rewards", f"expected {count} workers")
    rows = _section(doc, "rows", bsrc, notes)
    row = {
        name: _row(field(rows, name, dict, bsrc, "rows"), comp, f"rows.{name}", 7)
        for name in ("monks", "outposts", "walls", "jars", "converts")
    }
    absolve = _section(doc, "absolve_spaces", bsrc, notes)
    absolve_spaces = tuple(
        AbsolveSpace(
            id=field(a, "id", str, bsrc, f"absolve_spaces.spaces[{i}]"),
            influence=field(a, "influence", int, bsrc, f"absolve_spaces.spaces[{i}]"),
            effects=comp.effects(a.get("effects"), f"absolve_spaces.spaces[{i}].effects"),
        )
        for i, a in enumerate(field(absolve, "spaces", list, bsrc, "absolve_spaces"))
    )
    board_doc = doc
    # -- main board ------------------------------------------------------------------------
    doc = load_json(main_path)
    msrc = str(main_path)
    comp = _Compiler(msrc, choices)
    regs = field(_section(doc, "regions", msrc, notes), "list", list, msrc, "regions")
    spaces = []
    for r, reg in enumerate(regs):
        where = f"regions.list[{r}]"
        for i, sp in enumerate(field(reg, "spaces", list, msrc, where)):
            spaces.append(
                BoardSpace(
                    id=field(sp, "id", str, msrc, f"{where}.spaces[{i}]"),
                    region=r,
                    faith=field(reg, "faith", int, msrc, where),
                    strength=field(reg, "strength", int, msrc, where),
                    effects=comp.effects(sp.get("effects"), f"{where}.spaces[{i}].effects"),
                    min_players=field(sp, "min_players", int, msrc, f"{where}.spaces[{i}]"),
                )
            )
    ids = [sp.id for sp in spaces] + [a.id for a in absolve_spaces]
    if len(set(ids)) != len(ids):
        raise DataError(msrc, "regions", "space ids (with absolve space ids) must be unique")
    trow = _section(doc, "townsfolk_row", msrc, notes)
    orow = _section(doc, "outsider_row", msrc, notes)
    tax = _section(doc, "tax_supply", msrc, notes)
    track = _section(doc, "kings_track", msrc, notes)
    score = _section(doc, "scoring", msrc, notes)
    tax_by = {int(k): int(v) for k, v in field(tax, "by_players", dict, msrc, "tax_supply").items()}
    attribute_points = _ints(score.get("attribute_points"), msrc, "scoring.attribute_points")
    track_max = field(score, "track_max", int, msrc, "scoring")
    if len(attribute_points) != track_max + 1:
        raise DataError(msrc, "scoring.attribute_points", f"expected {track_max + 1} values")
    docs = (cards_doc, board_doc, doc)
    return GameData(
        sources=(str(cards_path), str(board_path), str(main_path)),
        verified=all(bool(d["verified"]) for d in docs),
        provenance=tuple(str(d["provenance"]) for d in docs),
        unverified=tuple(notes),
        choices=tuple(choices),
        paladins=paladins,
        paladin_sets=tuple(str(s) for s in field(pal, "sets", list, src, "paladins")),
        townsfolk=townsfolk,
        outsiders=outsiders,
        suits=tuple(suits),
        taverns=taverns,
        tavern_workers=tavern_workers,
        walls=walls,
        orders=orders,
        order_ids=tuple(str(c["id"]) for c in order_cards),
        favours=tuple(favours),
        suspicion=tuple(suspicion),
        debts=debts,
        slots=slots,
        develop_silver=field(by_id["develop"], "silver", int, bsrc, "actions.develop"),
        pray_silver=field(by_id["pray"], "silver", int, bsrc, "actions.pray"),
        hunt=two("hunt"),
        trade=two("trade"),
        conspire=comp.effects(by_id["conspire"].get("effects"), "actions.conspire.effects"),
        absolve=comp.effects(by_id["absolve"].get("effects"), "actions.absolve.effects"),
        attack=comp.effects(by_id["attack"].get("effects"), "actions.attack.effects"),
        strength_per_silver=field(by_id["attack"], "strength_per_silver", int, bsrc, "attack"),
        workshop_max=workshop_max,
        workshop_covers=tuple(covers),
        workshop_rewards=rewards,
        workshop_points=_ints(ws.get("points"), bsrc, "workshops.points", count + 1),
        monks=row["monks"],
        outposts=row["outposts"],
        walls_row=row["walls"],
        jars=row["jars"],
        converts=row["converts"],
        absolve_spaces=absolve_spaces,
        regions=tuple(field(r, "id", str, msrc, "regions") for r in regs),
        region_faith=tuple(field(r, "faith", int, msrc, "regions") for r in regs),
        region_strength=tuple(field(r, "strength", int, msrc, "regions") for r in regs),
        spaces=tuple(spaces),
        townsfolk_costs=_ints(trow.get("costs"), msrc, "townsfolk_row.costs"),
        townsfolk_debt=tuple(
            bool(v) for v in field(trow, "debt_allowed", list, msrc, "townsfolk_row")
        ),
        outsider_thresholds=_ints(orow.get("thresholds"), msrc, "outsider_row.thresholds"),
        tax_by_players=tax_by,
        order_rounds=_ints(track.get("order_rounds"), msrc, "kings_track.order_rounds"),
        favour_rounds=_ints(track.get("favour_rounds"), msrc, "kings_track.favour_rounds"),
        attribute_points=attribute_points,
        track_max=track_max,
        order_threshold=field(score, "order_threshold", int, msrc, "scoring"),
        order_points=_ints(score.get("order_points"), msrc, "scoring.order_points"),
        unpaid_debt_points=field(score, "unpaid_debt", int, msrc, "scoring"),
        paid_debt_points=field(score, "paid_debt", int, msrc, "scoring"),
        resources_per_point=field(score, "resources_per_point", int, msrc, "scoring"),
    )


@cache
def _cached(cards: Path, board: Path, main: Path) -> GameData:
    return _load(cards, board, main)


def load_data_files(
    cards_path: Path | None = None,
    player_board_path: Path | None = None,
    main_board_path: Path | None = None,
) -> GameData:
    """The data, loaded and checked once per set of files (default: data/paladins/*.json)."""
    return _cached(
        (cards_path or data_path("paladins", "cards.json")).resolve(),
        (player_board_path or data_path("paladins", "player_board.json")).resolve(),
        (main_board_path or data_path("paladins", "main_board.json")).resolve(),
    )
