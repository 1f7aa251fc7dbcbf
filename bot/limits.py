"""Discord's limits on what a message may carry, and the one way every reply is fitted to them.

A reply over a limit is refused by Discord and the player sees "interaction failed", so text is
cut here (with an ellipsis) rather than trusted to be short: player input quoted in a reply is
already cut by `games.base.quoted`, and this is the last guard for everything else.
"""

from __future__ import annotations

from collections.abc import Iterable

MESSAGE = 2000  # message content
EMBED_DESCRIPTION = 4096
EMBED_TITLE = 256
EMBED_FIELD_NAME = 256
EMBED_FIELD_VALUE = 1024
EMBED_TOTAL = 6000
EMBED_FOOTER = 2048
ALT_TEXT = 1024  # an attachment's description
LABEL = 80  # a button label
OPTION = 100  # a select option's label, value or description
CHOICE = 100  # an autocomplete choice's name and value
CHOICES = 25  # autocomplete choices, select options
ROWS = 5  # action rows in a message
CUSTOM_ID = 100


def clip(text: str, limit: int) -> str:
    """`text` cut to `limit` characters, with an ellipsis when something was cut."""
    return text if len(text) <= limit else text[: max(0, limit - 1)].rstrip() + "…"


def fit_lines(lines: Iterable[str], limit: int = MESSAGE) -> str:
    """Lines joined, and cut to `limit` at a line boundary where possible."""
    text = "\n".join(lines)
    if len(text) <= limit:
        return text
    cut = text[: limit - 1]
    newline = cut.rfind("\n")
    return (cut[:newline] if newline > limit // 2 else cut.rstrip()) + "…"


def chunks(lines: Iterable[str], limit: int = MESSAGE) -> list[str]:
    """Lines packed into as few messages of at most `limit` characters as they fit in."""
    out: list[str] = []
    current = ""
    for line in lines:
        line = clip(line, limit)
        if current and len(current) + 1 + len(line) > limit:
            out.append(current)
            current = line
        else:
            current = f"{current}\n{line}" if current else line
    if current:
        out.append(current)
    return out
