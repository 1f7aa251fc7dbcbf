"""Loyalty cards (BSG-1.12), the deck-building tables (BSG-2.5), Personal Goals and the Final
Five (BSG-22). Every card has its own id so the cards can be counted (`human_07`)."""

from __future__ import annotations

HUMAN_BASE = 11
HUMAN_EXODUS = 5

# "You Are a Cylon" cards and the power each gives when revealed as an action (BSG-1.12).
CYLON_CARDS: dict[str, dict] = {
    "cylon_morale": {"set": "base", "steps": (("res", "morale", -1),)},
    "cylon_sickbay": {"set": "base", "steps": (
        ("pick", "actor", ("galactica", "sickbay", "other"),
         (("discard", "chosen", 5), ("send", "chosen", "sickbay"))),)},
    "cylon_brig": {"set": "base", "steps": (
        ("pick", "actor", ("galactica", "brig", "other"), (("send", "chosen", "brig"),)),)},
    "cylon_damage": {"set": "base", "steps": (("special", "cylon_damage"),)},
    "cylon_jump": {"set": "exodus", "steps": (("jump", -2),)},
    "cylon_centurion": {"set": "exodus", "steps": (("centurion", 1),)},
}
SYMPATHIZER = "sympathizer"

# BSG-13.3: Boomer's Sleeper Agent deal (2 cards, 1 if already revealed) and whether she then
# goes to the Brig. A revealed Boomer staying where she is is [unverified] (the reference's
# reading), so both are data.
SLEEPER_BOOMER_CARDS = {"hidden": 2, "revealed": 1}
SLEEPER_BOOMER_BRIG = {"hidden": True, "revealed": False}

# BSG-22.2: reveal condition (checked by `conflicted.py`) and the resource lost at the end.
PERSONAL_GOALS: dict[str, str] = {
    "goal_acquire_power": "food", "goal_devastation": "morale",
    "goal_political_intrigue": "food", "goal_sacrifice": "fuel",
    "goal_self_destruction": "morale", "goal_selfish": "fuel",
    "goal_stand_and_fight": "population", "goal_use_caution": "population",
}
# BSG-22.3: what happens when another player examines the card.
FINAL_FIVE: dict[str, tuple] = {
    "ff_brig_examiner": (("send", "examiner", "brig"),),
    "ff_execute_examiner": (("execute", "examiner"),),
    "ff_execute_holder": (("execute", "holder"), ("discard_random", "others_of_holder", 2)),
    "ff_damage": (("damage", 2),),
    "ff_activate": (("activate", "raiders"), ("activate", "basestars"),
                    ("activate", "heavies")),
}
FINAL_FIVE_RESHUFFLED = {"ff_brig_examiner", "ff_execute_examiner", "ff_damage", "ff_activate"}

# BSG-2.5: (Cylon cards, Not-a-Cylon cards) by player count.
TABLE_EXODUS = {3: (1, 6), 4: (1, 7), 5: (2, 9), 6: (2, 10)}
TABLE_BASE = {3: (1, 5), 4: (1, 6), 5: (2, 8), 6: (2, 9)}


def human_cards(exodus: bool) -> list[str]:
    count = HUMAN_BASE + (HUMAN_EXODUS if exodus else 0)
    return [f"human_{i + 1:02d}" for i in range(count)]


def cylon_cards(exodus: bool) -> list[str]:
    return [c for c, d in CYLON_CARDS.items() if exodus or d["set"] == "base"]


def is_cylon(card: str) -> bool:
    return card in CYLON_CARDS


def kind(card: str) -> str:
    """The catalog name id of a loyalty card (`human_07` -> `not_cylon`)."""
    return "not_cylon" if card.startswith("human_") else card
