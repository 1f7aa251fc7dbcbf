"""Quorum cards (BSG-1.15): 17 base, 3 Exodus. A played card goes to the discard pile as its
resolution begins (BSG-18.4); `remove_quorum` takes it out of the game, `attach` keeps it in
play. Quorum cards never target revealed Cylons (BSG-1.15.2): every `pick` here is `human`."""

from __future__ import annotations

from games.battlestar_galactica.data.script import res

ASSIGN = (("pick", "actor", ("other", "human"), (("attach", "chosen"),)),)

QUORUM: dict[str, dict] = {
    "inspirational_speech": {"copies": 4, "set": "base", "steps": (
        ("roll", "quorum", [(6, 8, (*res(morale=1), ("remove_quorum",)))]),)},
    "food_rationing": {"copies": 2, "set": "base", "steps": (
        ("roll", "quorum", [(6, 8, (*res(food=1), ("remove_quorum",)))]),)},
    "arrest_order": {"copies": 2, "set": "base", "steps": (
        ("pick", "actor", ("brig", "human"), (("send", "chosen", "brig"),)),)},
    "authorization_of_brutal_force": {"copies": 2, "set": "base", "steps": (
        ("special", "brutal_force"),
        ("roll", "quorum", [(1, 2, res(population=-1))]))},
    "encourage_mutiny": {"copies": 1, "set": "base", "steps": (
        ("pick", "actor", ("other", "human", "not_admiral"), (
            ("roll", "quorum", [(3, 8, (("title", "admiral", "chosen"),)),
                                (1, 2, res(morale=-1))], "chosen"),)),)},
    "release_cylon_mugshots": {"copies": 1, "set": "base", "steps": (
        ("pick", "actor", ("other", "loyalty", "human"), (("look", "actor", "chosen", 1),)),
        ("roll", "quorum", [(1, 3, res(morale=-1))]))},
    "presidential_pardon": {"copies": 1, "set": "base", "steps": (
        ("pick", "actor", ("other", "in_brig", "human"), (("special", "pardon"),)),)},
    "accept_prophecy": {"copies": 1, "set": "base", "steps": (
        ("draw", "actor", "any", 1), ("attach", "fleet"))},
    "assign_vice_president": {"copies": 1, "set": "base", "steps": (
        ("draw", "actor", "po", 2), *ASSIGN)},
    "assign_arbitrator": {"copies": 1, "set": "base", "steps": (
        ("draw", "actor", "po", 2), *ASSIGN)},
    "assign_mission_specialist": {"copies": 1, "set": "base", "steps": (
        ("draw", "actor", "po", 2), *ASSIGN)},
    "establish_dogsville": {"copies": 1, "set": "exodus", "steps": res(population=1, morale=-1)},
    "presidential_order": {"copies": 1, "set": "exodus", "steps": (
        ("pick", "actor", ("human",), (("special", "presidential_order"),)),)},
    "resignation": {"copies": 1, "set": "exodus", "steps": (("special", "resignation"),)},
}
ATTACHED = {"assign_vice_president", "assign_arbitrator", "assign_mission_specialist",
            "accept_prophecy"}


def deck(exodus: bool) -> list[str]:
    return [f"{name}_{i + 1}" if q["copies"] > 1 else name
            for name, q in QUORUM.items() if exodus or q["set"] == "base"
            for i in range(q["copies"])]


def kind(card: str) -> str:
    """The card's name id (`inspirational_speech_3` -> `inspirational_speech`)."""
    head, _, tail = card.rpartition("_")
    return head if tail.isdigit() and head in QUORUM else card
