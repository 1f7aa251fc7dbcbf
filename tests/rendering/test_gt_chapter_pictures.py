"""Galaxy Trucker's chapter pictures: every ship at launch, the ships a card hit with the
destroyed tiles crossed out where they stood, a ship whose shields cover two sides; goldens at
full size and as a phone shows them, and what their alt texts say."""

from __future__ import annotations

import io
from functools import cache

from PIL import Image

from games.galaxy_trucker import GAME, State
from rendering.galaxy_trucker import (
    PHONE_W,
    damage_alt,
    damage_png,
    launch_alt,
    launch_png,
    ship_png,
)
from rendering.galaxy_trucker.ship import LOSSES
from tests.rendering.gt_positions import NAMES, play
from tests.rendering.positions import translator
from tests.rendering.test_af_golden import check, phone


def picture(data: bytes) -> Image.Image:
    return Image.open(io.BytesIO(data)).convert("RGB")


def hit_seats(s: State) -> list[int]:
    return sorted({e["seat"] for e in GAME.view(s, None)["card_events"]
                   if e["event"] in LOSSES})


@cache
def launched() -> State:
    """Round 1 just launched: every ship loaded (the move that launched them)."""
    return play(4, 3, lambda s: s.round == 1 and any(e["event"] == "launched"
                                                     for e in s.events))


@cache
def hit() -> State:
    """Round 2, a meteor swarm has just broken tiles off ships, one with two shield sides."""
    def stop(s: State) -> bool:
        if s.phase != "flight" or s.round < 2 or GAME.view(s, None)["decision"] is None:
            return False
        view = GAME.view(s, None)
        return len(view["ships"][0]["stats"]["shields"]) >= 2 and 0 in hit_seats(s)
    return play(4, 4, stop)


def test_golden_ships_at_launch() -> None:
    view = GAME.view(launched(), None)
    data = launch_png(view, translator("zh"), NAMES[:4])
    check("gt_launch_zh.png", picture(data), data)
    check("gt_launch_zh_400.png", phone(data))
    alt = launch_alt(view, translator("en"), NAMES[:4])
    assert alt.startswith("Round 1: the ships at launch.") and all(n in alt for n in NAMES[:4])


def test_golden_ships_hit_by_a_card() -> None:
    """The hit ships only, each destroyed tile crossed out on its square; the alt text names
    the squares each ship lost."""
    s = hit()
    view = GAME.view(s, None)
    seats = hit_seats(s)
    data = damage_png(view, seats, translator("en"), NAMES[:4])
    check("gt_damage_en.png", picture(data), data)
    check("gt_damage_en_400.png", phone(data))
    alt = damage_alt(view, seats, translator("en"), NAMES[:4])
    assert alt.startswith("Meteoric Swarm: ships hit.")
    for e in view["card_events"]:
        if e["event"] in LOSSES:
            assert e["square"] in alt
    assert picture(data).width <= 26 * PHONE_W / 9  # names and numbers ≥ 9 px on a phone


def test_golden_ship_with_two_shield_sides_and_its_damage() -> None:
    """GT-1.3.7: a shield covers two adjacent sides; both read on the tile and in the numbers
    (and in words in the alt text); this card's destroyed tile is crossed out where it stood."""
    s = hit()
    view = GAME.view(s, 0)
    data = ship_png(view, 0, translator("en"), NAMES[:4])
    check("gt_ship_shields_en.png", picture(data), data)
    from rendering.galaxy_trucker import ship_alt

    assert "Shields cover: front and left." in ship_alt(view, 0, translator("en"), NAMES[:4])
