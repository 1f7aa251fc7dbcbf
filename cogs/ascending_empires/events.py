"""What happened, in players' words: engine events to caption lines, and the final ranking.

Pure text. Events come from `view(state, viewer)["events"]` (typed in
`games/ascending_empires/view.py`): hidden facts (a peeked or scanned planet's colour) appear
only in the acting seat's own view, so the same function gives the public caption (viewer None)
and the acting player's private note.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from bot.i18n import LocaleLike, t
from cogs.ascending_empires.labels import (
    enemy_ship,
    owner_of,
    player,
    seat_colour,
    starships,
    troops,
)
from games.ascending_empires.view import AEView, BoxItems, Event, FlickEvent, FlickView, PlayerView
from games.base import Msg

Names = Sequence[str]


def _tile(tile: str) -> Msg:
    """A face-up tile's name: a colour, or "asteroid"."""
    return Msg("ae.kind.asteroid") if tile == "asteroid" else Msg(f"ae.colour.{tile}")


def _vp(locale: LocaleLike, text: str, vp: int) -> str:
    return text + " " + t(locale, "ae.event.vp", vp=vp) if vp else text


def flick_line(locale: LocaleLike, e: FlickEvent, flick: FlickView | None, names: Names) -> str:
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
        text += " " + t(locale, "ae.event.pushed_off", ships=others, count=len(others))
    return text


def _from_box(locale: LocaleLike, got: BoxItems) -> str:
    parts = [m for m, n in ((troops(got["troops"]), got["troops"]),
                            (starships(got["ships"]), got["ships"])) if n]
    return " " + t(locale, "ae.event.from_box", items=parts) if parts else ""


def event_line(locale: LocaleLike, e: Event, names: Names,
               flick: FlickView | None = None) -> str | None:
    """One event in players' words; None for the ones not worth a line."""
    who = player(locale, e["seat"], names)
    if e["kind"] == "flick":
        return flick_line(locale, e, flick, names)
    if e["kind"] == "ram":
        text = t(locale, "ae.event.ram", ship=e["ship"], target=enemy_ship(locale, e["target"]))
        return _vp(locale, text, e["vp"])
    if e["kind"] == "recruit":
        return t(locale, "ae.event.recruit", player=who, count=len(e["planets"]),
                 planets=e["planets"])
    if e["kind"] in ("return", "launch", "decline"):
        return t(locale, f"ae.event.{e['kind']}", player=who, planet=e["planet"],
                 ship=e.get("ship", ""))
    if e["kind"] == "land":
        key = "ae.event.land_revealed" if e["revealed"] else "ae.event.land"
        return t(locale, key, player=who, ship=e["ship"], planet=e["planet"],
                 kind=_tile(e["tile"]))
    if e["kind"] == "peek":  # the peeking player reads the colour on their panel (phase line)
        return None if "tile" in e else t(locale, "ae.event.peek", player=who,
                                          planet=e["planet"])
    if e["kind"] == "scan":
        if "tiles" in e:
            found = [Msg("ae.ui.planet", {"planet": h, "kind": _tile(tile)})
                     for h, tile in e["tiles"].items()]
            return t(locale, "ae.event.scan_private", planets=found)
        return t(locale, "ae.event.scan", player=who, count=len(e["planets"]))
    if e["kind"] == "mine":
        return t(locale, "ae.event.mine", player=who, count=e["troops"], planet=e["planet"],
                 vp=e["vp"])
    if e["kind"] == "build":
        return t(locale, f"ae.event.build.{e['piece']}", player=who, planet=e["planet"])
    if e["kind"] == "research":
        key = "ae.event.research_first" if e["first"] else "ae.event.research"
        text = t(locale, key, player=who, colour=Msg(f"ae.colour.{e['colour']}"),
                 level=e["level"], vp=e["vp"])
        return text + _from_box(locale, e["got"])
    if e["kind"] == "all_colours":
        return t(locale, "ae.event.all_colours", player=who, level=e["level"]) + _from_box(
            locale, e["got"])
    if e["kind"] == "attack":
        text = t(locale, "ae.event.attack", player=who, target=enemy_ship(locale, e["target"]),
                 ships=e["attackers"])
        return _vp(locale, text, e["vp"])
    if e["kind"] == "bombard":
        lost = e["pieces"]
        text = t(locale, "ae.event.bombard", player=who, planet=e["planet"],
                 victim=seat_colour(locale, e["victim"]), ships=e["attackers"],
                 count=lost["troops"] + lost["colonies"] + lost["cities"] + lost["stations"])
        return _vp(locale, text, e["vp"])
    if e["kind"] == "retire":
        return t(locale, "ae.event.retire", player=who, count=len(e["ships"]))
    if e["kind"] == "pool_empty":
        return t(locale, "ae.event.last_round", player=who)
    if e["kind"] == "done" and e.get("auto"):
        return t(locale, "ae.event.move_ended", player=who, count=e["mp_left"])
    return None  # setup, done, game_over: the post around the lines says enough


def event_lines(locale: LocaleLike, events: Sequence[Event], names: Names,
                flick: FlickView | None = None, limit: int = 12) -> list[str]:
    lines = [line for e in events if (line := event_line(locale, e, names, flick))]
    if len(lines) > limit:
        extra = len(lines) - limit + 1
        lines = [*lines[: limit - 1], t(locale, "ae.ui.more_events", count=extra)]
    return lines


# --- the final ranking ---------------------------------------------------------------------------

CRITERIA = ("score", "tokens", "tech")


def _key(p: PlayerView) -> tuple[int, int, int]:
    """AE-7.3: score, then VP tokens, then technology levels."""
    return (int(p["score"]), int(p["vp_tokens"]), sum(int(v) for v in p["tech"].values()))


def ranking_lines(locale: LocaleLike, view: AEView | dict[str, Any], names: Names) -> list[str]:
    """Each place with its score breakdown (AE-7.2) and, where it decided, the tie-break."""
    players: list[PlayerView] = view["players"]
    groups = [list(g["seats"]) for g in view["ranking_explained"]]
    lines, place = [], 1
    for index, seats in enumerate(groups):
        me = players[seats[0]]
        parts = me["score_parts"]
        line = t(locale, "ae.ui.rank_line", place=place,
                 players=[player(locale, s, names) for s in seats],
                 score=me["score"], tokens=parts["tokens"], planets=parts["planets"],
                 colonies=parts["colonies"], cities=parts["cities"],
                 quadrants=parts["quadrants"])
        notes = []
        if len(seats) > 1:
            notes.append(t(locale, "ae.ui.rank_shared"))
        if index + 1 < len(groups):
            below = groups[index + 1]
            mine, theirs = _key(me), _key(players[below[0]])
            if mine[0] == theirs[0] and mine != theirs:
                i = next(j for j in range(3) if mine[j] != theirs[j])
                notes.append(t(locale, "ae.ui.rank_ahead",
                               players=[player(locale, s, names) for s in below],
                               criterion=Msg(f"ae.ui.criterion.{CRITERIA[i]}"),
                               a=mine[i], b=theirs[i]))
        if notes:
            line += " — " + "; ".join(notes)
        lines.append(line)
        place += len(seats)
    return lines
