"""What a player needs at a glance is legible where Discord shows the board: about 400 px wide
on a phone until it is opened. Every essential item must be drawn at a font size that is still
≥ 9 px at that width (the renderer reports the sizes it used, per item)."""

from __future__ import annotations

from typing import Any

import pytest

from rendering.alien_frontiers import PHONE_W, WIDTH, essential_sizes
from rendering.alien_frontiers.sidebar import fleet_values
from tests.rendering.positions import END, NAMES, advanced, sampled, translator

MIN_PX = 9
ALWAYS = {"turn", "to_play", "vp", "fuel", "ore", "colonies_left", "player_letter"}


def expected(v: dict[str, Any]) -> set[str]:
    """The essential items this position shows."""
    kinds = set(ALWAYS)
    if v["over"]:
        kinds.add("place")
    elif fleet_values(v):
        kinds.add("roll")
    if any(info["controller"] is not None for info in v["territories"].values()):
        kinds.add("control")
    return kinds


def check(v: dict[str, Any], lang: str) -> None:
    sizes = essential_sizes(v, translator(lang), NAMES[: v["seats"]])
    assert expected(v) <= set(sizes), f"turn {v['turn']}: drawn {sorted(sizes)}"
    for kind, size in sizes.items():
        assert size * PHONE_W / WIDTH >= MIN_PX, (
            f"{kind} at {size} px is {size * PHONE_W / WIDTH:.1f} px on a phone "
            f"(turn {v['turn']}, {lang})")


@pytest.mark.parametrize("seats,seed,lang", [(2, 104, "en"), (3, 205, "zh"), (4, 306, "es")])
def test_essentials_are_legible_on_a_phone_all_game_long(seats: int, seed: int,
                                                         lang: str) -> None:
    views = sampled(seats, seed, count=25)
    assert any(fleet_values(v) for v in views) and views[-1]["over"]
    for v in views:
        check(v, lang)


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_a_long_name_shortens_but_stays_legible(lang: str) -> None:
    v = advanced(4, 33, 240)
    names = ["A" * 60, "Bartholomew the Great of the Outer Rim", "陈" * 30, "D"]
    sizes = essential_sizes(v, translator(lang), names)
    assert min(sizes.values()) * PHONE_W / WIDTH >= MIN_PX


def test_the_final_board_ranks_the_players_legibly() -> None:
    v = advanced(4, 3, END)
    assert v["over"] and v["ranking"][1]["decided_by"] == "cards"
    check(v, "en")
