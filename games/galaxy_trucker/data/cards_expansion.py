"""The Big Expansion's cards: 24 intrigue cards (GT-5.7.7), 25 Rough Roads (GT-5.8.5) and
6 bonus cards (GT-5.9.2).

The seed gives every effect but not what is printed only as card art: the attack lists of
Surrounded, Ambush, the Asteroid Fields and Crossfire, the rate of Immigration Officials, the items
of Junker for Sale, the cannon fire of Getting Even, the Rough Roads "building" symbols, the
Junkyards and Space Billiards. Those values below are the engine's provisional ones, all
`[unverified]`; projectiles use the letters of `cards_base` (`Mf` = large meteor from the front).
"""

from __future__ import annotations

from typing import Any

INTRIGUE: dict[str, dict[str, Any]] = {
    "surrounded": {"first": "Cf cl", "second": "cb Cr"},  # attacks [unverified]
    "trustbusters": {"threshold": 3, "fine": 2},
    "wide_open_space": {},
    "road_narrows": {},
    "big_ship_bonus": {},
    "speed_trap": {"fine": 2},
    "quarantine": {},
    "ambush": {"shots": "Cf cl cr"},  # attacks [unverified]
    "immigration_officials": {"per_alien": 2},  # rate [unverified]
    "stranded_ship": {"credits": 12},
    "eco_patrol": {"per_battery": 1, "days": 3},
    "quality_control": {},
    "checkpoint": {},
    "system_test": {"per_battery": 2},
    "traffic_jam": {},
    "asteroid_field_7": {"days": 7, "shots": "Mf mf Mf"},  # attacks [unverified]
    "asteroid_field_8": {"days": 8, "shots": "Mf Mf ml mr"},  # attacks [unverified]
    "crossfire": {"days": 6, "shots": "cl cr Cl"},  # attacks [unverified]
    "cosmic_rays": {},
    "psychocannibals": {},
    "getting_even": {"max_demand": 10, "shot": "C"},  # heavy fire from the rear [unverified]
    "junker_for_sale": {"goods": "ryg"},  # the items [unverified]
    "the_mob": {"fine": 7},
    "customs_inspection": {"per_good": 1},
}

ROUGH_ROADS: dict[str, dict[str, Any]] = {
    "meteoric_inversion": {},
    "bum_batteries": {},
    "remorseless_fate": {},
    "stiff_competition": {},
    "big_baddies": {"strength": 2},
    "engine_envy": {},
    "workers_compensation": {},
    "piercing_projectiles": {},
    "union_ship": {},
    "bad_luck": {"rolls": 3},
    "explosive_goods": {},
    "explosive_batteries": {},
    "nasty_surprise": {},
    "infected_goods": {},
    "defective_connectors": {},
    "space_junk": {},
    "somersault": {"building": True},  # building symbols [unverified]
    "paranoia": {"shot": "c"},  # light fire from the front (size not in the seed) [unverified]
    "panic": {},
    "tough_trip": {"building": True},
    "metal_fatigue": {},
    "cosmic_psychosis": {},
    "dead_zone": {"building": True},
    "deja_vu": {},
    "made_to_order": {"building": True},
}

BONUS: dict[str, dict[str, Any]] = {
    "bureaucracy": {"level": 1, "type": "event", "reward": 3},
    "junkyard_1": {"level": 1, "type": "opportunity", "crew": 1, "tiles": 3},  # [unverified]
    "robosmokys": {"level": 2, "type": "event"},
    "star_depot": {"level": 2, "type": "opportunity", "tiles": 6},
    "space_billiards": {"level": 3, "type": "event"},  # whole effect [unverified]
    "junkyard_3": {"level": 3, "type": "opportunity", "crew": 2, "tiles": 4},  # [unverified]
}

