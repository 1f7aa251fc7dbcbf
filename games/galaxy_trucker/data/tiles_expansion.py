"""The 42 New Technology tiles of The Big Expansion (GT-5.1.1, GT-5.4): PROVISIONAL DATA.

Only part of this table is known (reference GT-5.1.1): 4 luxury cabins, 2 hibernation cabins,
2 bidirectional cannons, 2 engine-cannons, 2 battery-cargo hybrids (2 cells + 1 slot, 2 cells +
2 slots), 1 three-slot mixed hold, 6 life supports and the orange starting cabin. The split of the
life supports (here 4 teal, 1 purple, 1 brown), the counts of the other 22 tiles (here 4 shield
boosters, 4 cannon boosters, 4 engine boosters, 4 reactors, 4 armour plates, 2 more mixed holds)
and every connector layout below are the engine's own guesses, all `[unverified]`: correct them
here from the box.

Row: (id, kind, cap, cap2, sides N E S W at rotation 0). `cap`: astronauts (cabins), battery
cells (battcargo), red slots (mixed); `cap2`: cargo slots (battcargo), normal slots (mixed).
Bidirectional cannons have two barrels `B`; the engine-cannon has a barrel and an exhaust `X`.
"""

from __future__ import annotations

ORANGE_START = 145

EXPANSION_TILES: tuple[tuple[int, str, int, int, str], ...] = (
    (145, "start", 2, 0, "UUUU"),            # orange starting cabin (5th player)
    (146, "luxury", 1, 0, "S-SU"),           # GT-5.4.1, 4 tiles
    (147, "luxury", 1, 0, "DS-U"),
    (148, "luxury", 1, 0, "U-D-"),
    (149, "luxury", 1, 0, "SUD-"),
    (150, "hibernation", 4, 0, "DUS-"),      # GT-5.4.2, 2 tiles
    (151, "hibernation", 4, 0, "U-SS"),
    (152, "bicannon", 2, 0, "BSDB"),         # GT-5.4.3: barrels north + west
    (153, "bicannon", 2, 0, "BBU-"),         # barrels north + east
    (154, "engcannon", 1, 0, "BUXS"),        # GT-5.4.4 engine + cannon
    (155, "engcannon", 1, 0, "B-XD"),
    (156, "battcargo", 2, 1, "S-DU"),        # 2 cells + 1 slot
    (157, "battcargo", 2, 2, "DU-S"),        # 2 cells + 2 slots
    (158, "mixed", 1, 2, "-SDU"),            # the three-slot mixed hold: 1 red + 2 normal
    (159, "life_teal", 0, 0, "--SU"),        # GT-5.4.10
    (160, "life_teal", 0, 0, "S-D-"),
    (161, "life_teal", 0, 0, "-UD-"),
    (162, "life_teal", 0, 0, "D-US"),
    (163, "life_purple", 0, 0, "-DSU"),
    (164, "life_brown", 0, 0, "U-S-"),
    (165, "shield_boost", 0, 0, "SUS-"),     # GT-5.4.5
    (166, "shield_boost", 0, 0, "DU-D"),
    (167, "shield_boost", 0, 0, "U-SU"),
    (168, "shield_boost", 0, 0, "-DUS"),
    (169, "cannon_boost", 0, 0, "UD-S"),     # GT-5.4.6
    (170, "cannon_boost", 0, 0, "SU-U"),
    (171, "cannon_boost", 0, 0, "U-DS"),
    (172, "cannon_boost", 0, 0, "DSU-"),
    (173, "engine_boost", 0, 0, "S-UD"),     # GT-5.4.7
    (174, "engine_boost", 0, 0, "UDS-"),
    (175, "engine_boost", 0, 0, "-SUU"),
    (176, "engine_boost", 0, 0, "D-SU"),
    (177, "reactor", 0, 0, "USD-"),          # GT-5.4.8
    (178, "reactor", 0, 0, "S-UU"),
    (179, "reactor", 0, 0, "-DUS"),
    (180, "reactor", 0, 0, "UU-D"),
    (181, "armour", 0, 0, "U-S-"),           # GT-5.4.9: smooth sides stop attacks
    (182, "armour", 0, 0, "-U--"),
    (183, "armour", 0, 0, "S--D"),
    (184, "armour", 0, 0, "-D-U"),
    (185, "mixed", 1, 1, "U-DS"),
    (186, "mixed", 2, 1, "-USD"),
)
