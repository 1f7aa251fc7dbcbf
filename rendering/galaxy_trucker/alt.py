"""Alt text of the Galaxy Trucker pictures: a few sentences a screen reader reads."""

from __future__ import annotations

from typing import Any

from rendering.galaxy_trucker import style as S
from rendering.galaxy_trucker.board import awaited, damage_title, launch_title, title
from rendering.galaxy_trucker.ship import LOSSES

LIMIT = 1000


def who(tr: S.Translate, view: dict[str, Any], seat: int, names: list[str]) -> str:
    colour = view["players"][seat]["colour"]
    name = names[seat] if seat < len(names) and names[seat] else ""
    return tr("gt.alt.player", colour=tr(f"gt.colour.{colour}"), name=name or "-")


def ship_sentence(tr: S.Translate, view: dict[str, Any], seat: int, names: list[str]) -> str:
    ship = view["ships"][seat]
    if ship.get("hidden"):
        return tr("gt.alt.ship_hidden", player=who(tr, view, seat, names),
                  tiles=ship["tile_count"])
    st = ship["stats"]
    text = tr("gt.alt.ship", player=who(tr, view, seat, names), tiles=len(ship["tiles"]),
              engine=st["engine_max"], fire=f"{st['fire_max']:g}", crew=st["crew"],
              batteries=st["batteries"], exposed=st["exposed"], lost=len(ship["lost"]))
    if st["shields"]:
        text += " " + tr("gt.alt.shields", sides=[tr(f"gt.side.{side}")
                                                  for side in st["shields"]])
    return text


def alt_text(view: dict[str, Any], tr: S.Translate, names: list[str]) -> str:
    parts = [title(tr, view) + "."]
    if view["phase"] in ("build", "scheme"):
        parts += [ship_sentence(tr, view, p["seat"], names) for p in view["players"]]
    else:
        card = view["card"]
        if card is not None:
            parts.append(tr("gt.alt.card", card=tr(f"gt.card.{card['kind']}.name")))
        if waiting := awaited(view):
            parts.append(tr("gt.alt.awaited", players=[who(tr, view, s, names) for s in waiting],
                            decision=tr(f"gt.decision.{view['decision']['kind']}")))
        lead = max((p["distance"] for p in view["players"] if p["distance"] is not None
                    and p["flying"]), default=None)
        for seat in view["flight_order"]:
            p = view["players"][seat]
            behind = lead - p["distance"] if lead is not None and p["distance"] is not None \
                else 0
            parts.append(tr("gt.alt.rocket", player=who(tr, view, seat, names), count=behind,
                            credits=p["credits"]))
        flying = set(view["flight_order"])
        for p in view["players"]:
            if p["seat"] not in flying:
                key = "gt.alt.gave_up" if p["gave_up"] else "gt.alt.waiting"
                parts.append(tr(key, player=who(tr, view, p["seat"], names),
                                credits=p["credits"]))
    text = " ".join(parts)
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"


def ship_alt(view: dict[str, Any], seat: int, tr: S.Translate, names: list[str]) -> str:
    ship = view["ships"][seat]
    text = ship_sentence(tr, view, seat, names)
    if ship["hand"] is not None:
        from games.galaxy_trucker.tiles import TILES

        text += " " + tr("gt.alt.hand", tile=tr(f"gt.tile.{TILES[ship['hand']].kind}.name"))
    return text[:LIMIT]


def ships_alt(view: dict[str, Any], tr: S.Translate, names: list[str]) -> str:
    text = " ".join(ship_sentence(tr, view, p["seat"], names) for p in view["players"])
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"


def launch_alt(view: dict[str, Any], tr: S.Translate, names: list[str]) -> str:
    """Every ship at launch: the title, then each ship's numbers."""
    text = f"{launch_title(tr, view)}. {ships_alt(view, tr, names)}"
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"


def damage_alt(view: dict[str, Any], seats: list[int], tr: S.Translate,
               names: list[str]) -> str:
    """The ships a card hit: which squares each lost, then its numbers."""
    parts = [damage_title(tr, view) + "."]
    for seat in seats:
        squares = [e["square"] for e in view["card_events"]
                   if e["event"] in LOSSES and e.get("seat") == seat]
        parts.append(tr("gt.alt.damage", player=who(tr, view, seat, names), count=len(squares),
                        squares=squares))
        parts.append(ship_sentence(tr, view, seat, names))
    text = " ".join(parts)
    return text if len(text) <= LIMIT else text[: LIMIT - 1] + "…"
