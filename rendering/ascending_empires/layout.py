"""Picture geometry (board millimetres to pixels) and the drawing context."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PIL import Image, ImageDraw

from rendering import text as T
from rendering.ascending_empires import style as S

Translate = Callable[..., str]
Point = tuple[float, float]

W, H = 1400, 1000
PHONE_W = 400  # how wide Discord shows the picture on a phone before it is opened
ESSENTIAL = 32  # px: 32 × 400 / 1400 ≈ 9.1 px on a phone (whose turn, scores, planet ids)
BOARD_X, BOARD_Y, BOARD_PX = 16, 16, 968
SIDE_X, SIDE_W = 1000, 384
MIN_SHIP_PX, MIN_BATTLESHIP_PX, MIN_PLANET_PX = 12, 16, 24


@dataclass(frozen=True)
class Geo:
    """Where the board sits in the picture and how big its pieces are drawn, in pixels."""

    size: float
    scale: float
    planet_r: int
    orbit_r: int
    ship_r: int
    battleship_r: int

    def px(self, x: float, y: float) -> Point:
        return BOARD_X + x * self.scale, BOARD_Y + y * self.scale


def geometry(board: dict[str, Any]) -> Geo:
    """The picture's geometry for a view's board; tiny pieces are drawn at a legible minimum."""
    size = float(board["size"])
    k = BOARD_PX / size
    planet_r = max(MIN_PLANET_PX, round(board["planet_radius"] * k))
    return Geo(size, k, planet_r, max(planet_r + 8, round(board["orbit_radius"] * k)),
               max(MIN_SHIP_PX, round(board["ship_radius"] * k)),
               max(MIN_BATTLESHIP_PX, round(board["battleship_radius"] * k)))


def board_key(board: dict[str, Any], planets: list[dict[str, Any]]) -> tuple[Any, ...]:
    """Everything the static layer depends on from the view: radii, quadrants, holes."""
    quads = tuple(sorted((q, tuple(r)) for q, r in board["quadrants"].items()))
    holes = tuple((p["id"], float(p["x"]), float(p["y"])) for p in planets)
    return (float(board["size"]), float(board["planet_radius"]), float(board["orbit_radius"]),
            float(board["ship_radius"]), float(board["battleship_radius"]), quads, holes)


def seat_colour(view: dict[str, Any], seat: int) -> str:
    players = view.get("players", [])
    if 0 <= seat < len(players):
        return str(players[seat]["colour"])
    return S.SEAT_COLOURS[seat % 4]


def player_name(names: list[str], view: dict[str, Any], seat: int, tr: Translate) -> str:
    """A seat's display name, or its colour's name when the table gave none."""
    if 0 <= seat < len(names) and names[seat]:
        return names[seat]
    return tr(f"ae.player.{seat_colour(view, seat)}")


def winners(view: dict[str, Any]) -> list[int]:
    """Seats ranked first: highest score (AE-7.2), ties by VP tokens, then tech levels (AE-7.3)."""
    players = view.get("players", [])

    def rank(p: dict[str, Any]) -> tuple[int, int, int]:
        return int(p["score"]), int(p["vp_tokens"]), sum(int(v) for v in p["tech"].values())

    if not players:
        return []
    best = max(rank(p) for p in players)
    return [int(p["seat"]) for p in players if rank(p) == best]


def winner_names(view: dict[str, Any], names: list[str], tr: Translate) -> str:
    return tr("render.list_sep").join(player_name(names, view, s, tr) for s in winners(view))


@dataclass
class Ctx:
    """One picture being drawn: the image, the view, the reader's language and the geometry.

    `sizes` collects the smallest font size used for each essential item (see `essential`)."""

    im: Image.Image
    d: ImageDraw.ImageDraw
    view: dict[str, Any]
    tr: Translate
    names: list[str]
    geo: Geo
    sizes: dict[str, int] = field(default_factory=dict)

    def essential(self, kind: str, size: int) -> None:
        """Record that an essential item (whose turn, a score, a planet id) was drawn at `size`."""
        self.sizes[kind] = min(size, self.sizes.get(kind, size))

    def paste(self, sprite: Image.Image, cx: float, cy: float) -> None:
        """Paste a sprite centred on (cx, cy)."""
        self.im.paste(sprite, (round(cx - sprite.width / 2), round(cy - sprite.height / 2)),
                      sprite)

    def text(self, x: float, y: float, text: str, size: int, fill: S.RGB, bold: bool = True,
             align: str = "left") -> int:
        return T.paste(self.im, x, y, text, size, fill, bold, align)

    def name(self, seat: int) -> str:
        return player_name(self.names, self.view, seat, self.tr)

    def colour(self, seat: int) -> str:
        return seat_colour(self.view, seat)
