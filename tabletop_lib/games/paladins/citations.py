"""The published works the Paladins rule catalog cites (``catalog.py``, ``catalog_actions.py``),
and those citations in a learner's words.

``SEED`` is the Portuguese rules text (it stops at "Passando e Fim da Rodada"); ``REF`` the
project's rules notes, the outside facts with their sources and confidence. The catalog writes
its citations with both; :func:`plain_citation` turns one into what a learner reads: the English
name of the rulebook's section (our translation of the Portuguese heading, which follows in
brackets), and, for a fact the rules text cited does not hold, the subject it belongs to and
where it comes from, or, where the rules are silent, "The rulebook does not say". The
Portuguese rules text has no page numbers, so sections and steps stand in for pages.
"""

from __future__ import annotations

import re

SEED = "Paladins of the West Kingdom (Garphill Games, 2019), rules, Portuguese edition"
REF = "docs/rules/paladins.md"
ACTIONS = f"{SEED}: Ações no Tabuleiro do Jogador"
ROUND = f"{SEED}: Estrutura da Rodada"

EDITION = "Paladins of the West Kingdom, rules (Portuguese edition, Garphill Games, 2019)"
SILENT = "The rulebook does not say; here it is played this way"
OUTSIDE = "from the published game's cards, components and reviews"

# Portuguese heading -> English section (our translation); longest first where one starts
# another ("Ações no Tabuleiro do Jogador: Recrutar" before "Ações no Tabuleiro do Jogador").
_HEADINGS: tuple[tuple[str, str], ...] = (
    (
        "Ações no Tabuleiro do Jogador: Caçar e Negociar",
        "Actions on the player board: Hunt and Trade",
    ),
    ("Ações no Tabuleiro do Jogador: Recrutar", "Actions on the player board: Recruit"),
    ("Ações no Tabuleiro do Jogador: Orar", "Actions on the player board: Pray"),
    ("Ações no Tabuleiro do Jogador: Conspirar", "Actions on the player board: Conspire"),
    ("Ações no Tabuleiro do Jogador: Desenvolver", "Actions on the player board: Develop"),
    ("Ações no Tabuleiro do Jogador: Nomear", "Actions on the player board: Commission"),
    ("Ações no Tabuleiro do Jogador: Fortificar", "Actions on the player board: Fortify"),
    ("Ações no Tabuleiro do Jogador: Guarnecer", "Actions on the player board: Garrison"),
    ("Ações no Tabuleiro do Jogador: Absolver", "Actions on the player board: Absolve"),
    ("Ações no Tabuleiro do Jogador: Atacar", "Actions on the player board: Attack"),
    ("Ações no Tabuleiro do Jogador: Converter", "Actions on the player board: Convert"),
    ("Ações no Tabuleiro do Jogador", "Actions on the player board"),
    ("Regras de Trabalhadores (Atenção)", "Worker rules, the note 'Attention'"),
    ("Regras de Trabalhadores", "Worker rules"),
    ("Realizando Ações", "Taking actions"),
    ("Estrutura da Rodada", "Structure of a round, step"),
    ("Passando e Fim da Rodada", "Passing and the end of a round"),
    ("O Turno de Jogo", "Playing the game"),
    ("Objetivo do Jogo", "Goal of the game"),
    ("Preparação", "Setup, step"),
    ("Desenvolver", "Actions on the player board: Develop"),
    ("Absolver", "Actions on the player board: Absolve"),
    ("Orar", "Actions on the player board: Pray"),
)

# A section of the rules notes -> the subject of the game it covers, in English.
_NOTES: tuple[tuple[str, str], ...] = (
    ("§1", "Components"),
    ("§2.1", "Structure of a round"),
    ("§2.2", "Criminals, Suspicion, the tax supply and the Inquisition"),
    ("§2.3", "Passing and the end of a round"),
    ("§2.4", "The player board"),
    ("§2.5", "Faith, Strength and Influence"),
    ("§2.6", "The main board"),
    ("§2.7", "End of the game and scoring"),
    ("§3.1", "The Paladin cards"),
    ("§3.2", "The Townsfolk cards"),
    ("§3.3", "The Outsider cards"),
    ("§3.4", "The Tavern cards"),
    ("§3.5", "The Wall cards"),
    ("§3.6", "The Debt and Suspicion cards"),
    ("§3.7", "The King's Orders and Favours"),
    ("§5", "Components"),
)
_OPEN = re.compile(r"\s*\[(?:option|engine|data)[^\]]*\]")


def _seed_part(part: str) -> str:
    """ "Preparação 13" -> "Setup, step 13 (Preparação 13; our translation)"."""
    for pt, en in _HEADINGS:
        if part.startswith(pt):
            rest = part[len(pt) :].strip()
            if not rest:
                return f"{en.removesuffix(', step')} ({pt}; our translation)"
            step = "steps" if "-" in rest else "step"
            return f"{en.replace('step', step)} {rest} ({pt} {rest}; our translation)"
    raise ValueError(f"no English section for the Portuguese heading {part!r}")


def _note_part(part: str) -> str | None:
    """ "§2.7.5" -> "End of the game and scoring" (None for the notes' engine sections)."""
    for ref, en in sorted(_NOTES, key=lambda n: -len(n[0])):
        if part == ref or part.startswith((ref + ".", ref + ",", ref + " ", ref + "-")):
            return en
    return None


def plain_citation(raw: str) -> str:
    """The catalog's citation ``raw`` in a learner's words (see the module docstring)."""
    silent = bool(_OPEN.search(raw))
    raw = _OPEN.sub("", raw)
    sections: list[str] = []
    subjects: list[str] = []
    for chunk in (c.strip() for c in raw.split(";")):
        if chunk.startswith(SEED):
            sections.append(_seed_part(chunk[len(SEED) :].lstrip(": ")))
        elif chunk.startswith(REF):
            for part in chunk[len(REF) :].split(","):
                subject = _note_part(part.strip())
                if subject is not None:
                    subjects.append(subject)
        elif chunk:
            raise ValueError(f"a citation part that is neither the rules nor the notes: {chunk!r}")
    subjects = [s for s in dict.fromkeys(subjects) if not any(s in x for x in sections)]
    places = list(dict.fromkeys(sections))
    if subjects:
        named = [subjects[0], *(s.replace("The ", "the ", 1) for s in subjects[1:])]
        places.append(" and ".join(named) + ("" if silent else f" ({OUTSIDE})"))
    text = f"{EDITION}: {'; '.join(places)}" if places else EDITION
    return f"{text}. {SILENT}." if silent or not places else text
