"""What a player needs at a glance on the Ascending Empires board is legible where Discord shows
it: about 400 px wide on a phone until it is opened. Whose turn it is (or who won), every
player's score and every planet's id are drawn at a font size that is still ≥ 9 px at that width
(the renderer reports the sizes it used, per item), and long names shorten rather than spill."""

from __future__ import annotations

import io
from typing import Any

import pytest
from PIL import Image

from rendering.ascending_empires import PHONE_W, WIDTH, board_png, essential_sizes
from rendering.ascending_empires.layout import SIDE_W, SIDE_X
from tests.rendering import ae_views as V
from tests.rendering.positions import translator

MIN_PX = 9
ESSENTIALS = {"to_play", "vp", "planet"}


def check(v: dict[str, Any], lang: str, names: list[str]) -> None:
    sizes = essential_sizes(v, translator(lang), names)
    assert set(sizes) >= ESSENTIALS, f"turn {v['turn']}: drawn {sorted(sizes)}"
    for kind, size in sizes.items():
        assert size * PHONE_W / WIDTH >= MIN_PX, (
            f"{kind} at {size} px is {size * PHONE_W / WIDTH:.1f} px on a phone "
            f"(turn {v['turn']}, {lang})")


@pytest.mark.parametrize("seats,seed,lang", [(2, 101, "en"), (3, 202, "zh"), (4, 303, "es")])
def test_essentials_are_legible_on_a_phone_all_game_long(seats: int, seed: int,
                                                         lang: str) -> None:
    views = V.engine_views(seats, seed, 16)
    assert views[-1]["over"]
    for v in views:
        check(v, lang, V.NAMES[:seats])


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
@pytest.mark.parametrize("make", [V.midgame, V.last_round, lambda: V.game_over(4)])
def test_a_long_name_shortens_inside_the_column(lang: str, make) -> None:
    """The player to act or the winners with very long names: still ESSENTIAL px, and nothing
    is drawn past the right edge of the status column."""
    v = make()
    names = ["A" * 60, "Bartholomew the Great of the Outer Rim", "陈" * 30, "D" * 40]
    check(v, lang, names[: v["seats"]])
    im = Image.open(io.BytesIO(board_png(v, translator(lang), names[: v["seats"]])))
    im = im.convert("RGB")
    margin = im.crop((SIDE_X + SIDE_W + 1, 0, im.width, im.height))
    assert all(lo == hi for lo, hi in margin.getextrema())  # the background alone
