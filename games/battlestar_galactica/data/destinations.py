"""Destination cards (BSG-1.16): 22 base, 7 Exodus, with distance and effect."""

from __future__ import annotations

from games.battlestar_galactica.data.script import res


def _risk(at_least: int, gain: tuple) -> tuple:
    """The Admiral may risk a raptor: roll, `at_least` or more gains, else the raptor is lost."""
    return ("may", "admiral", (("risk_raptor", at_least, gain),), "raptor")


DESTINATIONS: dict[str, dict] = {
    "tylium_planet": {"copies": 4, "set": "base", "distance": 1,
                      "steps": (*res(fuel=-1), _risk(3, res(fuel=2)))},
    "icy_moon": {"copies": 2, "set": "base", "distance": 1,
                 "steps": (*res(fuel=-1), _risk(3, res(food=1)))},
    "ragnar_anchorage": {"copies": 1, "set": "base", "distance": 1,
                         "steps": (("may", "admiral", (("special", "ragnar_anchorage"),)),)},
    "barren_planet": {"copies": 4, "set": "base", "distance": 2, "steps": res(fuel=-2)},
    "deep_space": {"copies": 3, "set": "base", "distance": 2, "steps": res(fuel=-1, morale=-1)},
    "remote_planet": {"copies": 3, "set": "base", "distance": 2,
                      "steps": (*res(fuel=-1), ("raptor", -1))},
    "cylon_refinery": {"copies": 1, "set": "base", "distance": 2, "steps": (
        *res(fuel=-1),
        ("may", "admiral", (("roll", "destination", [(6, 8, res(fuel=2)), (1, 5, (
            ("damage_vipers", "undamaged", 2, "admiral"),))]),), "two_vipers"))},
    "asteroid_field": {"copies": 2, "set": "base", "distance": 3,
                       "steps": (*res(fuel=-2), ("civilians", 1))},
    "cylon_ambush": {"copies": 1, "set": "base", "distance": 3, "steps": (
        *res(fuel=-1), ("place", {"fore": {"basestars": 1, "raiders": 3},
                                  "aft": {"civilians": 3}}))},
    "desolate_moon": {"copies": 1, "set": "base", "distance": 3, "steps": res(fuel=-3)},
    "algae_planet": {"copies": 1, "set": "exodus", "distance": 1,
                     "steps": res(fuel=-1, food=1)},
    "gas_giant": {"copies": 1, "set": "exodus", "distance": 1, "steps": (
        ("may", "admiral", (("destroy_viper",), *res(fuel=1)), "viper"),)},
    "derelict_basestar": {"copies": 1, "set": "exodus", "distance": 2, "steps": (
        *res(fuel=-1), ("place", {"aft": {"civilians": 2}, "fore": {"basestars": 1}}),
        ("special", "derelict_basestar"))},
    "dying_star": {"copies": 1, "set": "exodus", "distance": 2,
                   "steps": (*res(fuel=-1), ("damage", 1))},
    "radioactive_cloud": {"copies": 1, "set": "exodus", "distance": 2,
                          "steps": res(fuel=-1, population=-1)},
    "cylon_raiders": {"copies": 1, "set": "exodus", "distance": 3,
                      "steps": (*res(fuel=-2), ("place", {"aft": {"raiders": 3}}))},
    "lions_head_nebula": {"copies": 1, "set": "exodus", "distance": 3,
                          "steps": (*res(fuel=-4), ("after_reset", 2))},
}


def deck(exodus: bool) -> list[str]:
    return [f"{name}_{i + 1}" if d["copies"] > 1 else name
            for name, d in DESTINATIONS.items() if exodus or d["set"] == "base"
            for i in range(d["copies"])]


def kind(card: str) -> str:
    head, _, tail = card.rpartition("_")
    return head if tail.isdigit() and head in DESTINATIONS else card
