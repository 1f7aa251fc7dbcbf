"""Golden Battlestar Galactica boards of fixed positions, full size and as a phone shows them
(400 px wide), compared with the tolerance of the Alien Frontiers goldens.

Regenerate after an intended change with
`UPDATE_GOLDENS=1 pytest tests/rendering/test_bsg_golden.py`.
"""

from __future__ import annotations

import io

import pytest
from PIL import Image

from games.battlestar_galactica import GAME
from rendering.battlestar_galactica import board_png, hand_png
from tests.rendering.bsg_views import END, NAMES, played
from tests.rendering.positions import translator
from tests.rendering.test_af_golden import check, phone

CASES = {
    "bsg_opening_en": (5, 1, 12, "en", {}),
    "bsg_midgame_es": (4, 2, 150, "es", {"cylon_fleet": True}),
    "bsg_midgame_zh": (6, 3, 200, "zh", {}),
    "bsg_final_en": (5, 4, END, "en", {}),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_golden_board(case: str) -> None:
    seats, seed, moves, lang, options = CASES[case]
    v = GAME.view(played(seats, seed, moves, options), None)
    data = board_png(v, translator(lang), NAMES[:seats])
    check(f"{case}.png", Image.open(io.BytesIO(data)).convert("RGB"), data)
    check(f"{case}_400.png", phone(data))


def test_golden_hand() -> None:
    s = played(5, 2, 80)
    seat = max(range(5), key=lambda q: len(s.players[q]["hand"]))
    data = hand_png(GAME.view(s, seat), translator("en"), NAMES[:5])
    check("bsg_hand_en.png", Image.open(io.BytesIO(data)).convert("RGB"), data)
