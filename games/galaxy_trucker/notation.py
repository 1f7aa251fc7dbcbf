"""The move notation: one canonical text per move, parsed from whatever a player types.

A move is a verb and its arguments (docs/galaxy-trucker.md lists them all). Squares are written
`col,row` with the dice labels (also accepted: `7-6`, `7/6`, `7.6` or two numbers `7 6`),
rotations in degrees clockwise (0, 90, 180, 270), goods by colour (red, yellow, green, blue or
r, y, g, b). `parse` returns the canonical text and the arguments as values; it never decides
whether the move is legal now (the engine does), it only refuses text that is no move at all.
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any

from games.base import IllegalMove, quoted
from games.galaxy_trucker.data import INTRIGUE
from games.galaxy_trucker.geometry import label, square
from games.galaxy_trucker.tiles import DIRECTIONS
from games.tokens import done, integer, is_integer, need, split

ROLES = ("lawyer", "manager", "merchant", "techie", "diplomat")
ALIENS = ("purple", "brown", "teal")
GOODS = {"red": "r", "yellow": "y", "green": "g", "blue": "b"}
GOOD_NAMES = {v: k for k, v in GOODS.items()}
HALVES = ("left", "right")
ROTATIONS = (0, 90, 180, 270)

# verb -> argument types; `?` marks optional trailing arguments, `*` a list of squares
GRAMMAR: dict[str, tuple[str, ...]] = {
    "draw": (), "take": ("tile?",), "place": ("sq", "rot?"), "rotate": ("rot",), "lift": (),
    "return": (), "reserve": (), "peek": ("pile",), "finish": ("late?",), "orient": ("dir",),
    "intrigue": ("card",), "remove": ("sq",), "keep": ("sq",), "alien": ("alien", "sq", "role?"),
    "done": (), "power": ("n", "n?"), "fire": ("fire",), "battery": ("sq",), "shield": (),
    "shoot": (), "lose": ("sq",), "drop": ("sq",), "load": ("good", "sq"),
    "unload": ("good", "sq"), "recharge": ("sq", "good"), "wake": ("sq",), "land": ("n",),
    "pass": (), "explore": (), "decline": (), "diplomat": (), "suffer": (), "jump": ("sq",),
    "give": ("up", "cancel?"), "abandon": ("half",), "bid": ("n",), "discard": ("sq",), "pay": (),
    "refuse": (), "demand": ("n", "n"), "cross": (), "wait": (), "union": ("n",),
    "guess": ("n",), "offer": ("n",), "target": ("sq",), "pick": ("n",), "replace": ("sq", "rot"),
    "loan": (), "repay": (), "detach": ("sq",),
}
ALIASES = {"giveup": "give", "retire": "give", "rot": "rotate", "put": "place", "skip": "pass",
           "no": "pass", "yes": "explore", "end": "done", "stop": "done"}
_SQUARE = re.compile(r"^([0-9]{1,2})[,./:-]([0-9]{1,2})$")


def _square(tokens: list[str], i: int) -> tuple[int, int]:
    """A square at token `i` (one token `7,6` or two numbers), and the next index."""
    token = need(tokens, i, "gt.word.square")
    m = _SQUARE.match(token)
    if m:
        return square(int(m.group(1)), int(m.group(2))), i + 1
    if is_integer(token) and i + 1 < len(tokens) and is_integer(tokens[i + 1]):
        col = integer(token, "gt.word.square", 0, 12)
        row = integer(tokens[i + 1], "gt.word.square", 0, 12)
        return square(col, row), i + 2
    raise IllegalMove("gt.err.bad_square", text=quoted(token))


def _choice(token: str, names: tuple[str, ...] | list[str], key: str) -> str:
    hits = [n for n in names if n == token] or [n for n in names if n.startswith(token)]
    if len(hits) == 1:
        return hits[0]
    raise IllegalMove(key, text=quoted(token), choices=list(names))


def _arg(kind: str, tokens: list[str], i: int) -> tuple[Any, int, str]:
    """Read one argument: (value, next index, canonical text)."""
    if kind == "sq":
        q, i = _square(tokens, i)
        return q, i, label(q)
    token = need(tokens, i, f"gt.word.{kind}")
    if kind in ("n", "pile", "tile"):
        value = integer(token, f"gt.word.{kind}", 0, 999)
        return value, i + 1, str(value)
    if kind == "rot":
        value = integer(token.rstrip("°"), "gt.word.rot", 0, 270)
        if value not in ROTATIONS:
            raise IllegalMove("gt.err.bad_rotation", text=quoted(token))
        return ROTATIONS.index(value), i + 1, str(value)
    if kind == "dir":
        names = ("n", "e", "s", "w", "north", "east", "south", "west")
        word = _choice(token, names, "gt.err.bad_direction")
        return DIRECTIONS.index(word[0]), i + 1, word[0]
    if kind == "good":
        name = GOOD_NAMES.get(token) or _choice(token, tuple(GOODS), "gt.err.bad_good")
        return GOODS[name], i + 1, name
    if kind == "alien":
        word = _choice(token, ALIENS, "gt.err.bad_alien")
        return word, i + 1, word
    if kind == "role":
        word = _choice(token, ROLES, "gt.err.bad_role")
        return word, i + 1, word
    if kind == "card":
        word = _choice(token, tuple(INTRIGUE), "gt.err.bad_card")
        return word, i + 1, word
    if kind == "half":
        word = _choice(token, HALVES, "gt.err.bad_half")
        return HALVES.index(word), i + 1, word
    if kind in ("up", "cancel"):  # `give up`, `give up cancel` (withdraw it, GT-3.10.1)
        if token != kind:
            raise IllegalMove("gt.err.unknown_move", text=quoted(token), verbs=sorted(GRAMMAR))
        return kind, i + 1, kind
    raise AssertionError(kind)


def _fire(tokens: list[str], i: int) -> tuple[Any, int, str]:
    """`fire none` or `fire SQ… [boost SQ…]`: cannons powered, cannons boosted."""
    groups: list[list[int]] = [[], []]
    g = 0
    if i < len(tokens) and tokens[i] == "none":
        i += 1
        if i < len(tokens) and tokens[i] != "boost":
            raise IllegalMove("game.move_extra", text=quoted(" ".join(tokens[i:])))
    while i < len(tokens):
        if tokens[i] == "boost" and g == 0:
            g, i = 1, i + 1
            continue
        q, i = _square(tokens, i)
        groups[g].append(q)
    powered, boosted = sorted(set(groups[0])), sorted(set(groups[1]))
    text = " ".join(label(q) for q in powered) or "none"
    if boosted:
        text += " boost " + " ".join(label(q) for q in boosted)
    return (tuple(powered), tuple(boosted)), i, text


@lru_cache(maxsize=4096)
def parse(move: str) -> tuple[str, str, tuple[Any, ...]]:
    """(verb, canonical text, argument values) of a move's text; IllegalMove if it is no move.

    Pure, so remembered: the same few hundred texts come back all game long."""
    tokens = split(move)
    if tokens[:1] in (["giveup"], ["retire"]):  # one word for `give up`
        tokens = ["give", "up", *tokens[1:]]
    verb = need(tokens, 0, "gt.word.move")
    verb = ALIASES.get(verb, verb)
    if verb not in GRAMMAR:
        raise IllegalMove("gt.err.unknown_move", text=quoted(verb), verbs=sorted(GRAMMAR))
    if verb == "take" and len(tokens) == 2 and tokens[1] == "hit":
        return "take hit", "take hit", ()
    i, values, texts = 1, [], [verb]
    for spec in GRAMMAR[verb]:
        optional = spec.endswith("?")
        kind = spec.rstrip("?")
        if optional and i >= len(tokens):
            break
        if kind == "fire":
            value, i, text = _fire(tokens, i)
        elif kind == "late":
            if tokens[i] != "late":
                raise IllegalMove("gt.err.unknown_move", text=quoted(tokens[i]),
                                  verbs=sorted(GRAMMAR))
            value, i, text = True, i + 1, "late"
        else:
            value, i, text = _arg(kind, tokens, i)
        values.append(value)
        texts.append(text)
    done(tokens, i)
    if verb == "place" and len(values) == 1:
        values.append(0)
        texts.append("0")
    if verb == "give":
        text = " ".join(["give", *texts[1:]])
        return text, text, ()
    return verb, " ".join(texts), tuple(values)
