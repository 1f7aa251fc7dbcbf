"""Reading a move's text token by token, with the refusals a player reads (every engine's
notation uses these).

Players type moves by hand, so nothing here trusts the text: a move is at most `MOVE_LIMIT`
characters, and numbers are plain ASCII digits of bounded length (`str.isdigit` accepts "²" and
other digits that `int` rejects, and Python refuses to convert numbers of thousands of digits).
"""

from __future__ import annotations

import math
import re

from games.base import IllegalMove, Msg, quoted

MOVE_LIMIT = 300
_INTEGER = re.compile(r"[+-]?[0-9]{1,9}")
_DECIMAL = re.compile(r"[+-]?(?:[0-9]{1,9}(?:\.[0-9]{0,6})?|\.[0-9]{1,6})")


def split(move: str) -> list[str]:
    """The move's words, lower case; refused when the text is too long to be a move."""
    if len(move) > MOVE_LIMIT:
        raise IllegalMove("game.move_too_long", limit=MOVE_LIMIT)
    return move.lower().split()


def need(tokens: list[str], i: int, what: str) -> str:
    """Token `i`, or a refusal naming what is missing (`what` is a catalog key)."""
    if i >= len(tokens):
        raise IllegalMove("game.move_missing", what=Msg(what))
    return tokens[i]


def done(tokens: list[str], i: int) -> None:
    """Refuse anything left after the move was read."""
    if i < len(tokens):
        raise IllegalMove("game.move_extra", text=quoted(" ".join(tokens[i:])))


def is_integer(token: str) -> bool:
    """Whether `token` is a plain number of ASCII digits (a sign allowed), at most 9 of them."""
    return _INTEGER.fullmatch(token) is not None


def integer(token: str, what: str, low: int | None = None, high: int | None = None) -> int:
    """`token` as a whole number within [low, high]; refused otherwise (`what`: catalog key)."""
    if not is_integer(token):
        raise IllegalMove("game.not_a_number", text=quoted(token), what=Msg(what))
    value = int(token)
    if (low is not None and value < low) or (high is not None and value > high):
        raise IllegalMove("game.number_out_of_range", what=Msg(what), low=low, high=high,
                          value=value)
    return value


def decimal(token: str, what: str, low: float, high: float) -> float:
    """`token` as a finite decimal number within [low, high] (no exponents, at most 6 decimal
    places); refused otherwise."""
    if _DECIMAL.fullmatch(token) is None:
        raise IllegalMove("game.not_a_number", text=quoted(token), what=Msg(what))
    value = float(token)
    if not math.isfinite(value) or not low <= value <= high:
        raise IllegalMove("game.number_out_of_range", what=Msg(what), low=f"{low:g}",
                          high=f"{high:g}", value=quoted(token))
    return value

