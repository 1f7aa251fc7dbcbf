"""Insurance of the ship classes (GT-4.5.2): the most a player pays for lost components.

5 / 8 / 11 for classes I / II / III rest on one implementation plus the seed's statement that
these boards are insured [unverified]; IIIa, IA and IIA are not insured (the seed, GT-5.6.1.4,
GT-5.6.2.8). None means no cap. Workers' Compensation is never covered (GT-5.8.5 #7).
"""

from __future__ import annotations

LOSS_CAP: dict[str, int | None] = {"I": 5, "II": 8, "III": 11, "IIIa": None, "IA": None,
                                   "IIA": None}
