"""The end of the game: the players' column becomes the final ranking (best first, each place
with a medal) and says which tie-break decided a place on equal VP (AF-4.2), from the view's
`ranking` ({"seats", "decided_by"} per place)."""

from __future__ import annotations

from typing import Any

from rendering.alien_frontiers import style as S
from rendering.alien_frontiers.layout import (
    Ctx,
    Rect,
    Translate,
    player_name,
    with_name,
    wrap_box,
)

# decided_by → the player's number it compares
MEASURE = {"cards": lambda pl: len(pl["cards"]), "ore": lambda pl: pl["ore"],
           "fuel": lambda pl: pl["fuel"]}


def places(v: dict[str, Any]) -> list[dict[str, Any]]:
    """The final places of a finished game (none while it is being played)."""
    return list(v.get("ranking") or []) if v.get("over") else []


def joined(tr: Translate, names: list[str], seats: list[int]) -> str:
    return tr("render.list_sep").join(player_name(names, tr, p) for p in seats)


def note(v: dict[str, Any], tr: Translate, names: list[str], k: int) -> str | None:
    """Why place k is where it is when VP alone did not say: the tie-break against the next
    place, or that its seats share it."""
    ranking = places(v)
    here = ranking[k]
    crit = here.get("decided_by")
    if crit in MEASURE and k + 1 < len(ranking):
        below = ranking[k + 1]["seats"]
        players = v["players"]
        return tr("render.rank_ahead", names=joined(tr, names, below),
                  criterion=tr(f"render.criterion.{crit}"),
                  a=MEASURE[crit](players[here["seats"][0]]), b=MEASURE[crit](players[below[0]]))
    if len(here["seats"]) > 1:
        return tr("render.rank_shared")
    return None


def rows(v: dict[str, Any], tr: Translate,
         names: list[str]) -> list[tuple[int, int | None, str | None]]:
    """(seat, place, note) of each player panel from the top: seat order while playing, the
    final ranking once the game is over."""
    ranking = places(v)
    if not ranking:
        return [(p, None, None) for p in range(int(v["seats"]))]
    out: list[tuple[int, int | None, str | None]] = []
    for k, place in enumerate(ranking):
        number = 1 + sum(len(p["seats"]) for p in ranking[:k])
        why = note(v, tr, names, k)
        out += [(seat, number, why) for seat in place["seats"]]
    return out


def draw_result(c: Ctx, r: Rect) -> None:
    """The tray of a finished game: "Game over" and who won."""
    x, y, w, _ = r
    c.text(x + 14, y + 10, c.tr("render.game_over"), 19, S.TITLE)
    ranking = places(c.view)
    if not ranking:
        return
    winners = ranking[0]["seats"]
    c.paste((S.make_place if c.naive else S.place)(1, 46), x + 14, y + 50)
    key, param = ("render.winner", "name") if len(winners) == 1 else ("render.winners", "names")
    line = c.tr(key, **{param: joined(c.tr, c.names, winners)})
    lines, size = wrap_box(line, w - 86, 2, 30, 18)
    if any("…" in ln for ln in lines):  # still too long: shorten the names, not the words
        lines = [with_name(c.tr, key, joined(c.tr, c.names, winners), w - 86, 18, param)]
    lh = round(size * 1.15)
    top = y + 73 - lh * len(lines) / 2
    for k, ln in enumerate(lines):
        c.text(x + 70, top + k * lh, ln, size, S.ACCENT)
