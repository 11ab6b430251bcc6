"""Nim's rules: id, citation and one sentence each (registered by ``words.register``)."""

from __future__ import annotations

SOURCE = "Bouton, Nim (Annals of Mathematics, 2nd series, vol. 3, 1901), p. 35"
RULES = (
    ("NIM.setup", SOURCE, "Each heap starts with a number of tokens."),
    ("NIM.take", SOURCE, "On your turn, take one or more tokens from a single heap."),
    ("NIM.take.limit", SOURCE, "A turn takes no more tokens than the game's limit."),
    ("NIM.take.heap", SOURCE, "You can only take tokens that are in the heap."),
    ("NIM.end", SOURCE, "Whoever takes the last token wins."),
)
