"""Fixed data of Alien Frontiers: colours, facilities, territories, cards, fields (AF-1)."""

from __future__ import annotations

COLOURS: tuple[str, ...] = ("red", "blue", "yellow", "green")
BLOCK_COLOUR = "grey"
RELIC_COLOUR = "relic"

FUEL_TOTAL = 30
ORE_TOTAL = 20
HAND_LIMIT = 8
SHIPS_PER_COLOUR = 6
RELIC = 24  # ship id of the relic ship
NSHIPS = 25

# Facilities (orbital), in board order. "bay" is the Maintenance Bay (no docking).
FACILITIES: tuple[str, ...] = (
    "solar", "mine", "artifact", "hub", "constructor", "market", "outpost", "shipyard", "terraform",
)
FACILITY_NAMES: dict[str, str] = {
    "solar": "Solar Converter",
    "mine": "Lunar Mine",
    "artifact": "Alien Artifact",
    "hub": "Colonist Hub",
    "constructor": "Colony Constructor",
    "market": "Orbital Market",
    "outpost": "Raiders' Outpost",
    "shipyard": "Shipyard",
    "terraform": "Terraforming Station",
    "bay": "Maintenance Bay",
}
FACILITY_ALIASES: dict[str, str] = {
    "solar_converter": "solar",
    "lunar_mine": "mine",
    "alien_artifact": "artifact",
    "colonist_hub": "hub",
    "colony_constructor": "constructor",
    "orbital_market": "market",
    "raiders_outpost": "outpost",
    "terraforming_station": "terraform",
    "maintenance_bay": "bay",
}
SINGLE_FACILITIES = ("solar", "mine", "artifact", "hub")
GROUP_SIZE = {"constructor": 3, "market": 2, "shipyard": 2, "outpost": 3, "terraform": 1}

# Docks per facility before blocking (group facilities: number of pairs/sets).
BASE_CAPACITY = {
    "solar": 8, "mine": 5, "artifact": 4, "hub": 3, "constructor": 2, "market": 2,
    "outpost": 1, "shipyard": 3, "terraform": 1,
}
# AF-2.5 blocked docks (single facilities: docks; group facilities: pairs/sets).
BLOCKED = {
    4: {},
    3: {"solar": 1, "mine": 1, "market": 1, "shipyard": 1},
    2: {"solar": 1, "mine": 2, "market": 1, "constructor": 1, "shipyard": 2},
}

TERRITORIES: tuple[str, ...] = (
    "asimov", "bradbury", "burroughs", "heinlein", "herbert", "lem", "pohl", "van_vogt",
)
TERRITORY_NAMES: dict[str, str] = {
    "asimov": "Asimov Crater",
    "bradbury": "Bradbury Plateau",
    "burroughs": "Burroughs Desert",
    "heinlein": "Heinlein Plains",
    "herbert": "Herbert Valley",
    "lem": "Lem Badlands",
    "pohl": "Pohl Foothills",
    "van_vogt": "Van Vogt Mountains",
}
T_ASIMOV, T_BRADBURY, T_BURROUGHS, T_HEINLEIN, T_HERBERT, T_LEM, T_POHL, T_VANVOGT = range(8)
TERR_INDEX = {t: i for i, t in enumerate(TERRITORIES)}

FIELDS: tuple[str, ...] = ("isolation", "positron", "repulsor")
F_ISOLATION, F_POSITRON, F_REPULSOR = range(3)

CARD_COUNTS: dict[str, int] = {
    "alien_city": 1,
    "alien_monument": 1,
    "booster_pod": 2,
    "data_crystal": 2,
    "gravity_manipulator": 2,
    "holographic_decoy": 2,
    "orbital_teleporter": 2,
    "plasma_cannon": 2,
    "polarity_device": 2,
    "resource_cache": 2,
    "stasis_beam": 2,
    "temporal_warper": 2,
}
CARDS: tuple[str, ...] = tuple(CARD_COUNTS)
CARD_TITLES: dict[str, str] = {c: c.replace("_", " ").title() for c in CARDS}
ALL_CARDS: tuple[str, ...] = tuple(c for c, n in CARD_COUNTS.items() for _ in range(n))
# Cards with a fuel power a player chooses to use (Resource Cache is automatic).
FUEL_POWER_CARDS = (
    "booster_pod", "data_crystal", "gravity_manipulator", "orbital_teleporter",
    "plasma_cannon", "polarity_device", "stasis_beam", "temporal_warper",
)
DISCARD_POWER_CARDS = FUEL_POWER_CARDS  # the same eight cards have a discard power
# Which field each discard places or moves (AF-8).
CARD_FIELD = {"stasis_beam": F_ISOLATION, "data_crystal": F_POSITRON,
              "gravity_manipulator": F_REPULSOR}
BASE_CARD_COST = {
    "booster_pod": 1, "gravity_manipulator": 2, "orbital_teleporter": 2,
    "polarity_device": 1, "stasis_beam": 1, "temporal_warper": 1,
}

COLONIES_BY_SEATS = {2: 8, 3: 7, 4: 6}
# AF-2.4 starting resources by position after the first player: (fuel, ore).
START_RESOURCES = {
    2: ((0, 0), (1, 0)),
    3: ((0, 0), (1, 0), (0, 1)),
    4: ((0, 0), (1, 0), (0, 1), (1, 1)),
}
HUB_SPACES = 7
SHIPYARD_COST = {4: 1, 5: 2, 6: 3}  # n-th ship: fuel and ore each
