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
    if TRANSLATED in citation:  # already written for readers by the game
        return citation
    open_question = bool(_MARKER.search(citation))
    text = _MARKER.sub("", citation)
    text = _NOTES.sub("Notes on the rules", text)
    text = _HEADING.sub(lambda m: f"{HEADINGS[m.group(0)]} ({m.group(0)}; {TRANSLATED})", text)
    text = text.replace(" > ", ", ")
    return f"{text} — {OPEN_NOTE}" if open_question else text


_CHOICE = re.compile(r"\[(?:choice|gap|engine)\]\s*")
_DATA_NOTE = re.compile(
    r"[,;:]?\s*(?:by )?\boption [a-z]+_[a-z_]+(?:='?[\w-]+'?)?"
    r"|[,;:]?\s*(?:the slot's bonus: )?\bdata [a-z]+_[a-z_]+"
    r"|[,;:]?\s*(?:games/\w+/)?data/[\w/]+\.json(?:\s*\((?:unverified)[^)]*\))?"
    r"|\s*\(unverified[^)]*\)"
)
_EMPTY = re.compile(r"\s*\(\s*[,;:]?\s*(?:unverified\s*)?\)")
_OPEN_PAREN = re.compile(r"\(\s*[,;:]\s*")
_OTHER_READING = re.compile(r"\((?:by )?option [a-z_]+='?[\w-]+'?:\s*", re.IGNORECASE)
_ID = re.compile(r"\b[A-Z]{2}\.[a-z0-9_-]+(?:\.[a-z0-9_-]+)+")


def reader_rule_text(text: str) -> str:
    """A rule's sentence as a learner reads it: a reading taken where the rulebook is silent
    says so, notes on data files and option names are dropped, and a rule id becomes the rule's
    plain name."""
    from .rules import rule_name

    def named(m: re.Match[str]) -> str:
        try:
            return f"“{rule_name(m.group(0))}”"
        except KeyError:
            return m.group(0)

    out = _OTHER_READING.sub("(in another reading: ", text)
    out = _EMPTY.sub("", _OPEN_PAREN.sub("(", _DATA_NOTE.sub("", out)))
    out = _CHOICE.sub("Where the rulebook is not explicit: ", out)
    out = _ID.sub(named, out)
    return re.sub(r"\s{2,}", " ", out).strip()
