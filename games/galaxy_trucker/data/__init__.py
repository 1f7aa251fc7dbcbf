"""Everything the engine knows as numbers and lists, one file per kind (tiles, cards, layouts,
rewards): values the reference marks `[unverified]` are corrected here, never in the code."""

from __future__ import annotations

from typing import Any

from games.galaxy_trucker.data.cards_base import BASE_CARDS
from games.galaxy_trucker.data.cards_expansion import BONUS, INTRIGUE, ROUGH_ROADS

ALL_CARDS: dict[str, dict[str, Any]] = {**BASE_CARDS, **INTRIGUE, **BONUS}


def card_kind(card: str) -> str:
    """The catalog name of a card (`gt.card.<kind>.name`): base cards share one per kind."""
    if card in BASE_CARDS:
        return str(BASE_CARDS[card]["kind"])
    if card.startswith("junkyard"):
        return "junkyard"
    return card


__all__ = ["ALL_CARDS", "BASE_CARDS", "BONUS", "INTRIGUE", "ROUGH_ROADS", "card_kind"]
