"""Citations a learner can use: the English rulebook's section and page for each rule.

The catalog records where each rule comes from as a Portuguese heading of the rulebook and/or a
section of the rules notes. ``plain_citation`` turns that into the English name of the section
(our translation of the Portuguese heading, which follows in brackets) with the page of the
English first edition (Osprey Games, 2021, 12 pages), or says the rulebook is silent.
"""

from __future__ import annotations

import re

EDITION = "Brian Boru: High King of Ireland, rulebook (English edition, Osprey Games, 2021)"

# Portuguese heading -> (English section, page of the English edition).
_HEADINGS: tuple[tuple[str, str, str], ...] = (
    ("Fluxo do Jogo", "How the game flows", "p. 5"),
    ("Fim de Jogo e Pontuação", "End of the game and scoring", "p. 10"),
    ("Pontuação Final", "Final scoring", "p. 10"),
    ("Critérios de Desempate", "Tie-breaks", "p. 10"),
    ("Objetivo do Jogo", "Object of the game", "p. 2"),
    ("Preparação", "Setup, step", "p. 4"),
    ("Símbolos e Ações > Expansão por estrada", "Symbols and actions: expanding by road", "p. 6"),
    ("Símbolos e Ações", "Symbols and actions", "p. 6"),
    ("Ações Especiais da Carta da Princesa da Dinamarca", "The Princess of Denmark", "p. 9"),
    ("Princesa > Rejeitá-la", "The Princess of Denmark: spurning her", "p. 9"),
    ("Princesa > Estabelecer comércio", "The Princess of Denmark: establishing trade", "p. 9"),
    ("Princesa > Apoio militar", "The Princess of Denmark: military support", "p. 9"),
    ("Fase de Seleção de Cartas", "Card selection phase, step", "p. 5"),
    ("Fase de Preparação", "Preparation phase, step", "p. 5"),
    ("Fase de Manutenção", "Upkeep phase", "pp. 8-9"),
    ("Fase de Ações > Vazas", "Action phase: tricks, step", "p. 5"),
    ("Fase de Ações", "Action phase", "p. 5"),
    ("Dicas para Vencer", "Tips for winning", "p. 11"),
    ("Ações e Como Jogar", "Actions and how to play", "p. 5"),
)

# A section of the rules notes -> (English section, page) of the English rulebook.
_NOTES: tuple[tuple[str, str, str], ...] = (
    ("§1", "Components", "pp. 2-3"),
    ("§2", "Setup", "p. 4"),
    ("§3.2", "Card selection phase", "p. 5"),
    ("§3.3", "Action phase: tricks", "p. 5"),
    ("§3.4", "Symbols and actions", "p. 6"),
    ("§4.1", "Upkeep: marriage", "p. 8"),
    ("§4.2", "Upkeep: battle", "p. 8"),
    ("§4.3", "Upkeep: church", "p. 9"),
    ("§4.4", "Upkeep: claiming regions", "p. 9"),
    ("§4", "Upkeep phase", "pp. 8-9"),
    ("§5", "Final scoring", "p. 10"),
)

SILENT = "The rulebook does not say; this is how it is played here"


def _seed_part(part: str) -> str:
    """One Portuguese heading ("Preparação 13") as "Setup, step 13 (Preparação; our
    translation), p. 4"."""
    for pt, en, page in _HEADINGS:
        if part.startswith(pt):
            rest = part[len(pt) :].strip()
            step = "steps" if "-" in rest else "step"
            title = f"{en.replace('step', step)} {rest}" if rest else en.removesuffix(", step")
            return f"{title} ({pt}; our translation), {page}"
    return part


def _note_part(part: str) -> str:
    """A section of the rules notes ("§4.2 (3)") as the English rulebook's section and page."""
    for ref, en, page in _NOTES:
        if part.startswith(ref):
            return f"{en}, {page}"
    return SILENT


def plain_citation(raw: str, seed: str, notes: str) -> str:
    """The catalog's citation ``raw`` in a learner's words (see the module docstring)."""
    gap = "[gap]" in raw
    raw = raw.replace("[gap]", "").strip()
    places: list[str] = []
    for chunk in re.split(r";\s*", raw):
        chunk = chunk.strip()
        if chunk.startswith(seed):
            chunk = chunk[len(seed) :].lstrip(": ")
        if chunk.startswith((notes, "§")):
            note = _note_part(chunk.removeprefix(notes).strip())
            if not any(p.startswith(note.split(",")[0]) for p in places):
                places.append(note)
        elif chunk:
            places.append(_seed_part(chunk))
    places = list(dict.fromkeys(p for p in places if p != SILENT)) or [SILENT]
    text = f"{EDITION}: {'; '.join(places)}"
    return f"{text}. {SILENT}." if gap and SILENT not in places else text
