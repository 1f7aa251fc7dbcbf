"""Every card by id, JSON-ready (step tuples as lists), with the deck builders of BSG-2.1."""

from __future__ import annotations

from functools import cache
from typing import Any

from games.battlestar_galactica.data.crises import BASE_CRISES
from games.battlestar_galactica.data.crises_exodus import EXODUS_CRISES
from games.battlestar_galactica.data.super_crises import SUPER_CRISES
from games.battlestar_galactica.state import _jsonable

CRISES: dict[str, dict[str, Any]] = {
    **{c["id"]: {**c, "set": "base"} for c in BASE_CRISES},
    **{c["id"]: {**c, "set": "exodus"} for c in EXODUS_CRISES},
}
SUPERS: dict[str, dict[str, Any]] = {c["id"]: c for c in SUPER_CRISES}


@cache
def card_data(card: str) -> dict[str, Any]:
    """A crisis or super crisis card with its body as JSON data."""
    data = CRISES.get(card) or SUPERS[card]
    return {**data, "body": _jsonable(list(data["body"])), "activation": list(data["activation"])}


def crisis_deck(exodus: bool, cylon_fleet: bool) -> list[str]:
    """BSG-20.1 / BSG-21.1: Exodus adds its 34 general cards, the Cylon Fleet its 6 CAG cards
    and removes the 10 Cylon Attack cards."""
    out = []
    for card, data in CRISES.items():
        if data["set"] == "exodus" and not exodus:
            continue
        if data.get("cf") and not cylon_fleet:
            continue
        if data.get("attack") and cylon_fleet:
            continue
        out.append(card)
    return out


def super_deck(exodus: bool, cylon_fleet: bool) -> list[str]:
    out = []
    for card, data in SUPERS.items():
        if data["set"] == "exodus" and not exodus:
            continue
        if data.get("cf") and not cylon_fleet:
            continue
        if data.get("no_cf") and cylon_fleet:
            continue
        out.append(card)
    return out


def name_of(card: str) -> str:
    data = CRISES.get(card) or SUPERS.get(card)
    return data["name"] if data else card
