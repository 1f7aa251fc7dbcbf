"""Ship boards as squares: the class layouts, neighbours, and the lines a dice roll names.

A square is one int, `row * STRIDE + col`, with the dice labels as coordinates (GT-0.3), so a
square of any class is written `col,row` in the notation. Board directions 0..3 are north, east,
south, west; a projectile from a ship's side comes from the board direction `(front + side) % 4`.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from games.galaxy_trucker.data.layouts import LAYOUTS

STRIDE = 13
OFFSET = (-STRIDE, 1, STRIDE, -1)  # north, east, south, west


def square(col: int, row: int) -> int:
    return row * STRIDE + col


def col_of(q: int) -> int:
    return q % STRIDE


def row_of(q: int) -> int:
    return q // STRIDE


def label(q: int) -> str:
    """The notation of a square: `col,row`."""
    return f"{q % STRIDE},{q // STRIDE}"


@dataclass(frozen=True)
class Layout:
    name: str
    squares: frozenset[int]
    start: int | None
    halves: dict[int, int] = field(default_factory=dict)  # square -> half (IIA), else 0
    dice: dict[int, int] = field(default_factory=dict)  # dice sum -> line label
    lost_areas: dict[str, str] = field(default_factory=dict)
    order: tuple[int, ...] = ()  # squares sorted by row then column
    split: bool = False  # two halves (IIA)

    def half(self, q: int) -> int:
        return self.halves.get(q, 0)

    def line(self, roll: int) -> int:
        """The column or row label a dice sum names (identity on the base boards)."""
        return self.dice.get(roll, roll)

    def cols(self) -> list[int]:
        return sorted({col_of(q) for q in self.squares})

    def rows(self) -> list[int]:
        return sorted({row_of(q) for q in self.squares})


def _layout(name: str, spec: dict) -> Layout:
    squares: set[int] = set()
    start = None
    for r, text in enumerate(spec["map"]):
        for c, ch in enumerate(text):
            if ch in "#S":
                q = square(spec["first_col"] + c, spec["first_row"] + r)
                squares.add(q)
                if ch == "S":
                    start = q
    halves = {q: (0 if col_of(q) < 7 else 1) for q in squares} if name == "IIA" else {}
    order = tuple(sorted(squares, key=lambda q: (row_of(q), col_of(q))))
    return Layout(name, frozenset(squares), start, halves, dict(spec.get("dice", {})),
                  dict(spec.get("lost_areas", {})), order, len(set(halves.values())) > 1)


LAYOUT: dict[str, Layout] = {name: _layout(name, spec) for name, spec in LAYOUTS.items()}


def line_squares(layout: Layout, board_dir: int, label_value: int) -> list[int]:
    """The squares of the line a projectile from `board_dir` travels along, first hit first.

    From the north or south the line is a column, from the east or west a row (GT-3.6.3)."""
    if board_dir in (0, 2):
        line = [q for q in layout.order if col_of(q) == label_value]
        return line if board_dir == 0 else line[::-1]
    line = sorted((q for q in layout.squares if row_of(q) == label_value), key=col_of)
    return line if board_dir == 3 else line[::-1]
