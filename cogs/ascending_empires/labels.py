"""Ascending Empires in players' words: moves, ships, planets, move groups, names by seat, the
panel's line about a player's pieces, and the data-driven parts of `/ae rules`.

Pure text (no Discord calls): notation and view JSON in, translated text out. A planet is named
with what the given view knows of it, so a label built from the acting seat's own view may name a
colour that a label built from the public view (seat None) must not.

The pieces' words (explained once, in `/ae rules`): a player's **supply** holds the pieces ready
to play; the **box** holds the ones not yet in play, which research bonuses bring into the supply;
VP come from the **VP pool**, and once it is empty from the box.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from babel.lists import format_list

from bot.i18n import LocaleLike, language_of, t
from games.ascending_empires.data import (
    ALL_COLOURS_BONUS,
    BATTLESHIP_R,
    ORBIT_R,
    PLANET_COLOURS,
    PLANET_R,
    RANGE_LONG,
    RANGE_SHORT,
    SEAT_COLOURS,
    SETTLED_BONUS,
    SETTLED_TECH,
    SHIP_R,
    TECH,
    UNSETTLED,
)
from games.ascending_empires.notation import number_text, parse
from games.base import GameError, Msg

LABEL_LIMIT = 100
GROUPS = ("recruit", "return", "launch", "flick", "land", "mine", "build", "research", "attack",
          "retire")
BUTTON_MOVES = ("land confirm", "land decline", "done", "undo")

Tr = Callable[..., str]
View = dict[str, Any]


def tr_for(locale: LocaleLike) -> Tr:
    """`tr(key, **kw)` bound to one locale (the renderer's signature)."""
    return lambda key, **kw: t(locale, key, **kw)


def clip(text: str, limit: int = LABEL_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


# --- names -------------------------------------------------------------------------------------

def colour_of(seat: int) -> str:
    return SEAT_COLOURS[seat % len(SEAT_COLOURS)]


def seat_colour(locale: LocaleLike, seat: int) -> str:
    return t(locale, f"ae.player.{colour_of(seat)}")


def player(locale: LocaleLike, seat: int, names: Sequence[str]) -> str:
    """"Red (alice)": the colour a player has on the board and their display name."""
    name = names[seat] if 0 <= seat < len(names) else str(seat + 1)
    return t(locale, "ae.ui.player", colour=seat_colour(locale, seat), name=name)


def listed(locale: LocaleLike, parts: Sequence[str]) -> str:
    """Words joined as the player's language lists them ("A3, B2 and G1")."""
    return format_list(list(parts), locale=language_of(locale)) if parts else ""


def owner_of(ship: str) -> int:
    return "rbyg".index(ship[0])


def planet_kind(locale: LocaleLike, planet: dict[str, Any]) -> str:
    """"Orange", "asteroid", "homeworld" or "face-down planet", as far as the view knows."""
    if planet.get("colour"):
        return t(locale, f"ae.colour.{planet['colour']}")
    return t(locale, f"ae.kind.{planet.get('kind', 'unknown')}")


def planet(locale: LocaleLike, view: View, hole: str) -> str:
    """"A3 (Orange)" — or "A3 (face-down planet)" when the view does not know it."""
    found = next((p for p in view["planets"] if p["id"] == hole), None)
    if found is None:
        return hole
    return t(locale, "ae.ui.planet", planet=hole, kind=planet_kind(locale, found))


def ship(locale: LocaleLike, view: View, sid: str) -> str:
    """"r1 (orbit A3)", "r1 (open space)", or just the id when it is not on the board."""
    found = next((s for s in view["ships"] if s["id"] == sid), None)
    if found is None:
        return sid
    if found.get("orbit"):
        return t(locale, "ae.ui.ship_orbit", ship=sid, planet=found["orbit"])
    return t(locale, "ae.ui.ship_space", ship=sid)


def enemy_ship(locale: LocaleLike, sid: str) -> str:
    """"b3 (Blue)": an enemy ship named with its owner's colour."""
    return t(locale, "ae.ui.enemy_ship", ship=sid, colour=seat_colour(locale, owner_of(sid)))


def troops(count: int) -> Msg:
    """"1 troop", "3 troops" (a parameter for a catalog entry)."""
    return Msg("ae.count.troops", {"count": count})


def starships(count: int) -> Msg:
    return Msg("ae.count.starships", {"count": count})


# --- moves -------------------------------------------------------------------------------------

def move_label(locale: LocaleLike, move: str, view: View) -> str:
    """A move in players' words, e.g. "Land r1 (orbit A3) on A3 (Orange)" (≤ 100 characters)."""
    if move == "undo":
        return t(locale, "ae.move.undo")
    try:
        a = parse(move)
    except GameError:
        return clip(move)
    kind = a[0]
    if kind == "recruit":
        text = (t(locale, "ae.move.recruit", count=len(a[1]), planets=list(a[1]))
                if a[1] else t(locale, "ae.move.recruit_none"))
    elif kind == "return":
        text = t(locale, "ae.move.return", planet=planet(locale, view, a[1]))
    elif kind == "launch":
        key = "ae.move.launch_battleship" if a[2] else "ae.move.launch"
        text = t(locale, key, planet=planet(locale, view, a[1]))
        if a[3] is not None:
            text = t(locale, "ae.move.launch_at", move=text, angle=number_text(a[3]))
    elif kind == "flick":
        text = t(locale, "ae.move.flick", ship=ship(locale, view, a[1]), angle=number_text(a[2]),
                 power=number_text(a[3]))
    elif kind == "land":
        text = t(locale, "ae.move.land", ship=ship(locale, view, a[1]),
                 planet=planet(locale, view, a[2]))
    elif kind == "mine":
        text = t(locale, "ae.move.mine", count=a[2], planet=planet(locale, view, a[1]),
                 vp=a[2] - 1)
    elif kind == "build":
        text = t(locale, f"ae.move.build.{a[1]}", planet=planet(locale, view, a[2]))
    elif kind == "research":
        seat = view.get("viewer")
        level = view["players"][seat]["tech"][a[1]] + 1 if seat is not None else "?"
        text = t(locale, "ae.move.research", colour=Msg(f"ae.colour.{a[1]}"), level=level)
    elif kind == "attack":
        text = t(locale, "ae.move.attack", target=enemy_ship(locale, a[1]), ships=list(a[2]))
    elif kind == "bombard":
        text = t(locale, "ae.move.bombard", planet=planet(locale, view, a[1]), ships=list(a[2]))
    elif kind == "retire":
        picks = [Msg("ae.ui.supply_ship") if x == "supply" else x for x in a[1]]
        text = t(locale, "ae.move.retire", ships=picks)
    else:  # confirm, decline, done
        text = t(locale, f"ae.move.{kind}")
    return clip(text)


def group_of(move: str) -> str | None:
    """The panel group of a move; None for the moves that have a button of their own."""
    if move in BUTTON_MOVES:
        return None
    kind = move.split()[0] if move.split() else ""
    if kind == "bombard":
        return "attack"
    return kind if kind in GROUPS else None


def group_label(locale: LocaleLike, group: str) -> str:
    return clip(t(locale, f"ae.group.{group}"))


def groups(moves: Sequence[str]) -> dict[str, list[str]]:
    """Legal moves by group, in the rulebook's order of actions (at most 10 groups)."""
    out: dict[str, list[str]] = {g: [] for g in GROUPS}
    for move in moves:
        key = group_of(move)
        if key is not None and len(move) <= LABEL_LIMIT:
            out[key].append(move)
    return {g: items for g, items in out.items() if items}


# --- a player's pieces -------------------------------------------------------------------------

def supply_line(locale: LocaleLike, view: View, seat: int) -> str:
    """The panel's line about a player's pieces: supply, box, ships on the board, score."""
    me = view["players"][seat]
    return t(locale, "ae.ui.panel_supply",
             supply_troops=troops(me["supply"]["troops"]),
             supply_ships=starships(me["supply"]["ships"]),
             box_troops=troops(me["box"]["troops"]), box_ships=starships(me["box"]["ships"]),
             count=sum(1 for s in view["ships"] if s["seat"] == seat),
             score=me["score"], tokens=me["vp_tokens"], pool=view["vp_pool"])


# --- /ae rules: the engine's current (provisional) data ----------------------------------------

def _effects(locale: LocaleLike, effect: dict[str, int]) -> str:
    return listed(locale, [t(locale, f"ae.tech.{name}", count=n) for name, n in effect.items()])


def technology_lines(locale: LocaleLike) -> list[str]:
    """The technology table as the engine has it, one line per colour, each level marked when
    it is provisional (AE-8.7: only orange 3, the battleship, is in the rulebook)."""
    lines = []
    for colour in PLANET_COLOURS:
        steps = []
        for level, effect in enumerate(TECH[colour], 1):
            text = t(locale, "ae.rules.tech_level", level=level, effects=_effects(locale, effect))
            if (colour, level) not in SETTLED_TECH:
                text = t(locale, "ae.rules.provisional_mark", text=text)
            steps.append(text)
        lines.append(t(locale, "ae.rules.tech_line", colour=Msg(f"ae.colour.{colour}"),
                       levels=" · ".join(steps)))
    bonuses = []
    for level, bonus in enumerate(ALL_COLOURS_BONUS, 1):
        text = t(locale, "ae.rules.tech_level", level=level, effects=_effects(locale, bonus))
        if level not in SETTLED_BONUS:
            text = t(locale, "ae.rules.provisional_mark", text=text)
        bonuses.append(text)
    lines.append(t(locale, "ae.rules.bonus_line", levels=" · ".join(bonuses)))
    return lines


def provisional_lines(locale: LocaleLike) -> list[str]:
    """AE-8.7: the engine's current answers to what the rulebook leaves open, and the board's
    distances (data)."""
    sizes = t(locale, "ae.rules.board_sizes", planet=f"{2 * PLANET_R:g}", orbit=f"{ORBIT_R:g}",
              ship=f"{2 * SHIP_R:g}", battleship=f"{2 * BATTLESHIP_R:g}",
              short=f"{RANGE_SHORT:g}", long=f"{RANGE_LONG:g}")
    return [*(t(locale, f"ae.rules.unsettled.{key}.{'yes' if value else 'no'}")
              for key, value in UNSETTLED.items()), sizes]
