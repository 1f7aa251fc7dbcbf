"""Ship classes (GT-2.2, Appendix A and A2): the squares of each board and how dice name lines.

Maps: `#` a buildable square, `S` the starting-cabin square, `.` not part of the ship. The first
map row is `first_row`, the first column `first_col`; labels are the dice numbers (GT-0.3).
I, II, III and IIIa are verified square for square. IA and IIA are single-source candidates
(TTS snap points), and the dice labels of their lines are not known `[unverified]`: IA here
spreads the eleven sums over its five lines so that every roll hits a line (as the reference
says the printed board does), IIA uses the class-III columns and rows 5-9.
"""

from __future__ import annotations

LAYOUTS: dict[str, dict] = {
    "I": {  # GT-2.2 verified
        "first_col": 5, "first_row": 5, "map": (
            "..#..",
            ".###.",
            "##S##",
            "#####",
            "##.##",
        ),
    },
    "II": {  # GT-2.2 verified
        "first_col": 4, "first_row": 4, "map": (
            "...#...",
            "..###..",
            ".#####.",
            ".##S##.",
            "#######",
            "###.###",
        ),
    },
    "III": {  # GT-2.2 verified
        "first_col": 3, "first_row": 4, "map": (
            "....#....",
            "...###...",
            "#.#####.#",
            "####S####",
            "#########",
            "##.###.##",
        ),
    },
    "IIIa": {  # GT-2.2 verified
        "first_col": 5, "first_row": 3, "map": (
            ".###.",
            "#####",
            "##.##",
            "#####",
            ".#S#.",
            "#.#.#",
            "#####",
            "#####",
            "#.#.#",
        ),
    },
    "IA": {  # GT-5.6.1.5 candidate [unverified]
        "first_col": 5, "first_row": 5, "map": (
            ".###.",
            "#####",
            ".#S#.",
            "#####",
            "#...#",
        ),
        # dice sum -> line label, the same for columns and rows [unverified]
        "dice": {2: 5, 3: 5, 4: 6, 5: 6, 6: 7, 7: 7, 8: 7, 9: 8, 10: 8, 11: 9, 12: 9},
        # lost-component areas by front edge (GT-5.6.1.2): the one on top of the ship
        "lost_areas": {"n": "upper_left", "e": "upper_left", "s": "lower_right",
                       "w": "lower_right"},
    },
    "IIA": {  # GT-5.6.2.1 candidate [unverified]: two halves, column 7 empty, no start square
        "first_col": 3, "first_row": 5, "map": (
            ".##..#..#",
            "####.####",
            ".##...##.",
            "####.####",
            ".##..#..#",
        ),
    },
}

# Which round each class replaces (GT-2.1.2, GT-5.6): the creation options offer these.
CLASS_CHOICES: dict[int, tuple[str, ...]] = {1: ("I", "IA"), 2: ("II", "IIA"), 3: ("III", "IIIa")}

# Dice sums that miss every ship of a class (GT-2.2.1, BGA SHIP_CLASS_MISSES), for the tests.
MISSES: dict[str, dict[str, tuple[int, ...]]] = {
    "I": {"rows": (2, 3, 4, 10, 11, 12), "cols": (2, 3, 4, 10, 11, 12)},
    "II": {"rows": (2, 3, 10, 11, 12), "cols": (2, 3, 11, 12)},
    "III": {"rows": (2, 3, 10, 11, 12), "cols": (2, 12)},
    "IIIa": {"rows": (2, 12), "cols": (2, 3, 4, 10, 11, 12)},
}
