"""Citations as a learner reads them.

The rule catalogs cite the Portuguese editions of the rulebooks by their headings ("Preparação
13") and the project's notes on the rules by section. A learner gets the heading in English
(our translation, marked, with the Portuguese after it), the notes by name, and no marker of
how the engine reads an open question: where the rulebook is silent, the citation says so.
"""

from __future__ import annotations

import re

TRANSLATED = "our translation"
OPEN_NOTE = "the rulebook leaves this open; the game is played by its most literal reading"

HEADINGS: dict[str, str] = {
    # Brian Boru
    "Objetivo do Jogo": "Goal of the game",
    "Preparação": "Setup",
    "Fluxo do Jogo": "How the game flows",
    "Fase de Preparação": "Preparation phase",
    "Fase de Seleção de Cartas": "Card selection phase",
    "Fase de Ações": "Action phase",
    "Vazas": "Tricks",
    "Símbolos e Ações": "Symbols and actions",
    "Expansão por estrada": "Expanding along a road",
    "Pontuação Final": "Final scoring",
    "Fim de Jogo e Pontuação": "End of the game and scoring",
    "Critérios de Desempate": "Tie-breakers",
    "Ações Especiais da Carta da Princesa da Dinamarca": (
        "The Princess of Denmark's special actions"
    ),
    "Princesa": "The Princess",
    "Estabelecer comércio": "Establish trade",
    "Apoio militar": "Military support",
    "Rejeitá-la": "Spurn her",
    "Ações e Como Jogar": "Actions and how to play",
    "Dicas para Vencer": "Tips for winning",
    "Manutenção": "Upkeep",
    # Merlin
    "Mudanças na preparação": "Changes to the setup",
    "Mudanças na jogabilidade": "Changes to play",
    "Jogabilidade": "Play",
    "Importante": "Important",
    "Nota": "Note",
    "Fim de jogo": "End of the game",
    "Espaços de distrito": "District spaces",
    "Ações dos decretos": "Decree actions",
    "Pictos": "Picts",
    "O anel de sinete": "The signet ring",
    "Moedas de ouro": "Gold coins",
    "Medalhão de ações": "The action medallion",
    "Trabalhador temporário": "The temporary worker",
    "Mova a Morgana": "Move Morgana",
    "Influência sombria": "Dark influence",
    "Copo de chifre": "The horn cup",
    "Maçã envenenada": "The poisoned apple",
    "Cabana da bruxa": "The witch hut",
    "Pontuação": "Scoring",
    # Paladins
    "Estrutura da Rodada": "Structure of a round",
    "Regras de Trabalhadores": "Worker rules",
    "Realizando Ações": "Taking actions",
    "Ações no Tabuleiro do Jogador": "Actions on the player board",
    "Caçar e Negociar": "Hunt and Trade",
    "Recrutar": "Recruit",
    "Absolver": "Absolve",
    "Atacar": "Attack",
    "Nomear": "Commission",
    "Converter": "Convert",
    "Desenvolver": "Develop",
    "Fortificar": "Fortify",
    "Guarnecer": "Garrison",
    "Conspirar": "Conspire",
    "Rezar": "Pray",
    "Fim da Rodada": "End of the round",
    "Fim do Jogo": "End of the game",
    "Inquisição": "The Inquisition",
}

_NOTES = re.compile(r"docs/rules/[a-z_]+\.md")
_MARKER = re.compile(r"\s*\[(?:option [^\]]*|data [^\]]*|engine|gap|choice)\]")
# Longest first, so that "Fase de Ações" wins over a shorter heading inside it.
_HEADING = re.compile("|".join(re.escape(h) for h in sorted(HEADINGS, key=len, reverse=True)))


def reader_citation(citation: str) -> str:
    """A catalog citation in a learner's words (see the module docstring)."""
    open_question = bool(_MARKER.search(citation))
    text = _MARKER.sub("", citation)
    text = _NOTES.sub("Notes on the rules", text)
    text = _HEADING.sub(lambda m: f"{HEADINGS[m.group(0)]} ({m.group(0)}; {TRANSLATED})", text)
    text = text.replace(" > ", ", ")
    return f"{text} — {OPEN_NOTE}" if open_question else text
