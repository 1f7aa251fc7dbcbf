"""Galaxy Trucker in the players' words: moves, the panel's groups, what events mean.

Every text is a `gt.` catalog entry; moves are read from their canonical notation
(docs/galaxy-trucker.md), events from their typed data (games/galaxy_trucker/events.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from typing import Any

from bot.i18n import LocaleLike, t
from bot.limits import OPTION, clip
from games.galaxy_trucker.data import card_kind
from games.galaxy_trucker.tiles import SEAT_COLOURS, TILES
from rendering.galaxy_trucker.ship import order_tile

LETTER = {"blue": "B", "green": "G", "yellow": "Y", "red": "R", "orange": "O"}
GOOD = {"r": "red", "y": "yellow", "g": "green", "b": "blue"}
ALIEN = {"p": "purple", "b": "brown", "t": "teal"}
# the building panel's groups, in order: one `place.<n|e|s|w>` per rotation (group keys are
# letters only), where the tile's top points
ROTATION_GROUP = {"0": "place.n", "90": "place.e", "180": "place.s", "270": "place.w"}
GROUP_ROTATION = {v: k for k, v in ROTATION_GROUP.items()}
BUILD_GROUPS = ("take", *ROTATION_GROUP.values(), "fix", "peek", "orient", "intrigue")
BUILD_BUTTONS = ("draw", "reserve", "return", "finish")
FLIGHT_GROUPS = {
    "power": "report", "fire": "report", "jump": "report", "battery": "report",
    "detach": "report", "shield": "defend", "shoot": "defend", "take hit": "defend",
    "lose": "losses", "drop": "losses", "wake": "losses", "discard": "losses",
    "load": "goods", "unload": "goods", "recharge": "goods", "done": "goods",
    "land": "choose", "explore": "choose", "pass": "choose", "take": "choose",
    "decline": "choose", "diplomat": "choose", "suffer": "choose", "pay": "choose",
    "refuse": "choose", "cross": "choose", "wait": "choose",
    "remove": "repairs", "keep": "repairs", "alien": "aliens",
    "bid": "bets", "demand": "bets", "union": "bets", "guess": "bets", "offer": "bets",
    "target": "bets", "pick": "bets", "replace": "bets", "place": "bets",
    "give up": "general", "give up cancel": "general", "abandon": "general", "loan": "general",
    "repay": "general",
}


def colour(locale: LocaleLike, seat: int) -> str:
    return t(locale, f"gt.colour.{SEAT_COLOURS[seat]}")


def player(locale: LocaleLike, seat: int, names: Sequence[str]) -> str:
    name = names[seat] if 0 <= seat < len(names) else ""
    return t(locale, "gt.ui.player", colour=colour(locale, seat), name=name or "—")


def tile(locale: LocaleLike, tile_id: int) -> str:
    return t(locale, "gt.ui.tile", name=t(locale, f"gt.tile.{TILES[tile_id].kind}.name"),
             id=tile_id)


def card(locale: LocaleLike, card_id: str) -> str:
    return t(locale, f"gt.card.{card_kind(card_id)}.name")


def good(locale: LocaleLike, name: str) -> str:
    return t(locale, f"gt.good.{GOOD.get(name, name)}.name")


def move_label(locale: LocaleLike, move: str, view: dict[str, Any] | None = None) -> str:
    """A move in the player's words (the notation when a verb has no words yet)."""
    words = move.split()
    verb, args = (words[0], words[1:]) if words else ("", [])
    if move in ("take hit", "give up", "give up cancel", "finish late", "fire none", "undo"):
        return t(locale, f"gt.move.{move.replace(' ', '_')}")
    if verb == "take":
        return t(locale, "gt.move.take_tile", tile=tile(locale, int(args[0]))) if args else \
            t(locale, "gt.move.take")
    if verb in ("place", "replace"):
        return t(locale, f"gt.move.{verb}", square=args[0], rot=args[1])
    if verb == "rotate":
        return t(locale, "gt.move.rotate", rot=args[0])
    if verb == "peek":
        return t(locale, "gt.move.peek", pile=args[0])
    if verb == "orient":
        return t(locale, "gt.move.orient", dir=t(locale, f"gt.dir.{args[0]}"))
    if verb == "intrigue":
        return t(locale, "gt.move.intrigue", card=card(locale, args[0]))
    if verb in ("remove", "keep", "battery", "lose", "drop", "wake", "jump", "discard",
                "target", "detach"):
        return t(locale, f"gt.move.{verb}", square=args[0])
    if verb == "alien":
        text = t(locale, "gt.move.alien", alien=t(locale, f"gt.alien.{args[0]}.name"),
                 square=args[1])
        if len(args) > 2:
            text += " · " + t(locale, f"gt.role.{args[2]}.name")
        return text
    if verb == "power":
        return t(locale, "gt.move.power", count=sum(int(a) for a in args))
    if verb == "fire":
        powered = [a for a in args[: args.index("boost")]] if "boost" in args else args
        boosted = args[args.index("boost") + 1:] if "boost" in args else []
        powered = [a for a in powered if a != "none"]
        text = t(locale, "gt.move.fire", squares=powered) if powered else \
            t(locale, "gt.move.fire_none")
        if boosted:
            text += " · " + t(locale, "gt.move.boost", squares=boosted)
        return text
    if verb in ("load", "unload"):
        return t(locale, f"gt.move.{verb}", good=good(locale, args[0]), square=args[1])
    if verb == "recharge":
        return t(locale, "gt.move.recharge", square=args[0], good=good(locale, args[1]))
    if verb in ("land", "bid", "union", "guess", "offer", "pick"):
        return t(locale, f"gt.move.{verb}", n=args[0])
    if verb == "demand":
        return t(locale, "gt.move.demand", n=args[0], col=args[1])
    if verb == "abandon":
        return t(locale, f"gt.move.abandon_{args[0]}")
    if verb in ("draw", "lift", "return", "reserve", "finish", "done", "shield", "shoot",
                "pass", "explore", "decline", "diplomat", "suffer", "pay", "refuse", "cross",
                "wait", "loan", "repay"):
        return t(locale, f"gt.move.{verb}")
    return move


def option_label(locale: LocaleLike, move: str, view: dict[str, Any]) -> str:
    """On the panel a placement is its coordinates first, so the select reads as a grid."""
    return clip(move_label(locale, move, view), OPTION)


def groups(moves: list[str], view: dict[str, Any], on_buttons: set[str]) -> dict[str, list[str]]:
    out: dict[str, list[str]] = {}
    building = view["phase"] in ("build", "scheme")
    for move in moves:
        if move in on_buttons:
            continue
        verb = move.split()[0]
        if building:
            if verb == "place":
                key = ROTATION_GROUP[move.split()[2]]
            elif verb in ("rotate", "lift"):
                key = "fix"
            elif verb == "finish":
                key = "fix"  # `finish late` never shows: it is the clock's move
            else:
                key = verb if verb in BUILD_GROUPS else "fix"
        else:
            key = FLIGHT_GROUPS.get(move, FLIGHT_GROUPS.get(verb, "choose"))
        out.setdefault(key, []).append(move)
    order = [*BUILD_GROUPS, "report", "defend", "losses", "goods", "choose", "repairs",
             "aliens", "bets", "general"]
    return {k: out[k] for k in sorted(out, key=lambda k: order.index(k) if k in order else 99)}


def group_label(locale: LocaleLike, key: str) -> str:
    if key in GROUP_ROTATION:
        return t(locale, "gt.group.place", rot=GROUP_ROTATION[key])
    return t(locale, f"gt.group.{key}")


# --- events ----------------------------------------------------------------------------------

TOLD = {"finished", "order", "launched", "card", "moved", "destroyed", "fell_off",
        "crew_lost", "good_lost", "credits", "paid", "landed", "explored", "enemy_beaten",
        "enemy_tied", "enemy_won", "gave_up", "shot_down", "shielded", "missed", "hyperspace",
        "diplomat", "round_started", "alien_aboard", "repaired", "loan", "half_dropped",
        "armour_held", "explosion", "will_give_up", "goods_offered", "reserve_lost",
        "will_abandon", "give_up_cancelled"}


def event_line(locale: LocaleLike, e: dict[str, Any], names: Sequence[str]) -> str | None:
    kind = e["event"]
    if kind not in TOLD:
        return None
    who = player(locale, e["seat"], names) if "seat" in e else ""
    if kind == "card":
        return t(locale, "gt.ev.card", card=card(locale, e["card"]),
                 effect=t(locale, f"gt.card.{e['kind']}.effect"))
    if kind == "order":
        return t(locale, "gt.ev.order", players=[player(locale, s, names) for s in e["seats"]])
    if kind == "launched":
        return t(locale, "gt.ev.launched",
                 players=[player(locale, s, names) for s in e["order"]])
    if kind == "round_started":
        return t(locale, "gt.ev.round_started", round=e["round"], cls=e["ship_class"])
    if kind == "moved":
        key = "gt.ev.moved_ahead" if e["days"] >= 0 else "gt.ev.moved_back"
        return t(locale, key, player=who, count=abs(e["days"]))
    if kind == "fell_off" and e.get("also"):
        tiles = [t(locale, "gt.ev.tile_at", square=x["square"],
                   tile=t(locale, f"gt.tile.{TILES[x['tile']].kind}.name"))
                 for x in (e, *e["also"])]
        return t(locale, "gt.ev.fell_off_many", player=who, count=len(tiles), tiles=tiles)
    if kind in ("destroyed", "fell_off"):
        return t(locale, f"gt.ev.{kind}", player=who, square=e["square"],
                 tile=t(locale, f"gt.tile.{TILES[e['tile']].kind}.name"))
    if kind == "crew_lost" and e.get("also"):
        return crew_losses(locale, who, [e, *e["also"]])
    if kind == "crew_lost":
        return t(locale, "gt.ev.crew_lost", player=who, crew=crew_word(locale, e["alien"]),
                 square=e["square"])
    if kind == "good_lost" and e.get("also"):
        goods = [good(locale, g) for g in (e["good"], *e["also"])]
        return t(locale, "gt.ev.goods_lost", player=who, goods=goods, count=len(goods))
    if kind == "good_lost":
        return t(locale, "gt.ev.good_lost", player=who, good=good(locale, e["good"]))
    if kind == "goods_offered":
        return t(locale, "gt.ev.goods_offered", player=who,
                 goods=[good(locale, g) for g in e["goods"]])
    if kind == "credits":
        return t(locale, "gt.ev.credits", player=who, count=e["amount"])
    if kind == "paid" and e["amount"] < e.get("owed", 0):  # GT-1.6.2: all they have
        key = "gt.ev.paid_all" if e["amount"] else "gt.ev.paid_none"
        return t(locale, key, player=who, count=e["amount"] or e["owed"])
    if kind == "paid":
        return t(locale, "gt.ev.paid", player=who, count=e["amount"])
    if kind == "landed":
        return t(locale, "gt.ev.landed", player=who, planet=e["planet"])
    if kind == "alien_aboard":
        return t(locale, "gt.ev.alien_aboard", player=who, alien=crew_word(locale, e["alien"]),
                 square=e["square"])
    if kind == "repaired":
        return t(locale, "gt.ev.repaired", player=who, square=e["square"])
    if kind in ("shot_down", "shielded", "armour_held", "explosion"):
        return t(locale, f"gt.ev.{kind}", player=who, square=e["square"])
    if kind in ("enemy_beaten", "enemy_tied", "enemy_won"):
        return t(locale, f"gt.ev.{kind}", player=who, value=f"{e['value'] / 2:g}",
                 strength=f"{e['strength'] / 2:g}")  # firepower is counted in halves
    if kind == "gave_up":  # why, in words: a player must see why a rocket left the board
        reason = e.get("reason", "")
        key = f"gt.ev.gave_up.{reason}" if reason in GIVE_UP_REASONS else "gt.ev.gave_up"
        return t(locale, key, player=who)
    if kind == "loan" and e.get("also"):
        return t(locale, "gt.ev.loans", player=who, count=1 + len(e["also"]))
    if kind == "finished":
        if e.get("order"):
            return t(locale, "gt.ev.finished_order", player=who, clock=e["clock"],
                     order=e["order"])
        return t(locale, "gt.ev.finished_late" if e["late"] else "gt.ev.finished",
                 player=who, clock=e["clock"])
    if kind == "reserve_lost":
        return t(locale, "gt.ev.reserve_lost", player=who, count=len(e["tiles"]))
    if kind == "half_dropped":
        reason = e.get("reason", "")
        key = f"gt.ev.half_dropped.{reason}" if reason in HALF_REASONS else \
            "gt.ev.half_dropped"
        return t(locale, key, player=who)
    return t(locale, f"gt.ev.{kind}", player=who)


def with_order(view: dict[str, Any], events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """The events with each `finished` one given the order tile its builder gets, when certain
    (GT-2.9): from the finishing order if the same move ended building (the position it left
    may be a later round's already), else from `view`, the position the move left."""
    final: list[int] = next((e["seats"] for e in events if e["event"] == "order"), [])

    def tile(seat: int) -> int | None:
        return final.index(seat) + 1 if seat in final else order_tile(view, seat)
    return [{**e, "order": tile(e["seat"])} if e["event"] == "finished" and "seat" in e else e
            for e in events]


def ship_line(locale: LocaleLike, ship: dict[str, Any], order: int | None,
              names: Sequence[str]) -> str:
    """A ship's order tile and numbers in one line: engine power and firepower (unpowered–at
    most), crew, batteries, open connectors and the sides its shields cover."""
    st = ship["stats"]

    def span(a: float, b: float) -> str:
        return f"{a:g}" if a == b else f"{a:g}–{b:g}"

    shields = [t(locale, f"gt.side.{side}") for side in st["shields"]]
    return t(locale, "gt.ui.ship_line", player=player(locale, ship["seat"], names),
             order=order or "?",
             engine=span(st["engine_min"], st["engine_max"]),
             fire=span(st["fire_min"], st["fire_max"]), crew=st["crew"],
             batteries=st["batteries"], exposed=st["exposed"],
             shields=shields or t(locale, "gt.side.none"))


def crew_word(locale: LocaleLike, alien: str | None) -> str:
    """"an astronaut", or "the brown alien": a crew member as a sentence names it."""
    if alien:
        return t(locale, f"gt.ev.alien.{ALIEN.get(alien, alien)}")
    return t(locale, "gt.ev.astronaut")


def crew_losses(locale: LocaleLike, who: str, events: Sequence[dict[str, Any]]) -> str:
    """Several crew lost by one player in one line: astronauts counted per cabin, aliens named."""
    astronauts: Counter[str] = Counter()
    parts: dict[str, str] = {}
    for e in events:
        if e["alien"]:
            parts[f"{e['square']}{e['alien']}"] = t(locale, "gt.ev.alien_from", square=e["square"],
                                                     alien=crew_word(locale, e["alien"]))
        else:
            astronauts[e["square"]] += 1
            parts[e["square"]] = ""
    crew = [text or t(locale, "gt.ev.astronauts_from", count=astronauts[key], square=key)
            for key, text in parts.items()]
    return t(locale, "gt.ev.crew_lost_many", player=who, count=len(events), crew=crew)


# what a merged loss keeps of each later one (None: the whole event)
MERGED = {"good_lost": "good", "crew_lost": None, "fell_off": None, "loan": None}
# why a rocket (or half a ship) left the flight: each has its own words
HALF_REASONS = frozenset({"chose", "no_engines", "no_astronauts", "hyperspace"})
GIVE_UP_REASONS = HALF_REASONS | {"lapped", "union"}


def merged_losses(events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Consecutive goods, crew or tiles falling off lost by one player as one event (the later
    ones in `also`), so three goods taken read as one line, not three alike."""
    out: list[dict[str, Any]] = []
    for e in events:
        last = out[-1] if out else None
        kind = e["event"]
        if (kind in MERGED and last is not None and last["event"] == kind
                and last.get("seat") == e.get("seat")):
            field = MERGED[kind]
            out[-1] = {**last, "also": [*last.get("also", []), e[field] if field else e]}
        else:
            out.append(e)
    return out


def event_lines(locale: LocaleLike, events: Sequence[dict[str, Any]], names: Sequence[str],
                limit: int | None = 12) -> list[str]:
    """The events in words, the last ones summed up past `limit` lines (None: every line)."""
    lines = [line for e in merged_losses(events) if (line := event_line(locale, e, names))]
    if limit is not None and len(lines) > limit:
        lines = [*lines[: limit - 1], t(locale, "gt.ev.more", count=len(lines) - limit + 1)]
    return lines
