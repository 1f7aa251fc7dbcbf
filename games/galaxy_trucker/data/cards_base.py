"""The 60 base adventure cards (GT-3.9, Appendix C of the reference), 20 per level.

Goods are letters r/y/g/b (red, yellow, green, blue). A projectile is two letters: its kind, `m`
small meteor, `M` large meteor, `c` light cannon fire, `C` heavy cannon fire; then the side it comes
from, `f` front, `b` back (rear), `l` left, `r` right. Combat-zone lines are (criterion, penalty,
amount): criterion crew/engine/fire, penalty days/crew/goods or shots (amount: the shots).
Numbers are facts of the cards; the ids are the engine's (kind, level, letter in the reference's
order).
"""

from __future__ import annotations

from typing import Any

BASE_CARDS: dict[str, dict[str, Any]] = {
    "abandoned_ship_1a": {"kind": "abandoned_ship", "level": 1, "crew": 2, "credits": 3, "days": 1},
    "abandoned_ship_1b": {"kind": "abandoned_ship", "level": 1, "crew": 3, "credits": 4, "days": 1},
    "abandoned_station_1a": {
        "kind": "abandoned_station", "level": 1, "crew": 5, "goods": "yg", "days": 1,
    },
    "abandoned_station_1b": {
        "kind": "abandoned_station", "level": 1, "crew": 6, "goods": "rr", "days": 1,
    },
    "meteor_swarm_1a": {"kind": "meteor_swarm", "level": 1, "meteors": "Mf mf Mf"},
    "meteor_swarm_1b": {"kind": "meteor_swarm", "level": 1, "meteors": "Mf ml mr"},
    "meteor_swarm_1c": {"kind": "meteor_swarm", "level": 1, "meteors": "mf mb ml mr"},
    "smugglers_1a": {
        "kind": "smugglers", "level": 1, "strength": 4, "goods": "ygb", "days": 1, "lose": 2,
    },
    "open_space_1a": {"kind": "open_space", "level": 1},
    "open_space_1b": {"kind": "open_space", "level": 1},
    "open_space_1c": {"kind": "open_space", "level": 1},
    "open_space_1d": {"kind": "open_space", "level": 1},
    "planets_1a": {"kind": "planets", "level": 1, "days": 2, "planets": ("gg", "y", "bbb")},
    "planets_1b": {"kind": "planets", "level": 1, "days": 2, "planets": ("rr", "rbb", "y")},
    "planets_1c": {"kind": "planets", "level": 1, "days": 3, "planets": ("ygbb", "yy")},
    "planets_1d": {
        "kind": "planets", "level": 1, "days": 3, "planets": ("rgbbb", "ryb", "rbbb", "rg"),
    },
    "stardust_1a": {"kind": "stardust", "level": 1},
    "slavers_1a": {
        "kind": "slavers", "level": 1, "strength": 6, "credits": 5, "days": 1, "lose": 3,
    },
    "combat_zone_1a": {
        "kind": "combat_zone", "level": 1, "lines": (
            ("crew", "days", 3), ("engine", "crew", 2), ("fire", "shots", "cb Cb"),
        ),
    },
    "pirates_1a": {
        "kind": "pirates", "level": 1, "strength": 5, "credits": 4, "days": 1, "shots": "cf Cf cf",
    },
    "abandoned_ship_2a": {"kind": "abandoned_ship", "level": 2, "crew": 4, "credits": 6, "days": 1},
    "abandoned_ship_2b": {"kind": "abandoned_ship", "level": 2, "crew": 5, "credits": 8, "days": 2},
    "abandoned_station_2a": {
        "kind": "abandoned_station", "level": 2, "crew": 7, "goods": "ry", "days": 1,
    },
    "abandoned_station_2b": {
        "kind": "abandoned_station", "level": 2, "crew": 8, "goods": "yyg", "days": 2,
    },
    "meteor_swarm_2a": {"kind": "meteor_swarm", "level": 2, "meteors": "mf Mf mr Mr mr"},
    "meteor_swarm_2b": {"kind": "meteor_swarm", "level": 2, "meteors": "mf Mf ml Ml ml"},
    "meteor_swarm_2c": {"kind": "meteor_swarm", "level": 2, "meteors": "mf mf mb mb ml mr"},
    "smugglers_2a": {
        "kind": "smugglers", "level": 2, "strength": 8, "goods": "ryy", "days": 1, "lose": 3,
    },
    "open_space_2a": {"kind": "open_space", "level": 2},
    "open_space_2b": {"kind": "open_space", "level": 2},
    "open_space_2c": {"kind": "open_space", "level": 2},
    "epidemic_2a": {"kind": "epidemic", "level": 2},
    "planets_2a": {"kind": "planets", "level": 2, "days": 2, "planets": ("ry", "ygb", "gg", "y")},
    "planets_2b": {"kind": "planets", "level": 2, "days": 3, "planets": ("rr", "gggg")},
    "planets_2c": {"kind": "planets", "level": 2, "days": 3, "planets": ("gggg", "yy", "bbb")},
    "planets_2d": {"kind": "planets", "level": 2, "days": 4, "planets": ("rrry", "rrgg", "rbbbb")},
    "stardust_2a": {"kind": "stardust", "level": 2},
    "slavers_2a": {
        "kind": "slavers", "level": 2, "strength": 7, "credits": 8, "days": 2, "lose": 4,
    },
    "combat_zone_2a": {
        "kind": "combat_zone", "level": 2, "lines": (
            ("fire", "days", 4), ("engine", "goods", 3), ("crew", "shots", "cr cl cf Cb"),
        ),
    },
    "pirates_2a": {
        "kind": "pirates", "level": 2, "strength": 6, "credits": 7, "days": 2, "shots": "Cf cf Cf",
    },
    "abandoned_ship_3a": {
        "kind": "abandoned_ship", "level": 3, "crew": 6, "credits": 10, "days": 2,
    },
    "abandoned_ship_3b": {
        "kind": "abandoned_ship", "level": 3, "crew": 7, "credits": 11, "days": 2,
    },
    "abandoned_station_3a": {
        "kind": "abandoned_station", "level": 3, "crew": 9, "goods": "rygb", "days": 2,
    },
    "abandoned_station_3b": {
        "kind": "abandoned_station", "level": 3, "crew": 10, "goods": "yygg", "days": 2,
    },
    "meteor_swarm_3a": {"kind": "meteor_swarm", "level": 3, "meteors": "Mr mr Mr mf mb"},
    "meteor_swarm_3b": {"kind": "meteor_swarm", "level": 3, "meteors": "Ml ml Ml mf mb"},
    "meteor_swarm_3c": {"kind": "meteor_swarm", "level": 3, "meteors": "Mf mb mb ml ml mr mr"},
    "smugglers_3a": {
        "kind": "smugglers", "level": 3, "strength": 9, "goods": "rryyg", "days": 2, "lose": 4,
    },
    "sabotage_3a": {"kind": "sabotage", "level": 3},
    "open_space_3a": {"kind": "open_space", "level": 3},
    "open_space_3b": {"kind": "open_space", "level": 3},
    "open_space_3c": {"kind": "open_space", "level": 3},
    "epidemic_3a": {"kind": "epidemic", "level": 3},
    "planets_3a": {"kind": "planets", "level": 3, "days": 1, "planets": ("gbbbb", "yb")},
    "planets_3b": {"kind": "planets", "level": 3, "days": 2, "planets": ("ryb", "rgbb", "rbbbb")},
    "planets_3c": {
        "kind": "planets", "level": 3, "days": 3, "planets": ("rrr", "yyy", "ggg", "bbb"),
    },
    "planets_3d": {"kind": "planets", "level": 3, "days": 5, "planets": ("yyyyy", "ryy", "rr")},
    "slavers_3a": {
        "kind": "slavers", "level": 3, "strength": 8, "credits": 10, "days": 2, "lose": 5,
    },
    "combat_zone_3a": {
        "kind": "combat_zone", "level": 3, "lines": (
            ("crew", "goods", 4), ("fire", "crew", 4), ("engine", "shots", "cr cl cf cf Cb Cb"),
        ),
    },
    "pirates_3a": {
        "kind": "pirates", "level": 3, "strength": 10, "credits": 12, "days": 2,
        "shots": "cl Cf cf Cf cr",
    },
}
