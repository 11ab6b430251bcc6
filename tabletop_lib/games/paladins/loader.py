"""Reading games/paladins/data/*.json into one checked, compiled ``GameData`` (the pieces, and the
compiler of the effect vocabulary, are in ``parsing.py``)."""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

from tabletop_lib.core.data import data_path, field, load_json
from tabletop_lib.core.errors import DataError

from .constants import (
    CRIMINAL,
    OP_CRIMINAL,
    OP_WORKER,
    RIGHT_SPACES,
    SPACES,
    WORKERS,
)
from .data import (
    AbsolveSpace,
    BoardSpace,
    Effects,
    Favour,
    GameData,
    Option,
    Row,
    Wall,
)
from .parsing import (
    Compiler,
    action_space,
    ints,
    outsider,
    paladin,
    section,
    townsfolk_card,
    worker,
)


def _row(raw: Any, comp: Compiler, where: str, pieces: int, bonus_raw: Any, bwhere: str) -> Row:
    """A row of ``rows``; its per-slot bonuses come from ``row_bonuses`` (their one place)."""
    src = comp.src
    costs = ints(field(raw, "costs", list, src, where), src, f"{where}.costs", pieces)
    if "bonus" in raw:
        raise DataError(src, f"{where}.bonus", "slot bonuses are set in row_bonuses only")
    if not isinstance(bonus_raw, list) or len(bonus_raw) != pieces:
        raise DataError(src, bwhere, f"expected {pieces} lists of effects")
    bonus = tuple(comp.effects(b, f"{bwhere}[{i}]") for i, b in enumerate(bonus_raw))
    points = ints(raw.get("points", [0] * (pieces + 1)), src, f"{where}.points", pieces + 1)
    influence = ints(raw.get("influence", [0] * pieces), src, f"{where}.influence", pieces)
    resource = field(raw, "resource", str, src, where)
    if resource not in ("silver", "provisions"):
        raise DataError(src, f"{where}.resource", "expected 'silver' or 'provisions'")
    return Row(resource, costs, bonus, points, influence)


def _workshop_covers(
    raw: dict[str, Any], slots: tuple[tuple[int, ...], ...], most: int, src: str
) -> list[tuple[int, ...]]:
    """Per action space, the slots each workshop moved onto it covers (right-hand actions)."""
    covers: list[tuple[int, ...]] = []
    for s, name in enumerate(SPACES):
        if s not in RIGHT_SPACES:
            covers.append(())
            continue
        cov = ints(raw.get(name), src, f"workshops.covers.{name}", most)
        if len(set(cov)) != len(cov) or not all(0 <= c < len(slots[s]) for c in cov):
            raise DataError(src, f"workshops.covers.{name}", "expected distinct slot indices")
        if len(cov) >= len(slots[s]):
            raise DataError(src, f"workshops.covers.{name}", "a workshop must leave a slot open")
        covers.append(cov)
    return covers


def _favour(c: Any, comp: Compiler, src: str, where: str) -> Favour:
    """One King's Favour: its worker, its cost and its effects."""
    return Favour(
        id=field(c, "id", str, src, where),
        worker=worker(c.get("worker"), src, f"{where}.worker", allow_any=True),
        **dict(
            zip(
                ("silver", "provisions", "debt"),
                comp.cost(c.get("cost", {}), where),
                strict=True,
            )
        ),
        effects=comp.effects(c.get("effects"), f"{where}.effects"),
    )


def _worker_supply(supply: Any, src: str) -> tuple[int, ...]:
    """The workers of each colour in the supply, in :data:`WORKERS` order."""
    counts = field(supply, "counts", dict, src, "worker_supply")
    if sorted(counts) != sorted(WORKERS) or not all(
        isinstance(v, int) and v >= 0 for v in counts.values()
    ):
        raise DataError(src, "worker_supply.counts", f"expected a count >= 0 for each of {WORKERS}")
    return tuple(int(counts[w]) for w in WORKERS)


def _load(cards_path: Path, board_path: Path, main_path: Path) -> GameData:
    choices: list[tuple[Option, ...]] = []
    notes: list[str] = []
    # -- cards ---------------------------------------------------------------------------
    doc = load_json(cards_path)
    src = str(cards_path)
    comp = Compiler(src, choices)
    if tuple(field(doc, "workers", list, src)) != WORKERS:
        raise DataError(src, "workers", f"expected {list(WORKERS)}")
    pal = section(doc, "paladins", src, notes)
    paladins = tuple(
        paladin(c, comp, f"paladins.cards[{i}]")
        for i, c in enumerate(field(pal, "cards", list, src, "paladins"))
    )
    tf = section(doc, "townsfolk", src, notes)
    townsfolk = tuple(
        townsfolk_card(c, comp, f"townsfolk.cards[{i}]")
        for i, c in enumerate(field(tf, "cards", list, src, "townsfolk"))
    )
    out = section(doc, "outsiders", src, notes)
    suits = [str(s) for s in field(out, "suits", list, src, "outsiders")]
    outsiders = tuple(
        outsider(c, comp, suits, f"outsiders.cards[{i}]")
        for i, c in enumerate(field(out, "cards", list, src, "outsiders"))
    )
    tav = section(doc, "taverns", src, notes)
    tavern_workers = tuple(
        tuple(worker(w, src, f"taverns.cards[{i}]") for w in card)
        for i, card in enumerate(field(tav, "cards", list, src, "taverns"))
    )
    taverns = tuple(
        tuple((OP_CRIMINAL << 8 | 1) if t == CRIMINAL else (OP_WORKER << 8 | t) for t in card)
        for card in tavern_workers
    )
    wal = section(doc, "walls", src, notes)
    walls = tuple(
        Wall(
            id=field(c, "id", str, src, f"walls.cards[{i}]"),
            effects=comp.effects(c.get("effects"), f"walls.cards[{i}].effects"),
            points=field(c, "points", int, src, f"walls.cards[{i}]"),
        )
        for i, c in enumerate(field(wal, "cards", list, src, "walls"))
    )
    ords = section(doc, "kings_orders", src, notes)
    order_cards = field(ords, "cards", list, src, "kings_orders")
    orders = tuple(
        action_space(field(c, "action", str, src, f"kings_orders.cards[{i}]"), src, "kings_orders")
        for i, c in enumerate(order_cards)
    )
    fav = section(doc, "kings_favours", src, notes)
    favours = [
        _favour(c, comp, src, f"kings_favours.cards[{i}]")
        for i, c in enumerate(field(fav, "cards", list, src, "kings_favours"))
    ]
    sus = section(doc, "suspicion", src, notes)
    suspicion: list[int] = []
    for i, c in enumerate(field(sus, "cards", list, src, "suspicion")):
        suspicion += [field(c, "silver", int, src, f"suspicion.cards[{i}]")] * field(
            c, "count", int, src, f"suspicion.cards[{i}]"
        )
    worker_supply = _worker_supply(section(doc, "worker_supply", src, notes), src)
    debts = field(section(doc, "debts", src, notes), "count", int, src, "debts")
    cards_doc = doc
    # -- player board ----------------------------------------------------------------------
    doc = load_json(board_path)
    bsrc = str(board_path)
    comp = Compiler(bsrc, choices)
    acts = section(doc, "actions", bsrc, notes)
    action_list = field(acts, "list", list, bsrc, "actions")
    by_id = {field(a, "id", str, bsrc, f"actions.list[{i}]"): a for i, a in enumerate(action_list)}
    if sorted(by_id) != sorted(SPACES):
        raise DataError(bsrc, "actions.list", f"expected exactly the actions {SPACES}")
    slots = tuple(
        tuple(
            worker(w, bsrc, f"actions.{name}.slots", allow_any=True)
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

    ws = section(doc, "workshops", bsrc, notes)
    covers_raw = field(ws, "covers", dict, bsrc, "workshops")
    workshop_max = field(ws, "max_per_action", int, bsrc, "workshops")
    covers = _workshop_covers(covers_raw, slots, workshop_max, bsrc)
    count = field(ws, "count", int, bsrc, "workshops")
    rewards = tuple(
        worker(w, bsrc, "workshops.rewards") for w in field(ws, "rewards", list, bsrc, "workshops")
    )
    if len(rewards) != count:
        raise DataError(bsrc, "workshops.rewards", f"expected {count} workers")
    rows = section(doc, "rows", bsrc, notes)
    bonuses = section(doc, "row_bonuses", bsrc, notes)
    names = ("monks", "outposts", "walls", "jars", "converts")
    if not set(bonuses) <= {"verified", "source", "note", *names}:
        raise DataError(bsrc, "row_bonuses", f"expected bonuses of the rows {names}")
    row = {
        name: _row(
            field(rows, name, dict, bsrc, "rows"),
            comp,
            f"rows.{name}",
            7,
            bonuses.get(name, [[]] * 7),
            f"row_bonuses.{name}",
        )
        for name in names
    }
    absolve = section(doc, "absolve_spaces", bsrc, notes)
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
    comp = Compiler(msrc, choices)
    regs = field(section(doc, "regions", msrc, notes), "list", list, msrc, "regions")
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
    trow = section(doc, "townsfolk_row", msrc, notes)
    orow = section(doc, "outsider_row", msrc, notes)
    tax = section(doc, "tax_supply", msrc, notes)
    track = section(doc, "kings_track", msrc, notes)
    score = section(doc, "scoring", msrc, notes)
    tax_by = {int(k): int(v) for k, v in field(tax, "by_players", dict, msrc, "tax_supply").items()}
    attribute_points = ints(score.get("attribute_points"), msrc, "scoring.attribute_points")
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
        worker_supply=worker_supply,
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
        workshop_points=ints(ws.get("points"), bsrc, "workshops.points", count + 1),
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
        townsfolk_costs=ints(trow.get("costs"), msrc, "townsfolk_row.costs"),
        townsfolk_debt=tuple(
            bool(v) for v in field(trow, "debt_allowed", list, msrc, "townsfolk_row")
        ),
        outsider_thresholds=ints(orow.get("thresholds"), msrc, "outsider_row.thresholds"),
        tax_by_players=tax_by,
        order_rounds=ints(track.get("order_rounds"), msrc, "kings_track.order_rounds"),
        favour_rounds=ints(track.get("favour_rounds"), msrc, "kings_track.favour_rounds"),
        attribute_points=attribute_points,
        track_max=track_max,
        order_threshold=field(score, "order_threshold", int, msrc, "scoring"),
        order_points=ints(score.get("order_points"), msrc, "scoring.order_points"),
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
    """The data, loaded and checked once per set of files (default: games/paladins/data/*.json)."""
    return _cached(
        (cards_path or data_path("paladins", "cards.json")).resolve(),
        (player_board_path or data_path("paladins", "player_board.json")).resolve(),
        (main_board_path or data_path("paladins", "main_board.json")).resolve(),
    )
