"""The move notation (docs/battlestar-galactica.md): parsing any accepted spelling into the
canonical one, the refusals a player reads, standing orders, and what others may read of a move.

Every decision lists its canonical moves (a verb and its words: `move ftl_control`,
`contribute le3 ta2`, `target adama`); aliases are mapped word by word (`lea3` -> `le3`,
`ftl` -> `ftl_control`, `sb` -> `starboard_bow`, `chief` -> `tyrol`)."""

from __future__ import annotations

import re

from games.base import IllegalMove, Msg, quoted
from games.battlestar_galactica import players as P
from games.battlestar_galactica.checks import valid_contribution
from games.battlestar_galactica.data import board as B
from games.battlestar_galactica.data import characters as C
from games.battlestar_galactica.data import skills as K
from games.battlestar_galactica.machine import options_of
from games.battlestar_galactica.state import State
from games.tokens import split

CARD = re.compile(r"^([a-z]+)[-_]?([0-6])$")
ORDER_TRIGGERS = {"roll": ("strategic_planning",), "attacked": ("evasive_maneuvers",),
                  "total": ("declare_emergency",),
                  "check": ("investigative_committee", "scientific_research"),
                  "crisis": (), "all": ()}  # `crisis`, `all`: pass orders only
ROLL_KINDS = ("any", "ftl", "attack", "cylon_attack", "crisis", "raptor", "quorum",
              "destination", "ally", "cylon", "cylon_fleet")
# verbs whose words other players may not read (BSG-26); `stack` is the order Tory puts the
# Quorum cards she looked at back in, `recon` where a scouted card went unless that is public
SECRET_VERBS = {"contribute", "take", "trauma", "crossroads", "order", "stack"} | (
    set() if B.SCOUTED_WHERE_PUBLIC else {"recon"})
ALIASES: dict[str, str] = {
    **{k: v for k, v in B.AREA_ALIASES.items() if not k.isdigit() and len(k) > 1},
    **B.LOCATION_ALIASES, **C.CHARACTER_ALIASES,
    "skip": "pass", "nothing": "none", "benevolent": "benevolent", "b": "b", "a": "a",
}


def word(token: str) -> str:
    """One token in canonical spelling (unknown words stay as typed)."""
    m = CARD.match(token)
    if m:
        colour = K.COLOUR_ALIASES.get(m.group(1), m.group(1))
        if colour in K.COLOURS:
            return f"{colour}{m.group(2)}"
    return ALIASES.get(token, token)


def normal(move: str) -> str:
    return " ".join(word(t) for t in split(move))


def canonical(s: State, seat: int, move: str) -> str:
    """The canonical text of `move` if `seat` may play it now; raises IllegalMove."""
    if s.phase == "over":
        raise IllegalMove("bsg.err.game_over", rule="BSG-19")
    text = normal(move)
    if not text:
        raise IllegalMove("game.move_missing", what=Msg("bsg.word.move"))
    if text.split()[0] == "order":
        return order_canonical(s, seat, text)
    p = s.pending
    if p is None or seat not in p["seats"]:
        raise IllegalMove("bsg.err.not_waiting_on_you",
                          decision=Msg(f"bsg.decision.{p['kind']}") if p else Msg(
                              "bsg.decision.none"))
    if p["kind"] == "contribute":
        return contribution_canonical(s, seat, text)
    options = options_of(s, seat)
    if text in options:
        return text
    raise explain(s, seat, text, options)


def contribution_canonical(s: State, seat: int, text: str) -> str:
    words = text.split()
    if words[0] != "contribute":
        raise IllegalMove("bsg.err.expected", decision=Msg("bsg.decision.contribute"),
                          example="contribute le3 ta2")
    if words[1:] == ["wait"]:  # BSG-27.5: answer after the seats before in the order
        if "contribute wait" not in options_of(s, seat):
            raise IllegalMove("bsg.err.nobody_before", rule="BSG-27.5")
        return "contribute wait"
    cards = [] if words[1:] in ([], ["none"]) else words[1:]
    for c in cards:
        if c not in K.ALL_CODES:
            raise IllegalMove("bsg.err.unknown_card", card=quoted(c))
    problem = valid_contribution(s, seat, cards)
    if problem == "bsg.err.not_in_hand":
        raise IllegalMove("bsg.err.not_in_hand", rule="BSG-6.2", cards=[quoted(c) for c in cards])
    if problem == "bsg.err.too_many_cards":
        raise IllegalMove("bsg.err.too_many_cards", rule="BSG-6.2")
    if problem == "bsg.err.cally_impulsive":
        raise IllegalMove("bsg.err.cally_impulsive", rule="BSG-1.18")
    return "contribute " + (" ".join(sorted(cards)) if cards else "none")


def explain(s: State, seat: int, text: str, options: list[str]) -> IllegalMove:
    """The most useful refusal for a move that is not among `options`."""
    words = text.split()
    verbs = {o.split()[0] for o in options}
    kind = s.pending["kind"] if s.pending else "none"
    p = s.players[seat]
    if words[0] == "act" and kind == "action" and p["loc"] in s.damaged:
        return IllegalMove("bsg.err.location_damaged", rule="BSG-5.3",
                           location=Msg(f"bsg.location.{p['loc']}.name"))
    if words[0] not in verbs:
        return IllegalMove("bsg.err.expected", decision=Msg(f"bsg.decision.{kind}"),
                           example=options[0])
    if words[0] == "move" and len(words) > 1:
        loc = words[1]
        if loc not in B.LOCATIONS:
            return IllegalMove("bsg.err.unknown_location", text=quoted(loc))
        if p["loc"] == "brig":
            return IllegalMove("bsg.err.in_brig", rule="BSG-4.5")
        if B.LOCATIONS[loc].get("hazardous"):
            return IllegalMove("bsg.err.hazardous", rule="BSG-4.3",
                               location=Msg(f"bsg.location.{loc}.name"))
        if not p["hand"] and P.ship(p["loc"]) != B.LOCATIONS[loc]["ship"]:
            return IllegalMove("bsg.err.no_card_to_move", rule="BSG-4.2")
        if (B.LOCATIONS[loc]["ship"] == "cylon") != p["revealed"]:
            return IllegalMove("bsg.err.wrong_side", rule="BSG-4.3",
                               location=Msg(f"bsg.location.{loc}.name"))
    if len(words) > 1 and words[1][:2] in K.COLOURS and words[1] in K.ALL_CODES \
            and words[1] not in p["hand"]:
        return IllegalMove("bsg.err.not_in_hand", rule="BSG-1.10", cards=[words[1]])
    return IllegalMove("bsg.err.not_legal", move=quoted(text),
                       choices=[quoted(o) for o in options[:6]])


# --- standing orders (BSG-27.4) -----------------------------------------------------------

def order_canonical(s: State, seat: int, text: str) -> str:
    """`order <trigger> <card|pass> [<roll kind>]`, `order cancel [<trigger>]`."""
    words = text.split()
    if not P.in_game(s, seat):
        raise IllegalMove("bsg.err.not_in_game")
    if words[1:2] == ["cancel"] and (len(words) == 2
                                     or (len(words) == 3 and words[2] in ORDER_TRIGGERS)):
        return " ".join(words)
    if len(words) < 3 or words[1] not in ORDER_TRIGGERS:
        raise IllegalMove("bsg.err.bad_order", triggers=sorted(ORDER_TRIGGERS))
    trigger, card = words[1], words[2]
    kind = words[3] if len(words) > 3 else "any"
    if kind not in ROLL_KINDS or len(words) > 4 or (kind != "any" and trigger != "roll"):
        raise IllegalMove("bsg.err.bad_order", triggers=sorted(ORDER_TRIGGERS))
    if card != "pass":
        if card not in K.ALL_CODES or K.name(card) not in ORDER_TRIGGERS[trigger]:
            raise IllegalMove("bsg.err.order_card", rule="BSG-27.4", card=quoted(card))
        if card not in s.players[seat]["hand"]:
            raise IllegalMove("bsg.err.not_in_hand", rule="BSG-27.4", cards=[card])
    return " ".join(["order", trigger, card] + ([kind] if kind != "any" else []))


def apply_order(s: State, seat: int, text: str) -> None:
    """Give, change or cancel a standing order: a new order replaces the seat's order for the
    same trigger (and roll kind); `order cancel` drops them all, `order cancel <trigger>` that
    trigger's. Nothing else of the state changes (not even the last move's events)."""
    words = text.split()
    orders = s.players[seat]["orders"]
    if words[1] == "cancel":
        orders[:] = [o for o in orders if len(words) == 3 and o["on"] != words[2]]
        return
    kind = words[3] if len(words) > 3 else "any"
    orders[:] = [o for o in orders if (o["on"], o.get("kind", "any")) != (words[1], kind)]
    orders.append({"on": words[1], "card": words[2], "kind": kind})


def drop_lapsed_orders(s: State) -> None:
    """BSG-27.4: an order for a card that has left its seat's hand lapses (a copy drawn later
    does not revive it); pass orders stay."""
    for p in s.players:
        if any(o["card"] != "pass" and o["card"] not in p["hand"] for o in p["orders"]):
            p["orders"] = [o for o in p["orders"] if o["card"] == "pass" or o["card"] in p["hand"]]


def public(move: str) -> str:
    """What the other players may read of a move (BSG-26): the number of cards contributed,
    never which; a taken card, a trauma token, a Quorum card put back on the deck or a standing
    order stays hidden."""
    words = move.split()
    if not words or words[0] not in SECRET_VERBS:
        return move
    if words[1:] == ["wait"]:
        return move
    if words[0] == "contribute":
        n = 0 if words[1:] == ["none"] else len(words) - 1
        return f"contribute {n}"
    return f"{words[0]} ?"
