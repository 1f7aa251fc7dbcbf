"""The board picture in words, for screen readers: what the picture shows, most important first
(scores and resources, whose turn and the roll or the final ranking, the territories, fields,
the relic ship, the docked ships), in at most 1,000 characters."""

from __future__ import annotations

from typing import Any

from rendering.alien_frontiers import names as N
from rendering.alien_frontiers import ranking as R
from rendering.alien_frontiers.layout import TERRITORIES, Translate, player_name
from rendering.alien_frontiers.sidebar import fleet_values

ALT_LIMIT = 1000
DROPPABLE = 3  # sentences from this index on may be dropped (last first) to fit the limit


def _ship(tr: Translate, colour: str) -> str:
    return tr("af.relic_ship") if colour == "relic" else tr(N.colour_key(colour))


def _ranking(view: dict[str, Any], tr: Translate, names: list[str]) -> str:
    items = []
    for seat, place, note in R.rows(view, tr, names):
        item = tr("render.alt.rank_item", place=tr("render.place", n=place),
                  names=player_name(names, tr, seat), vp=view["vp"][seat])
        items.append(f"{item} ({note})" if note else item)
    return tr("render.alt.ranking", list=tr("render.list_sep").join(items))


def alt_text(view: dict[str, Any], tr: Translate, names: list[str]) -> str:
    """3–7 sentences for screen readers (≤ 1,000 characters)."""
    who = [player_name(names, tr, p) for p in range(int(view["seats"]))]
    sep = tr("render.list_sep")
    n = int(view["seats"])
    colour_names = [tr(N.colour_key(view["players"][p]["colour"])) for p in range(n)]
    out = [tr("render.alt.intro", n=view["turn"])]
    out.append(tr("render.alt.scores", list=sep.join(
        tr("render.alt.player_item", name=who[p], colour=colour_names[p], vp=view["vp"][p],
           fuel=view["players"][p]["fuel"], ore=view["players"][p]["ore"],
           colonies=view["players"][p]["colonies_left"])
        for p in range(n))))
    seat = view.get("to_act")
    if view.get("over") or seat is None:
        out.append(_ranking(view, tr, names) if R.places(view) else tr("render.alt.over"))
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
        terr = N.territory_name(tr, t)
        if ctrl is None:
            items.append(tr("render.alt.territory", territory=terr, colonies=" / ".join(present)))
        else:
            items.append(tr("render.alt.territory_ctrl", territory=terr,
                            colonies=" / ".join(present), name=who[ctrl]))
    out.append(tr("render.alt.colonies", list=sep.join(items)) if items
               else tr("render.alt.no_colonies"))
    fields = [tr("render.alt.field_item", field=N.field_name(tr, f),
                 territory=N.territory_name(tr, t))
              for f, t in view["fields"].items() if t]
    out.append(tr("render.alt.fields", list=sep.join(fields)) if fields
               else tr("render.alt.no_fields"))
    owner = view.get("relic_owner")
    if owner is not None and owner < n:
        out.append(tr("render.alt.relic_held", name=who[owner], relic=tr("af.relic_ship")))
    else:
        out.append(tr("render.alt.relic_free", relic=tr("af.relic_ship"),
                      territory=N.territory_name(tr, "burroughs")))
    docked = []
    for fac in N.FACILITIES:
        ships = [sh for sh in view["facilities"].get(fac, {}).get("ships", [])
                 if sh["colour"] != "grey"]
        if ships:
            values = " / ".join(f"{_ship(tr, sh['colour'])} {sh['value']}" for sh in ships)
            docked.append(tr("render.alt.dock_item", facility=N.facility_name(tr, fac),
                             dice=values))
    if docked:
        out.append(tr("render.alt.docked", list=sep.join(docked)))
    joiner = "" if any("\u4e00" <= ch <= "\u9fff" for ch in out[0]) else " "
    text = joiner.join(out)
    while len(text) > ALT_LIMIT and len(out) > DROPPABLE:
        out.pop()  # the docked ships, the relic, the fields, then the territories
        text = joiner.join(out)
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1] + "…"
