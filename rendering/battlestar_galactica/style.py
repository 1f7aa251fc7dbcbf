"""Colours and sizes of the Battlestar Galactica pictures. Seat colours are the Okabe–Ito
palette (safe for the common colour-vision deficiencies); every seat also carries its number and
every ship its letter, so nothing is told by colour alone."""

from __future__ import annotations

W, H = 1000, 900
PHONE_W = 400  # how wide Discord shows a picture on a phone before it is opened
ESSENTIAL = 23  # the smallest essential text: 23 px × 400 / 1000 = 9.2 px on a phone

BG = (16, 20, 30)
PANEL = (30, 36, 52)
PANEL_EDGE = (70, 82, 110)
SPACE = (10, 12, 22)
TEXT = (236, 238, 244)
MUTED = (160, 168, 188)
RED_ZONE = (200, 50, 40)
RED_FILL = (80, 24, 24)
OK = (60, 150, 110)
GALACTICA = (58, 66, 84)
COLONIAL = (52, 62, 92)
CYLON = (74, 34, 40)
DAMAGED = (150, 40, 40)

SEATS = ((230, 159, 0), (86, 180, 233), (0, 158, 115), (240, 228, 66), (0, 114, 178),
         (204, 121, 167))
SEAT_TEXT = ((0, 0, 0), (0, 0, 0), (0, 0, 0), (0, 0, 0), (255, 255, 255), (0, 0, 0))

# Ships: a letter on a chip of its own colour and shape.
SHIP = {
    "raider": ((213, 94, 0), "R"),
    "heavy": ((150, 60, 20), "H"),
    "basestar": ((120, 30, 50), "B"),
    "mk2": ((0, 114, 178), "V"),
    "mk7": ((40, 150, 220), "V7"),
    "civilian": ((200, 200, 200), "C"),
}
RESOURCE_LETTER = {"fuel": "F", "food": "D", "morale": "M", "population": "P"}
RESOURCE_COLOUR = {"fuel": (230, 159, 0), "food": (0, 158, 115), "morale": (86, 180, 233),
                   "population": (204, 121, 167)}
TITLE_LETTER = {"president": "P", "admiral": "A", "cag": "C"}
