"""The placement preview picture: the ship as the engine leaves it after the placement, under a
banner saying it is not placed yet, the square framed; golden at full size and as a phone shows
it."""

from __future__ import annotations

import io

from PIL import Image

from games.galaxy_trucker import GAME
from rendering.galaxy_trucker import ship_png
from rendering.galaxy_trucker.preview import BANNER, preview_png, square_box
from tests.rendering.gt_positions import NAMES, building
from tests.rendering.positions import translator
from tests.rendering.test_af_golden import check, phone


def previewed() -> tuple[dict, str, str]:
    s = building()
    move = next(m for m in GAME.legal_moves(s, 0) if m.startswith("place "))
    return GAME.view(GAME.apply(s, 0, move), 0), move.split()[1], move.split()[2]


def test_golden_preview() -> None:
    after, square, rot = previewed()
    tr = translator("en")
    data = preview_png(after, 0, square, tr("gt.pic.preview", square=square, rot=rot), tr,
                       NAMES[:4])
    check("gt_preview_en.png", Image.open(io.BytesIO(data)).convert("RGB"), data)
    check("gt_preview_en_400.png", phone(data))


def test_the_preview_is_the_placed_ship_marked_as_a_preview() -> None:
    """Below its banner the preview is the ship picture after the placement, except for the
    frame around the previewed square, which holds the tile."""
    after, square, rot = previewed()
    assert any(tv["square"] == square for tv in after["ships"][0]["tiles"])
    tr = translator("en")
    im = Image.open(io.BytesIO(preview_png(after, 0, square, tr("gt.pic.preview", square=square,
                                                                   rot=rot), tr, NAMES[:4])))
    ship = Image.open(io.BytesIO(ship_png(after, 0, tr, NAMES[:4]))).convert("RGB")
    im = im.convert("RGB")
    assert im.size == (ship.width, ship.height + BANNER)
    x, y, cell = square_box(after["ships"][0], square)
    body = im.crop((0, BANNER, im.width, im.height))
    for px, py in ((10, 10), (ship.width - 10, ship.height - 10), (x + cell + 40, y + cell / 2)):
        assert body.getpixel((int(px), int(py))) == ship.getpixel((int(px), int(py)))
    assert body.getpixel((int(x - 3), int(y - 3))) != ship.getpixel((int(x - 3), int(y - 3)))
