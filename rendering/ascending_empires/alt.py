"""The screen-reader description of a board picture: 3–6 sentences, at most 1,000 characters."""

from __future__ import annotations

from typing import Any

from rendering.ascending_empires.layout import Translate, player_name, seat_colour, winner_names

ALT_LIMIT = 1000


def flick_sentence(view: dict[str, Any], tr: Translate, names: list[str]) -> str | None:
    """What the last flick did, from the view's `last_flick` (with the orbit the ship came to
    rest in: the ship itself may have landed since)."""
    flick = view.get("last_flick")
    if not flick:
        return None
    name = player_name(names, view, int(flick["seat"]), tr)
    hit = flick.get("hit")
    ship = flick.get("ship")
    planets = {p["id"] for p in view["planets"]}
    owners = {s["id"]: int(s["seat"]) for s in view.get("ships", [])}
    if hit in planets:
        out = tr("render.ae.alt.flick_planet", name=name, planet=hit)
    elif hit:
        target = owners.get(hit, next((s for s in range(int(view["seats"]))
                                       if str(hit)[:1].upper() == view["players"][s]["letter"]),
                                      None))
        if target == int(flick["seat"]):
            out = tr("render.ae.alt.flick_own", name=name)
        else:
            out = tr("render.ae.alt.flick_ship", name=name,
                     target=player_name(names, view, target, tr) if target is not None else hit)
    elif ship in (flick.get("off_board") or []):
        out = tr("render.ae.alt.flick_off", name=name)
    else:
        orbit = flick.get("orbit") if "orbit" in flick else next(
            (s.get("orbit") for s in view.get("ships", []) if s["id"] == ship), None)
        out = (tr("render.ae.alt.flick_orbit", name=name, planet=orbit) if orbit
               else tr("render.ae.alt.flick_space", name=name))
    destroyed = flick.get("destroyed") or []
    if destroyed:
        out += sep_of(tr) + tr("render.ae.alt.destroyed", count=len(destroyed))
    return out


def sep_of(tr: Translate) -> str:
    """Sentences are joined without a space in Chinese, with one otherwise."""
    return "" if any("\u4e00" <= ch <= "\u9fff" for ch in tr("render.ae.alt.over")) else " "


def planets_sentence(view: dict[str, Any], tr: Translate, names: list[str]) -> str:
    items = []
    for p in view["planets"]:
        owner = p.get("occupant")
        if owner is None or p.get("kind") == "homeworld":
            continue
        kind = (tr(f"ae.colour.{p['colour']}") if p.get("colour")
                else tr(f"ae.kind.{p.get('kind', 'unknown')}"))
        key = ("render.ae.alt.planet_item_blockaded" if p.get("blockaded")
               else "render.ae.alt.planet_item")
        items.append(tr(key, planet=p["id"], kind=kind,
                        name=player_name(names, view, int(owner), tr)))
    if not items:
        return tr("render.ae.alt.no_planets")
    return tr("render.ae.alt.planets", list=tr("render.list_sep").join(items))


def alt_text(view: dict[str, Any], tr: Translate, names: list[str]) -> str:
    n = int(view["seats"])
    who = [player_name(names, view, s, tr) for s in range(n)]
    colours = [tr(f"ae.player.{seat_colour(view, s)}") for s in range(n)]
    seat = view.get("to_act")
    if view.get("over") or seat is None:
        first = tr("render.ae.alt.over", n=view["turn"], names=winner_names(view, names, tr))
    else:
        key = "render.ae.alt.last_round" if view.get("last_round") else "render.ae.alt.to_play"
        first = tr(key, n=view["turn"], round=view["round"], name=who[seat], colour=colours[seat])
    players = view["players"]
    scores = tr("render.ae.alt.scores", list=tr("render.list_sep").join(
        tr("render.ae.alt.score_item", name=who[s], colour=colours[s], score=players[s]["score"],
           tokens=players[s]["vp_tokens"]) for s in range(n)))
    out = [first, scores]
    flick = flick_sentence(view, tr, names)
    if flick:
        out.append(flick)
    out.append(planets_sentence(view, tr, names))
    face_down = sum(1 for p in view["planets"] if not p.get("face_up", True))
    out.append(tr("render.ae.alt.face_down", count=face_down, pool=view.get("vp_pool", 0)))
    joiner = sep_of(tr)
    text = joiner.join(out)
    while len(text) > ALT_LIMIT and len(out) > 3:  # the held planets go first, then the rest
        del out[-2]
        text = joiner.join(out)
    return text if len(text) <= ALT_LIMIT else text[: ALT_LIMIT - 1] + "…"
