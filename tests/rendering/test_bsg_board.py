"""The Battlestar Galactica pictures: the public board reads on a phone, tells every essential
with letters as well as colours, has alt text, and is drawn from the spectator's view only; the
private hand picture shows the seat's own cards."""

from __future__ import annotations

import io

import pytest
from PIL import Image, ImageChops

from games.battlestar_galactica import GAME
from rendering import BOARDS
from rendering.battlestar_galactica import (
    PHONE_W,
    WIDTH,
    alt_text,
    board_png,
    essential_sizes,
    hand_png,
)
from tests.rendering.bsg_views import END, NAMES, played, sampled
from tests.rendering.positions import translator

MIN_PX = 9
ALWAYS = {"turn", "resources", "jump", "distance", "ships", "seat", "players"}


def test_the_board_is_found_for_replays_and_the_demo() -> None:
    assert BOARDS["battlestar_galactica"] is board_png


@pytest.mark.parametrize("seats,seed,lang,options", [
    (3, 11, "en", {}), (5, 12, "zh", {"cylon_fleet": True}), (6, 13, "es", {}),
])
def test_essentials_are_legible_on_a_phone_all_game_long(seats: int, seed: int, lang: str,
                                                         options: dict) -> None:
    views = sampled(seats, seed, 12, options)
    assert views[-1]["phase"] == "over"
    for v in views:
        sizes = essential_sizes(v, translator(lang), NAMES[:seats])
        want = set(ALWAYS)
        if not any(a["raiders"] or a["heavies"] or a["basestars"] or a["civilians"]
                   or any(a["vipers"].values()) for a in v["areas"].values()):
            want.discard("ships")
        if v["phase"] != "over":
            want |= {"current", "waiting"}
        assert want <= set(sizes), f"turn {v['turn']}: drawn {sorted(sizes)}"
        for kind, size in sizes.items():
            assert size * PHONE_W / WIDTH >= MIN_PX, (kind, size, v["turn"], lang)


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_alt_text_tells_the_essentials_in_every_language(lang: str) -> None:
    s = played(5, 21, 120)
    v = GAME.view(s, None)
    text = alt_text(v, translator(lang), NAMES[:5])
    assert 0 < len(text) <= 1000
    for r in ("fuel", "food", "morale", "population"):
        assert str(v["resources"][r]["value"]) in text
    assert str(v["distance"]) in text
    over = GAME.view(played(4, 22, END), None)
    assert over["phase"] == "over"
    assert translator(lang)("bsg.pic.humans_win" if over["winner"] == "humans"
                            else "bsg.pic.cylons_win") in alt_text(over, translator(lang),
                                                                   NAMES[:4])


@pytest.mark.parametrize("lang", ["en", "zh", "es"])
def test_alt_text_tells_the_cylon_fleet_board_and_pursuit(lang: str) -> None:
    """BSG-21 / BSG-21.2: with the Cylon Fleet option the alt text counts the ships on its
    board and says where the pursuit track is; without it, it says nothing of them."""
    tr = translator(lang)
    s = played(5, 21, 120, {"cylon_fleet": True})
    v = GAME.view(s, None)
    fleet = v["fleet"]
    line = tr("bsg.alt.fleet", basestars=sum(len(a["basestars"]) for a in fleet.values()),
              raiders=sum(a["raiders"] for a in fleet.values()),
              heavies=sum(a["heavies"] for a in fleet.values()), pursuit=v["pursuit"])
    assert line in alt_text(v, tr, NAMES[:5])
    plain = GAME.view(played(5, 21, 120), None)
    assert tr("bsg.pic.fleet") not in alt_text(plain, tr, NAMES[:5])


def test_a_channel_picture_cannot_tell_secrets() -> None:
    """A post's picture comes from the spectator's view (BSG-26): the same picture whatever the
    players hold, and a view with a seat's secrets draws the same public board, but for the
    seat's own knowledge that a secret window asks it (its private panel says so; the
    channel's board says only that interrupts are asked privately)."""
    s = played(5, 31, 90)
    public = GAME.view(s, None)
    assert public["me"] is None
    tr = translator("en")
    png = board_png(public, tr, NAMES[:5])
    assert png == board_png(GAME.view(s, None), tr, NAMES[:5])  # deterministic
    for seat in range(5):
        seen = {**GAME.view(s, seat), "pending": public["pending"],
                "awaiting": public["awaiting"]}
        assert board_png(seen, tr, NAMES[:5]) == png
    text = alt_text(public, tr, NAMES[:5])
    for seat in range(5):
        for card in GAME.view(s, seat)["me"]["loyalty"]:
            assert card not in text


def test_red_zone_and_damage_are_drawn_without_colour_alone() -> None:
    """A resource in the red (BSG-1.2.2) is hatched and a damaged location crossed: the picture
    changes in grey too, not only in hue."""
    s = played(4, 41, 40)
    v = GAME.view(s, None)
    tr = translator("en")
    calm = Image.open(io.BytesIO(board_png(v, tr, NAMES[:4]))).convert("L")
    red = dict(v)
    red["resources"] = {**v["resources"], "fuel": {"value": 2, "red": True}}
    hot = Image.open(io.BytesIO(board_png(red, tr, NAMES[:4]))).convert("L")
    box = (8, 94, 150, 178)
    assert ImageChops.difference(calm.crop(box), hot.crop(box)).getbbox() is not None


def test_the_hand_picture_shows_the_seat_its_own_cards() -> None:
    s = played(5, 51, 60)
    seat = next(q for q in range(5) if s.players[q]["hand"])
    v = GAME.view(s, seat)
    data = hand_png(v, translator("en"), NAMES[:5])
    im = Image.open(io.BytesIO(data))
    assert im.width == 800 and im.height >= 200
    more = dict(v)
    more["me"] = {**v["me"], "hand": [*v["me"]["hand"], "pi5", "en0"]}
    assert hand_png(more, translator("en"), NAMES[:5]) != data
