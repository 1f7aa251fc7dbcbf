"""Pictures of an Alien Frontiers position, drawn from the engine's `view()` output only.

    board_png(view, tr, names)        the full board (1400×1000 palette PNG)
    panel_png(view, seat, tr, names)  the acting player's private preview (900×470)
    alt_text(view, tr, names)         a short description for screen readers

`tr(key, **kwargs)` returns text in the reader's language (e.g. `lambda k, **kw: t(locale, k,
**kw)`); `names` are the players' display names by seat. Pure and deterministic: no Discord, no
file writes (only the bundled fonts are read).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rendering.alien_frontiers import board as _board
from rendering.alien_frontiers import names
from rendering.alien_frontiers import panel as _panel
from rendering.alien_frontiers.layout import TERRITORIES
from rendering.alien_frontiers.sidebar import fleet_values

Translate = Callable[..., str]

__all__ = ["Translate", "alt_text", "board_png", "names", "panel_png"]

ALT_LIMIT = 1000


def board_png(view: dict[str, Any], tr: Translate, names: list[str]) -> bytes:
    """The full board as PNG bytes."""
    im = _board.render(view, tr, names)
    return _board.encode(im, key=_board.static_key(view, tr))


def panel_png(view: dict[str, Any], seat: int, tr: Translate, names: list[str]) -> bytes:
    """A small preview for one player: roll tray, resources, cards, facilities with free docks."""
    im = _panel.render(view, seat, tr, names)
    return _board.encode(im)


def _name(names_: list[str], p: int, tr: Translate, colour: str) -> str:
    if p < len(names_) and names_[p]:
        return names_[p]
    return tr(f"af.colour.{colour}")


def alt_text(view: dict[str, Any], tr: Translate, names: list[str]) -> str:
    """3–6 sentences for screen readers (≤ 1,000 characters)."""
    from rendering.alien_frontiers import names as n_

    sep = tr("render.list_sep")
    n = int(view["seats"])
    colours = [view["players"][p]["colour"] for p in range(n)]
    who = [_name(names, p, tr, colours[p]) for p in range(n)]
    colour_names = [tr(f"af.colour.{c}") for c in colours]
    out = [tr("render.alt.intro", n=view["turn"])]
    out.append(tr("render.alt.scores", list=sep.join(
        tr("render.alt.score_item", name=who[p], colour=colour_names[p], vp=view["vp"][p])
        for p in range(n))))
    seat = view.get("to_act")
    if view.get("over") or seat is None:
        out.append(tr("render.alt.over"))
    else:
        turn = tr("render.alt.to_play", name=who[seat])
        dice = [str(v) for v in fleet_values(view)]
        if dice:
            turn += " " + tr("render.alt.roll", dice=sep.join(dice))
        out.append(turn)
    items = []
    for t in TERRITORIES:
        info = view["territories"][t]
        present = [f"{colour_names[p]} {k}" for p, k in enumerate(info["colonies"]) if k > 0]
        if not present:
            continue
        ctrl = info.get("controller")
        terr = n_.territory_name(tr, t)
        if ctrl is None:
            items.append(tr("render.alt.territory", territory=terr, colonies=" / ".join(present)))
        else:
            items.append(tr("render.alt.territory_ctrl", territory=terr,
                            colonies=" / ".join(present), name=who[ctrl]))
    out.append(tr("render.alt.colonies", list=sep.join(items)) if items
               else tr("render.alt.no_colonies"))
    fields = [tr("render.alt.field_item", field=n_.field_name(tr, f),
                 territory=n_.territory_name(tr, t))
              for f, t in view["fields"].items() if t]
    out.append(tr("render.alt.fields", list=sep.join(fields)) if fields
               else tr("render.alt.no_fields"))
    owner = view.get("relic_owner")
    if owner is not None and owner < n:
        out.append(tr("render.alt.relic_held", name=who[owner], relic=tr("af.relic_ship")))
    else:
        out.append(tr("render.alt.relic_free", relic=tr("af.relic_ship"),
                      territory=n_.territory_name(tr, "burroughs")))
    joiner = "" if any("\u4e00" <= ch <= "\u9fff" for ch in out[0]) else " "
    text = joiner.join(out)
    if len(text) > ALT_LIMIT:  # drop the least important sentences first, then cut
        for drop in (4, 3):
            if len(text) > ALT_LIMIT and len(out) > drop:
                del out[drop]
                text = joiner.join(out)
        text = text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1] + "…"
    return text
