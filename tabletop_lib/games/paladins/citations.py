"""The published works the Paladins rule catalog cites (``catalog.py``, ``catalog_actions.py``).

``SEED`` is the Portuguese rules text (it stops at "Passando e Fim da Rodada"); ``REF`` the
project's rules notes, the outside facts with their sources and confidence.
"""

from __future__ import annotations

SEED = "Paladins of the West Kingdom (Garphill Games, 2019), rules, Portuguese edition"
REF = "docs/rules/paladins.md"
ACTIONS = f"{SEED}: Ações no Tabuleiro do Jogador"
ROUND = f"{SEED}: Estrutura da Rodada"
