"""Reading a move's text token by token, with the errors a player reads (every engine's
notation uses these)."""

from __future__ import annotations

from games.base import IllegalMove


def need(tokens: list[str], i: int, what: str) -> str:
    """Token `i`, or a refusal naming what is missing."""
    if i >= len(tokens):
        raise IllegalMove(f"The move is missing {what}.")
    return tokens[i]


def done(tokens: list[str], i: int) -> None:
    """Refuse anything left after the move was read."""
    if i < len(tokens):
        raise IllegalMove(f"Unexpected `{' '.join(tokens[i:])}` at the end of the move.")
