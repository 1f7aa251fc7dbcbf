"""Alien Frontiers in players' words: move labels, move groups, event lines, names by seat.

Pure text (no Discord calls): notation in, translated text out. The notation is the engine's
(`docs/alien-frontiers.md`); catalog ids are the `af.<kind>.<id>.name` keys of the PO catalogs.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from bot.i18n import LocaleLike, t
from games.alien_frontiers.data import (
    CARDS,
    COLOURS,
    FACILITY_ALIASES,
    FIELDS,
    TERRITORY_NAMES,
)

LABEL_LIMIT = 100
FACILITY_IDS = {short: long for long, short in FACILITY_ALIASES.items()} | {"shipyard": "shipyard"}
TERRITORY_IDS = {key: name.lower().replace(" ", "_") for key, name in TERRITORY_NAMES.items()}
FIELD_IDS = {key: f"{key}_field" for key in FIELDS}
ALL_COLOURS = (*COLOURS, "grey")

Tr = Callable[..., str]


def tr_for(locale: LocaleLike) -> Tr:
    """`tr(key, **kw)` bound to one locale (the renderer's signature)."""
    return lambda key, **kw: t(locale, key, **kw)


def clip(text: str, limit: int = LABEL_LIMIT) -> str:
    return text if len(text) <= limit else text[: limit - 1].rstrip() + "…"


# --- names -------------------------------------------------------------------------------------

def facility(locale: LocaleLike, key: str) -> str:
    return t(locale, f"af.facility.{FACILITY_IDS.get(key, key)}.name")


def territory(locale: LocaleLike, key: str) -> str:
    return t(locale, f"af.territory.{TERRITORY_IDS.get(key, key)}.name")


def card(locale: LocaleLike, key: str) -> str:
    return t(locale, f"af.card.{key}.name")


def colour(locale: LocaleLike, seat_or_colour: int | str) -> str:
    name = COLOURS[seat_or_colour] if isinstance(seat_or_colour, int) else seat_or_colour
    return t(locale, f"af.colour.{name}")


def player(locale: LocaleLike, seat: int, names: Sequence[str]) -> str:
    """"Red (alice)": the colour a player has on the board and their display name."""
    name = names[seat] if 0 <= seat < len(names) else str(seat + 1)
    return t(locale, "af.ui.player", colour=colour(locale, seat), name=name)


def joined(locale: LocaleLike, parts: Sequence[str]) -> str:
    return t(locale, "af.ui.and").join(parts)


def amount(locale: LocaleLike, fuel: int, ore: int) -> str:
    """"2 Fuel and 1 Ore" (only the non-zero ones; "0 Fuel" if both are zero)."""
    parts = [t(locale, "af.ui.amount", count=n, resource=t(locale, f"af.resource.{r}"))
             for r, n in (("fuel", fuel), ("ore", ore)) if n]
    return joined(locale, parts) if parts else t(
        locale, "af.ui.amount", count=0, resource=t(locale, "af.resource.fuel"))


def word(locale: LocaleLike, token: str) -> str:
    """One notation word in the reader's language (names translated, numbers kept)."""
    if token in FACILITY_IDS or token in FACILITY_ALIASES:
        return facility(locale, FACILITY_ALIASES.get(token, token))
    if token in TERRITORY_IDS:
        return territory(locale, token)
    if token in CARDS:
        return card(locale, token)
    if token in FIELD_IDS:
        return t(locale, f"af.field.{FIELD_IDS[token]}.name")
    if token in ALL_COLOURS:
        return colour(locale, token)
    if token in ("fuel", "ore"):
        return t(locale, f"af.resource.{token}")
    if token == "card":
        return t(locale, "af.ui.word.card")
    for name in (*ALL_COLOURS, "relic"):
        if token.startswith(name) and token[len(name):].isdigit():
            who = t(locale, "af.relic_ship") if name == "relic" else colour(locale, name)
            return t(locale, "af.ui.word.ship", colour=who, value=token[len(name):])
    return token


def words(locale: LocaleLike, tokens: Sequence[str]) -> str:
    return " ".join(word(locale, w) for w in tokens)


# --- moves -------------------------------------------------------------------------------------

def move_label(locale: LocaleLike, move: str) -> str:
    """A move in players' words, e.g. "Dock 4 at Solar Converter" (at most 100 characters)."""
    w = move.split()
    if not w:
        return move
    kind = w[0]
    if kind == "dock":
        values = " ".join(x for x in w[1:] if x.isdigit())
        rest = [x for x in w[1:] if not x.isdigit()]
        if len(rest) > 1:
            text = t(locale, "af.ui.move.dock_to", values=values,
                     facility=facility(locale, rest[0]), territory=territory(locale, rest[1]))
        else:
            text = t(locale, "af.ui.move.dock", values=values,
                     facility=facility(locale, rest[0] if rest else "?"))
    elif kind in ("use", "discard") and len(w) > 1:
        text = t(locale, f"af.ui.move.{kind}", card=card(locale, w[1]),
                 detail=words(locale, w[2:]) or "—")
    elif kind == "raid":
        if len(w) > 1 and w[1] == "card":
            text = t(locale, "af.ui.move.raid_card", detail=words(locale, w[2:]))
        else:
            text = t(locale, "af.ui.move.raid", detail=words(locale, w[1:]))
    elif kind == "launch" and len(w) > 1:
        text = t(locale, "af.ui.move.launch", territory=territory(locale, w[1]))
    elif kind == "take" and len(w) > 1:
        text = t(locale, "af.ui.move.take", card=card(locale, w[1]))
    elif kind == "return":
        text = t(locale, "af.ui.move.return", detail=words(locale, w[1:]))
    elif move == "buy relic":
        text = t(locale, "af.ui.move.buy_relic")
    elif kind in ("trade", "cycle", "end", "undo"):
        text = t(locale, f"af.ui.move.{kind}")
    else:
        text = move
    return clip(text)


def group_of(move: str) -> str | None:
    """The panel group of a move (`dock.solar`, `use.stasis_beam`, `raid`…); None for the moves
    that have their own button (`end`, `undo`)."""
    w = move.split()
    kind = w[0] if w else ""
    if kind in ("end", "undo") or not w:
        return None
    if kind == "dock":
        rest = [x for x in w[1:] if not x.isdigit()]
        return f"dock.{rest[0]}" if rest else "dock"
    if kind in ("use", "discard") and len(w) > 1:
        return f"{kind}.{w[1]}"
    return kind


def group_label(locale: LocaleLike, group: str) -> str:
    kind, _dot, target = group.partition(".")
    if kind == "dock" and target:
        return clip(t(locale, "af.ui.group.dock", facility=facility(locale, target)))
    if kind in ("use", "discard") and target:
        return clip(t(locale, f"af.ui.group.{kind}", card=card(locale, target)))
    if kind in ("use", "discard", "dock"):
        return t(locale, f"af.ui.group.{kind}_any")
    return t(locale, f"af.ui.group.{kind}")


def in_group(move: str, group: str) -> bool:
    """Whether `move` belongs to `group` (a merged group such as `use` holds every `use.*`)."""
    own = group_of(move)
    return own is not None and (own == group or own.split(".", 1)[0] == group)


def groups(moves: Sequence[str], limit: int = 25) -> dict[str, list[str]]:
    """Legal moves by group, in the engine's order; merged by kind when there are too many."""
    out: dict[str, list[str]] = {}
    for move in moves:
        key = group_of(move)
        if key is not None and len(move) <= LABEL_LIMIT:
            out.setdefault(key, []).append(move)
    for kind in ("discard", "use", "dock"):
        if len(out) <= limit:
            break
        merged: dict[str, list[str]] = {}
        for key, items in out.items():
            merged.setdefault(kind if key.startswith(kind + ".") else key, []).extend(items)
        out = merged
    return dict(list(out.items())[:limit])


def moves_in(moves: Sequence[str], group: str) -> list[str]:
    return [m for m in moves if len(m) <= LABEL_LIMIT and in_group(m, group)]


# --- events ------------------------------------------------------------------------------------

def values_text(values: Sequence[int]) -> str:
    return " ".join(str(v) for v in values) or "—"


def event_line(locale: LocaleLike, e: dict[str, Any], names: Sequence[str]) -> str | None:
    """One engine event in players' words; None for the ones not worth a line."""
    kind = e.get("kind")
    who = player(locale, e.get("seat", 0), names)
    if kind == "roll":
        return t(locale, "af.event.roll", player=who, values=values_text(e["values"]))
    if kind == "reroll":
        return t(locale, "af.event.reroll", player=who, before=values_text(e["before"]),
                 after=values_text(e["after"]))
    if kind == "cache":
        return t(locale, "af.event.cache", player=who, gain=amount(locale, e["fuel"], e["ore"]))
    if kind == "dock":
        args = {"player": who, "values": values_text(e["values"]),
                "facility": facility(locale, e["facility"])}
        if e.get("territory"):
            text = t(locale, "af.event.dock_to", territory=territory(locale, e["territory"]),
                     **args)
        else:
            text = t(locale, "af.event.dock", **args)
        if e.get("fuel") or e.get("ore"):
            gain = amount(locale, e["fuel"], e["ore"])
            if e.get("bonus") and e.get("extra_fuel"):
                text = before_stop(text, t(locale, "af.event.gain_bonus", gain=gain,
                                           extra=amount(locale, e["extra_fuel"], 0),
                                           territory=territory(locale, e["bonus"])))
            else:
                text = before_stop(text, t(locale, "af.event.gain", gain=gain))
        text = before_stop(text, bonus_note(locale, e))
        if e.get("built"):
            text += " " + t(locale, "af.event.built", player=who, count=e["built"])
        return text
    if kind == "bump":
        ships = ", ".join(t(locale, "af.ui.word.ship", colour=colour(locale, s["owner"]),
                            value=s["value"]) for s in e["ships"] if s.get("owner") is not None
                          and s["owner"] < len(COLOURS))
        return t(locale, "af.event.bump", ships=ships or "—")
    if kind in ("take", "use", "discard"):
        detail = words(locale, str(e.get("move", "")).split()[2:]) or "—"
        text = t(locale, f"af.event.{kind}", player=who, card=card(locale, e["card"]),
                 detail=detail)
        return before_stop(text, bonus_note(locale, e))
    if kind == "trade":
        trades = e.get("trades", 1)
        key = "af.event.trades" if trades > 1 else "af.event.trade"
        text = t(locale, key, player=who, fuel=e["fuel"], ore=e["ore"], count=trades)
        return before_stop(text, bonus_note(locale, e))
    if kind == "launch":
        return t(locale, "af.event.launch", player=who, territory=territory(locale, e["territory"]))
    if kind == "control":
        if e.get("controller") is None:
            return t(locale, "af.event.control_lost", territory=territory(locale, e["territory"]))
        return t(locale, "af.event.control", player=player(locale, e["controller"], names),
                 territory=territory(locale, e["territory"]))
    if kind == "raid":
        return raid_line(locale, e, names, key_prefix="af.event")
    if kind == "return":
        return t(locale, "af.event.return", player=who, amount=amount(locale, e["fuel"], e["ore"]))
    if kind in ("cycle", "buy_relic"):
        return t(locale, f"af.event.{kind}", player=who)
    if kind in ("reshuffle", "relic_returned", "game_over"):
        return t(locale, f"af.event.{kind}")
    return None  # `end` and anything new: the next line says enough


def raid_line(locale: LocaleLike, e: dict[str, Any], names: Sequence[str],
              key_prefix: str = "af.event") -> str:
    who = player(locale, e.get("seat", 0), names)
    if "card" in e:
        key = "af.event.raid_card" if e.get("kept", True) else "af.event.raid_card_lost"
        return t(locale, key, player=who, card=card(locale, e["card"]),
                 victim=player(locale, e["from"], names))
    if e.get("nothing") or not e.get("victims"):
        return t(locale, "af.event.raid_nothing", player=who)
    victims = joined(locale, [
        t(locale, "af.event.victim", player=player(locale, v["seat"], names),
          amount=amount(locale, v.get("fuel", 0), v.get("ore", 0)))
        for v in e["victims"]
    ])
    key = "af.ui.raid_public" if key_prefix == "af.ui" else "af.event.raid"
    return t(locale, key, player=who, victims=victims)


def before_stop(text: str, extra: str) -> str:
    """`text` with `extra` put before its closing full stop (English's or Chinese's)."""
    stop = text[-1] if text[-1:] in ".。" else ""
    return text[: len(text) - len(stop)] + extra + stop


def bonus_note(locale: LocaleLike, e: dict[str, Any]) -> str:
    """" (Herbert Valley: 1 Fuel and 1 Ore less)": the territory bonus (AF-7) that changed this
    event's cost or advance; "" when none did (Lem Badlands' extra fuel is told with the gain)."""
    if not e.get("bonus"):
        return ""
    where = territory(locale, e["bonus"])
    if e.get("extra_spaces"):
        return t(locale, "af.event.bonus_spaces", territory=where, count=e["extra_spaces"])
    if e.get("saved_fuel") or e.get("saved_ore"):
        return t(locale, "af.event.bonus_saved", territory=where,
                 amount=amount(locale, e.get("saved_fuel", 0), e.get("saved_ore", 0)))
    return ""


def merged_trades(events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Consecutive identical trades of one player as one event with the totals and a `trades`
    count, so six trades read as one line, not six."""
    out: list[dict[str, Any]] = []
    for e in events:
        last = out[-1] if out else None
        if (e.get("kind") == "trade" and last is not None and last.get("kind") == "trade"
                and last.get("seat") == e.get("seat") and last.get("bonus") == e.get("bonus")
                and (last["fuel"], last["ore"]) == (e["fuel"] * last["trades"],
                                                    e["ore"] * last["trades"])):
            last["trades"] += 1
            for field in ("fuel", "ore", "saved_fuel"):
                if field in e:
                    last[field] = last.get(field, 0) + e[field]
        else:
            out.append({**e, "trades": 1} if e.get("kind") == "trade" else e)
    return out


def event_lines(locale: LocaleLike, events: Sequence[dict[str, Any]], names: Sequence[str],
                limit: int = 12) -> list[str]:
    lines = [line for e in merged_trades(events) if (line := event_line(locale, e, names))]
    if len(lines) > limit:
        extra = len(lines) - limit + 1
        lines = [*lines[: limit - 1], t(locale, "af.ui.more_events", count=extra)]
    return lines
