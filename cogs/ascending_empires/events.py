"""What happened, in players' words: engine events to caption lines, and the final ranking.

Pure text. Events come from `view(state, viewer)["events"]`: hidden facts (a peeked or scanned
planet's colour) appear only in the acting seat's own view, so the same function gives the public
caption (viewer None) and the acting player's private note.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import LocaleLike, t
from cogs.ascending_empires.labels import enemy_ship, listed, owner_of, player, seat_colour

Names = Sequence[str]


def _kind_of_tile(locale: LocaleLike, tile: str) -> str:
    if tile == "asteroid":
        return t(locale, "ae.kind.asteroid")
    return t(locale, f"ae.colour.{tile}")


def _vp(locale: LocaleLike, text: str, vp: int) -> str:
    return text + " " + t(locale, "ae.event.vp", vp=vp) if vp else text


def flick_line(locale: LocaleLike, e: dict[str, Any], flick: dict[str, Any] | None,
               names: Names) -> str:
    """Where the flicked ship ended (`flick` is the move's last_flick, with its resting orbit)."""
    who = player(locale, e["seat"], names)
    sid = e["ship"]
    hit = e.get("hit") or ""
    rammed = hit[:1].islower() and owner_of(hit) != e["seat"]
    if sid in (e.get("off_board") or []):
        text = t(locale, "ae.event.flick_off", player=who, ship=sid)
    elif rammed:
        text = t(locale, "ae.event.flick_ram", player=who, ship=sid,
                 target=enemy_ship(locale, hit))
    elif flick and flick.get("orbit"):
        text = t(locale, "ae.event.flick_orbit", player=who, ship=sid, planet=flick["orbit"])
    else:
        text = t(locale, "ae.event.flick_space", player=who, ship=sid)
    if hit[:1].isupper():
        text += " " + t(locale, "ae.event.bounced", planet=hit)
    elif hit and not rammed:
        text += " " + t(locale, "ae.event.bumped", ship=hit)
    others = [x for x in e.get("off_board") or [] if x != sid]
    if others:
        text += " " + t(locale, "ae.event.pushed_off", ships=listed(locale, others))
    return text


def event_line(locale: LocaleLike, e: dict[str, Any], names: Names,
               flick: dict[str, Any] | None = None) -> str | None:
    """One event in players' words; None for the ones not worth a line."""
    kind = e.get("kind")
    who = player(locale, e.get("seat", 0), names)
    if kind == "flick":
        return flick_line(locale, e, flick, names)
    if kind == "ram":
        text = t(locale, "ae.event.ram", ship=e["ship"], target=enemy_ship(locale, e["target"]))
        return _vp(locale, text, e.get("vp", 0))
    if kind == "recruit":
        return t(locale, "ae.event.recruit", player=who, count=len(e["planets"]),
                 planets=listed(locale, e["planets"]))
    if kind in ("return", "launch", "decline"):
        return t(locale, f"ae.event.{kind}", player=who, planet=e["planet"],
                 ship=e.get("ship", ""))
    if kind == "land":
        key = "ae.event.land_revealed" if e.get("revealed") else "ae.event.land"
        return t(locale, key, player=who, ship=e["ship"], planet=e["planet"],
                 kind=_kind_of_tile(locale, e["tile"]))
    if kind == "peek":  # the peeking player reads the colour on their panel (phase line)
        return None if "tile" in e else t(locale, "ae.event.peek", player=who,
                                          planet=e["planet"])
    if kind == "scan":
        if "tiles" in e:
            found = [t(locale, "ae.ui.planet", planet=h, kind=_kind_of_tile(locale, tile))
                     for h, tile in e["tiles"].items()]
            return t(locale, "ae.event.scan_private", planets=listed(locale, found))
        return t(locale, "ae.event.scan", player=who, count=len(e["planets"]))
    if kind == "mine":
        return t(locale, "ae.event.mine", player=who, count=e["troops"], planet=e["planet"],
                 vp=e["vp"])
    if kind == "build":
        return t(locale, f"ae.event.build.{e['piece']}", player=who, planet=e["planet"])
    if kind == "research":
        colour = t(locale, f"ae.colour.{e['colour']}")
        key = "ae.event.research_first" if e.get("first") else "ae.event.research"
        text = t(locale, key, player=who, colour=colour, level=e["level"], vp=e.get("vp", 0))
        return text + _from_box(locale, e.get("got") or {})
    if kind == "all_colours":
        return t(locale, "ae.event.all_colours", player=who, level=e["level"]) + _from_box(
            locale, e.get("got") or {})
    if kind == "attack":
        text = t(locale, "ae.event.attack", player=who, target=enemy_ship(locale, e["target"]),
                 ships=listed(locale, e["attackers"]))
        return _vp(locale, text, e.get("vp", 0))
    if kind == "bombard":
        text = t(locale, "ae.event.bombard", player=who, planet=e["planet"],
                 victim=seat_colour(locale, e["victim"]), ships=listed(locale, e["attackers"]),
                 count=sum(e["pieces"].values()))
        return _vp(locale, text, e.get("vp", 0))
    if kind == "retire":
        return t(locale, "ae.event.retire", player=who, count=len(e["ships"]))
    if kind == "pool_empty":
        return t(locale, "ae.event.last_round", player=who)
    return None  # setup, done, game_over: the post around the lines says enough


def _from_box(locale: LocaleLike, got: dict[str, int]) -> str:
    if not got.get("troops") and not got.get("ships"):
        return ""
    return " " + t(locale, "ae.event.from_box", troops=got.get("troops", 0),
                   ships=got.get("ships", 0))


def event_lines(locale: LocaleLike, events: Sequence[dict[str, Any]], names: Names,
                flick: dict[str, Any] | None = None, limit: int = 12) -> list[str]:
    lines = [line for e in events if (line := event_line(locale, e, names, flick))]
    if len(lines) > limit:
        extra = len(lines) - limit + 1
        lines = [*lines[: limit - 1], t(locale, "ae.ui.more_events", count=extra)]
    return lines


# --- the final ranking ---------------------------------------------------------------------------

CRITERIA = ("score", "tokens", "tech")


def _key(p: dict[str, Any]) -> tuple[int, int, int]:
    """AE-7.3: score, then VP tokens, then technology levels."""
    return (int(p["score"]), int(p["vp_tokens"]), sum(int(v) for v in p["tech"].values()))


def ranking_lines(locale: LocaleLike, view: dict[str, Any], names: Names) -> list[str]:
    """Each place with its score breakdown (AE-7.2) and, where it decided, the tie-break."""
    players = view["players"]
    groups = [list(g["seats"]) for g in view["ranking_explained"]]
    lines, place = [], 1
    for index, seats in enumerate(groups):
        me = players[seats[0]]
        parts = me.get("score_parts") or {}
        line = t(locale, "ae.ui.rank_line", place=place,
                 players=listed(locale, [player(locale, s, names) for s in seats]),
                 score=me["score"], tokens=parts.get("tokens", me["vp_tokens"]),
                 planets=parts.get("planets", 0), colonies=parts.get("colonies", 0),
                 cities=parts.get("cities", 0), quadrants=parts.get("quadrants", 0))
        notes = []
        if len(seats) > 1:
            notes.append(t(locale, "ae.ui.rank_shared"))
        if index + 1 < len(groups):
            below = groups[index + 1]
            mine, theirs = _key(me), _key(players[below[0]])
            if mine[0] == theirs[0] and mine != theirs:
                i = next(j for j in range(3) if mine[j] != theirs[j])
                notes.append(t(locale, "ae.ui.rank_ahead",
                               players=listed(locale, [player(locale, s, names) for s in below]),
                               criterion=t(locale, f"ae.ui.criterion.{CRITERIA[i]}"),
                               a=mine[i], b=theirs[i]))
        if notes:
            line += " — " + "; ".join(notes)
        lines.append(line)
        place += len(seats)
    return lines
