"""The board: space areas, locations, tracks and the small tables printed on it (BSG-1.2 … 1.9,
BSG-1.20, BSG-21.2). Values the reference marks [unverified] are kept here as data."""

from __future__ import annotations

# BSG-1.6.1: the six areas around Galactica in clockwise order (BSG-1.6.5 needs the order).
AREAS = ("fore", "starboard_bow", "starboard_quarter", "aft", "port_quarter", "port_bow")
LAUNCH_AREAS = ("port_quarter", "port_bow")  # BSG-1.6.2: the viper launch tubes
FRONT = "fore"  # BSG-1.6.3 "in front of Galactica"
BEHIND = "aft"  # "behind Galactica"
AREA_ALIASES = {
    "front": "fore", "f": "fore", "9": "fore",
    "sb": "starboard_bow", "sbow": "starboard_bow", "11": "starboard_bow",
    "sq": "starboard_quarter", "saft": "starboard_quarter", "1": "starboard_quarter",
    "rear": "aft", "a": "aft", "behind": "aft", "3": "aft",
    "pq": "port_quarter", "paft": "port_quarter", "5": "port_quarter",
    "pb": "port_bow", "pbow": "port_bow", "7": "port_bow",
}

# BSG-1.6.1: a heavy raider's step toward the nearest launch tube.
HEAVY_STEP = {"fore": "port_bow", "starboard_bow": "fore", "starboard_quarter": "aft",
              "aft": "port_quarter"}

# BSG-1.6.4 [CF, unverified: one implementation]: die result -> Cylon Fleet area, and each
# area's label number ("lowest/highest-numbered area").
CF_ROLL_AREA = {1: "aft", 2: "port_quarter", 3: "starboard_quarter", 4: "port_bow",
                5: "starboard_bow", 6: "starboard_bow", 7: "fore", 8: "fore"}
CF_LABEL = {"aft": 1, "port_quarter": 2, "starboard_quarter": 3, "port_bow": 4,
            "starboard_bow": 5, "fore": 7}

# BSG-21.2 [CF, unverified]: civilian ships the CAG places on entering each pursuit space.
PURSUIT_CIVILIANS = {0: 0, 1: 1, 2: 0, 3: 2, 4: 0}
PURSUIT_AUTO_ATTACK = 4

# BSG-1.2: resources, their start values, the dial maximum (BSG-1.2.1, single source) and the
# red zone (BSG-1.2.2, [unverified] thresholds).
RESOURCES = ("fuel", "food", "morale", "population")
START = {"fuel": 8, "food": 8, "morale": 10, "population": 12}
START_NO_SYMPATHIZER = {"fuel": 8, "food": 7, "morale": 9, "population": 10}  # BSG-1.2.3
DIAL_MAX = 15
RED_ZONE = {"fuel": 4, "food": 4, "morale": 5, "population": 6}

# BSG-1.3: the jump preparation track.
JUMP_AUTO = 5
JUMP_RED = 2  # positions 0..2 are "in the red"
JUMP_POPULATION = {3: 3, 4: 1}  # FTL Control's loss on a roll of 6 or lower (BSG-11.2)
FTL_LOSS_AT_MOST = 6

BOARDING_TRACK = 4  # BSG-1.7.1: spaces 0..3, advancing from 3 reaches "Humans Lose"

# BSG-1.8: damage tokens.
GALACTICA_DAMAGE = ("fuel", "food", "hangar_deck", "armory", "command", "admirals_quarters",
                    "ftl_control", "weapons_control")
BASESTAR_DAMAGE = ("critical_hit", "disabled_hangar", "disabled_weapons", "structural_damage")
BASESTAR_DAMAGE_IONIAN = (*BASESTAR_DAMAGE, "collateral_damage", "damage_to_personnel")

# BSG-1.9: the backs of the 12 civilian ships.
CIVILIAN_BACKS = ("empty", "empty", "p1", "p1", "p1", "p1", "p1", "p1", "p2", "p2", "p1f1",
                  "p1m1")
CIVILIAN_LOSS = {"empty": {}, "p1": {"population": 1}, "p2": {"population": 2},
                 "p1f1": {"population": 1, "fuel": 1}, "p1m1": {"population": 1, "morale": 1}}

# BSG-1.5: ship components.
RAIDERS = 16
RAIDERS_CYLON_FLEET = 20
HEAVIES = 4
BASESTARS = ("a", "b")
CENTURIONS = 4
VIPERS = 8
VIPERS_CYLON_FLEET = 6
VIPERS_MK7 = 4
RAPTORS = 4
NUKES_START = 2
NUKES_EXODUS = 3

# BSG-1.20: locations. `ship` is galactica / colonial_one / cylon; `damageable` locations have
# a Galactica damage token; `hazardous` ones cannot be entered by choice (BSG-4.3).
LOCATIONS: dict[str, dict] = {
    "ftl_control": {"ship": "galactica", "damageable": True},
    "weapons_control": {"ship": "galactica", "damageable": True},
    "command": {"ship": "galactica", "damageable": True},
    "communications": {"ship": "galactica"},
    "admirals_quarters": {"ship": "galactica", "damageable": True},
    "research_lab": {"ship": "galactica"},
    "hangar_deck": {"ship": "galactica", "damageable": True},
    "armory": {"ship": "galactica", "damageable": True},
    "sickbay": {"ship": "galactica", "hazardous": True},
    "brig": {"ship": "galactica", "hazardous": True},
    "press_room": {"ship": "colonial_one"},
    "presidents_office": {"ship": "colonial_one"},
    "administration": {"ship": "colonial_one"},
    "caprica": {"ship": "cylon"},
    "cylon_fleet": {"ship": "cylon"},
    "human_fleet": {"ship": "cylon"},
    "resurrection_ship": {"ship": "cylon"},
    "basestar_bridge": {"ship": "cylon", "cylon_fleet": True},
}
LOCATION_ALIASES = {
    "ftl": "ftl_control", "weapons": "weapons_control", "comms": "communications",
    "communication": "communications", "aq": "admirals_quarters",
    "admiral's_quarters": "admirals_quarters", "admirals": "admirals_quarters",
    "lab": "research_lab", "research": "research_lab", "hangar": "hangar_deck",
    "press": "press_room", "president's_office": "presidents_office",
    "admin": "administration", "resurrection": "resurrection_ship",
}
HUMAN_SHIPS = ("galactica", "colonial_one")

# BSG-2.2: the opening board.
OPENING = {"fore": {"basestars": 1, "raiders": 3}, "aft": {"civilians": 2},
           "port_quarter": {"vipers": 1}, "port_bow": {"vipers": 1}}

# BSG-1.5 / BSG-10.3: piloting tokens. Each character with Piloting owns one; Exodus adds one
# for Anders [unverified count], so every piloting character of a set has his own and the count
# never limits who may launch.
PILOTING_TOKENS = {"base": 4, "exodus": 5}

# BSG-26 [unverified; the reference recommends both]: where a looked-at Crisis or Destination
# card went (top or bottom) is seen at the table, so public; the Galactica damage tokens a Cylon
# drew and put back unresolved are that Cylon's alone.
SCOUTED_WHERE_PUBLIC = True
RETURNED_DAMAGE_PUBLIC = False

HAND_LIMIT = 10  # BSG-3.7
QUORUM_LIMIT = 10  # BSG-1.15.1 / BSG-20.5
SUPPLY_TRAUMA = {"benevolent": 18, "antagonistic": 18, "disaster": 2}  # BSG-1.21 [unverified]
