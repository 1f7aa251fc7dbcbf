"""Battlestar Galactica in the player's words: moves, seats, and what events told (public facts
only: events come from the spectator's view, whose secret parts are already removed)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from bot.i18n import LocaleLike, catalog, t
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import skills as K

COPY = re.compile(r"_\d+$")
CIVILIAN = re.compile(r"^c\d{1,2}$")


def has(key: str) -> bool:
    return key in catalog("en")


def card_name(locale: LocaleLike, card: str) -> str:
    """A card's name (crisis, Quorum, destination, super crisis…); copies `_2` share a name."""
    for ident in (card, COPY.sub("", card)):
        if has(f"bsg.card.{ident}.name"):
            return t(locale, f"bsg.card.{ident}.name")
    return card


def card_effect(locale: LocaleLike, card: str) -> str | None:
    for ident in (card, COPY.sub("", card)):
        if has(f"bsg.card.{ident}.effect"):
            return t(locale, f"bsg.card.{ident}.effect")
    return None


def colour(locale: LocaleLike, code: str) -> str:
    return t(locale, f"bsg.colour.{code}.name")


def skill(locale: LocaleLike, code: str) -> str:
    """A skill card code in words: `le3` → Leadership 3."""
    return t(locale, "bsg.ui.skill", colour=colour(locale, code[:2]), strength=code[2:])


def word(locale: LocaleLike, token: str) -> str:
    """One word of a move in the player's language (unknown words stay as written)."""
    if token in K.ALL_CODES:
        return skill(locale, token)
    if token in K.COLOURS:
        return colour(locale, token)
    if token in B.LOCATIONS:
        return t(locale, f"bsg.location.{token}.name")
    if token in B.AREAS:
        return t(locale, f"bsg.pic.area.{token}")
    if CIVILIAN.match(token):
        return t(locale, "bsg.ui.civilian", label=token[1:])
    for prefix in ("bsg.tok", "bsg.character", "bsg.ability", "bsg.resource", "bsg.trauma",
                   "bsg.role"):
        key = f"{prefix}.{token}" if prefix == "bsg.tok" else f"{prefix}.{token}.name"
        if has(key):
            return t(locale, key)
    return card_name(locale, token)


def move_label(locale: LocaleLike, move: str) -> str:
    """`move ftl_control` → "Move to: FTL Control"; `contribute le3 ta2` → "Add to the check:
    Leadership 3, Tactics 2"; `contribute none` → "Add to the check: nothing"."""
    words = move.split()
    if not words:
        return move
    verb = t(locale, f"bsg.verb.{words[0]}") if has(f"bsg.verb.{words[0]}") else words[0]
    if len(words) == 1:
        return verb
    if words[0] == "order":
        return order_label(locale, words)
    if words == ["contribute", "wait"]:
        return t(locale, "bsg.ui.wait_counts")
    rest = [("skip" if words[0] == "order" and w == "pass" else w) for w in words[1:]]
    return t(locale, "bsg.ui.move", verb=verb, words=", ".join(word(locale, w) for w in rest))


def order_label(locale: LocaleLike, words: Sequence[str]) -> str:
    """`order roll ta3 ftl` → "Standing order: a die roll (ftl), Tactics 3"; `order all pass`
    → "Standing order: pass in every window"; `order cancel check` → "Cancel my orders for: a
    skill check" (BSG-27.4)."""
    if words[1] == "cancel":
        if len(words) == 2:
            return t(locale, "bsg.ui.order_cancel_all")
        return t(locale, "bsg.ui.order_cancel", trigger=trigger_word(locale, words[2]))
    if words[1] == "all":
        return t(locale, "bsg.ui.order_pass_all")
    trigger = trigger_word(locale, words[1])
    if len(words) > 3:
        trigger = t(locale, "bsg.ui.order_roll_kind", trigger=trigger, kind=words[3])
    what = word(locale, "skip" if words[2] == "pass" else words[2])
    return t(locale, "bsg.ui.move", verb=t(locale, "bsg.verb.order"),
             words=f"{trigger}, {what}")


def trigger_word(locale: LocaleLike, trigger: str) -> str:
    key = f"bsg.order.on.{trigger}"
    return t(locale, key) if has(key) else word(locale, trigger)


def orders_line(locale: LocaleLike, view: dict[str, Any]) -> str:
    """The seat's own standing orders, for its panel and its private replies only."""
    orders = (view.get("me") or {}).get("orders") or []
    if not orders:
        return t(locale, "bsg.ui.orders_none")
    return t(locale, "bsg.ui.orders", orders=[
        order_label(locale, ["order", o["on"], o["card"],
                             *([o["kind"]] if o.get("kind", "any") != "any" else [])])
        for o in orders])


def player(locale: LocaleLike, seat: int, names: Sequence[str],
           view: dict[str, Any] | None = None) -> str:
    """"3 · Karl "Helo" Agathon (carol)": the seat's number (as drawn), character and name."""
    name = names[seat] if 0 <= seat < len(names) else str(seat + 1)
    character = None
    if view is not None and 0 <= seat < len(view.get("players", [])):
        character = view["players"][seat]["character"]
    if character:
        return t(locale, "bsg.ui.player", number=seat + 1, name=name,
                 character=t(locale, f"bsg.character.{character}.name"))
    return t(locale, "bsg.ui.player_bare", number=seat + 1, name=name)


# --- events ----------------------------------------------------------------------------------

def event_lines(locale: LocaleLike, events: Sequence[dict[str, Any]], names: Sequence[str],
                view: dict[str, Any] | None = None) -> list[str]:
    """The public events in words (a crisis with its effect, a check's colours and difficulty,
    the contributions counted, the shuffled reveal, the total and the result, the rest)."""
    out: list[str] = []
    for e in counted_runs(events):
        line = event_line(locale, e, names, view)
        if line:
            out.append(line)
    return out


COUNTED = ("civilian_destroyed", "viper_destroyed")


def counted_runs(events: Sequence[dict[str, Any]]) -> list[dict[str, Any]]:
    """Consecutive losses of one kind (civilian ships, vipers) folded into one event with a
    `count`, so three civilians lost to raiders read as one line, not three alike; a played
    action card told once."""
    out: list[dict[str, Any]] = []
    for i, e in enumerate(events):
        after = events[i + 1] if i + 1 < len(events) else {}
        if after.get("event") == "card_played" and after.get("card") == e.get("card"):
            continue  # an action's card leaves the hand: "plays" is said once, by card_played
        if e.get("event") in COUNTED and out and out[-1].get("event") == e["event"]:
            out[-1] = {**out[-1], "count": out[-1].get("count", 1) + 1}
        else:
            out.append(e)
    return out


def _who(locale: LocaleLike, e: dict[str, Any], names: Sequence[str],
         view: dict[str, Any] | None, key: str = "seat") -> str:
    seat = e.get(key)
    return player(locale, seat, names, view) if isinstance(seat, int) else "—"


def event_line(locale: LocaleLike, e: dict[str, Any], names: Sequence[str],
               view: dict[str, Any] | None = None) -> str | None:
    kind = e.get("event")
    who = _who(locale, e, names, view)
    if kind == "crisis_revealed":
        effect = card_effect(locale, e["card"])
        line = t(locale, "bsg.ev.crisis", player=who, card=card_name(locale, e["card"]))
        return f"{line}\n> {effect}" if effect else line
    if kind == "super_crisis":
        return t(locale, "bsg.ev.super_crisis", player=who, card=card_name(locale, e["card"]))
    if kind == "check_started":
        return t(locale, "bsg.ev.check", card=card_name(locale, e["card"]),
                 colours=[colour(locale, c) for c in e["colours"]],
                 difficulty=e["difficulty"])
    if kind == "contributions":
        counts = [t(locale, "bsg.ev.count", player=player(locale, int(q), names, view),
                    count=n) for q, n in e["counts"].items()]
        return t(locale, "bsg.ev.contributions", counts=counts)
    if kind == "check_revealed":
        cards = [skill(locale, c) + (f" ({player(locale, q, names, view)})"
                                     if isinstance(q, int) else "") for c, q in e["cards"]]
        return t(locale, "bsg.ev.revealed", cards=cards or [t(locale, "bsg.tok.none")])
    if kind == "check_total":
        return t(locale, "bsg.ev.total", total=e.get("total"), difficulty=e["difficulty"])
    if kind == "check_result":
        return t(locale, f"bsg.ev.result.{e['result']}", card=card_name(locale, e["card"]),
                 total=e.get("total") if e.get("total") is not None else "—",
                 difficulty=e["difficulty"])
    if kind == "check_wait":
        return t(locale, "bsg.ev.check_wait", player=who)
    if kind == "check_declared":
        return t(locale, "bsg.ev.declared", player=who, result=word(locale, e["result"]))
    if kind == "resource":
        return t(locale, "bsg.ev.resource", resource=t(locale,
                 f"bsg.resource.{e['resource']}.name"), delta=f"{e['delta']:+d}",
                 value=e["value"])
    if kind == "jump":
        return t(locale, "bsg.ev.jump")
    if kind == "jump_track":
        return t(locale, "bsg.ev.jump_track", value=e["value"])
    if kind == "distance":
        return t(locale, "bsg.ev.distance", value=e["value"])
    if kind == "destination":
        return t(locale, "bsg.ev.destination", card=card_name(locale, e["card"]),
                 distance=e["distance"])
    if kind == "revealed":
        return t(locale, "bsg.ev.revealed_cylon", player=who)
    if kind == "sleeper_agent_phase":  # BSG-13.3
        return t(locale, "bsg.ev.sleeper")
    if kind in ("goal_revealed", "goal_penalty"):  # BSG-22.2: public once revealed
        return t(locale, f"bsg.ev.{kind}", player=who, card=card_name(locale, e["card"]))
    if kind == "final_five":  # BSG-22.3.1: revealed when examined
        return t(locale, "bsg.ev.final_five", player=who, card=card_name(locale, e["card"]),
                 examiner=_who(locale, e, names, view, "examiner"))
    if kind == "executed":
        return t(locale, "bsg.ev.executed", player=who)
    if kind == "galactica_damaged":
        token = e.get("token")
        return t(locale, "bsg.ev.damaged", what=t(locale, f"bsg.damage.{token}.name")
                 if token and has(f"bsg.damage.{token}.name") else "—")
    if kind == "activation":
        return t(locale, "bsg.ev.activation", kind=word(locale, e["kind"]))
    if kind == "cylons_placed":
        return t(locale, "bsg.ev.placed", count=e["count"], kind=word(locale, e["kind"]),
                 area=word(locale, e["area"]) if e.get("area") else "—")
    if kind == "cylons_destroyed":
        return t(locale, "bsg.ev.destroyed", count=e["count"], kind=word(locale, e["kind"]),
                 area=word(locale, e["area"]) if e.get("area") else "—")
    if kind in COUNTED:
        return t(locale, f"bsg.ev.{kind}", count=e.get("count", 1))
    if kind == "basestar_destroyed":
        return t(locale, "bsg.ev.basestar_destroyed")
    if kind == "centurions":
        return t(locale, "bsg.ev.centurions", count=e["added"])
    if kind == "title":
        seat = e.get("seat")
        return t(locale, "bsg.ev.title", title=t(locale, f"bsg.role.{e['title']}.name"),
                 player=player(locale, seat, names, view) if isinstance(seat, int) else "—")
    if kind == "choice":
        return t(locale, "bsg.ev.choice", player=who, box=word(locale, e["box"]))
    if kind == "card_played":
        return t(locale, "bsg.ev.played", player=who, card=card_name(locale, e["name"]))
    if kind == "discard" and e.get("why") == "played":  # in an interrupt window (BSG-18.1)
        return t(locale, "bsg.ev.played", player=who, card=card_name(locale, skill_id(e["card"])))
    if kind == "quorum_played":
        return t(locale, "bsg.ev.played", player=who, card=card_name(locale, e["card"]))
    if kind == "roll":
        return t(locale, "bsg.ev.roll", result=e["result"])
    if kind == "moved" and e.get("to"):
        return t(locale, "bsg.ev.moved", player=who, to=word(locale, e["to"]))
    if kind == "game_over":
        return t(locale, "bsg.pic.humans_win" if e["winner"] == "humans"
                 else "bsg.pic.cylons_win")
    return None


def skill_id(code: str) -> str:
    """The card id of a skill card code (`le3` → declare_emergency)."""
    return K.NAMES[code[:2]][int(code[2:])]
