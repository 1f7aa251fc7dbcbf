"""Logging set-up: one handler on stdout, and no player's private words in any log line.

At DEBUG, discord.py logs whole HTTP request and response bodies (`discord.http`) and every
gateway event (`discord.gateway`), and aiosqlite logs every SQL statement with its parameters
(each game's whole state, every hidden hand and secret bid in it). With LOG_LEVEL=DEBUG that
would write private panels, hands, peeks, scans and DMs into the log. Those loggers stay at INFO
or above whatever LOG_LEVEL says; what they write from INFO up carries no content.
"""

from __future__ import annotations

import logging
import sys
from typing import TextIO

# The loggers that write payloads at DEBUG: REST bodies, gateway events, webhook (interaction
# follow-up) traffic, SQL parameters.
PAYLOAD_LOGGERS = ("discord.http", "discord.gateway", "discord.webhook", "aiosqlite")
FORMAT = "%(asctime)s %(levelname)-7s %(name)s: %(message)s"


class NoPayloads(logging.Filter):
    """Drops DEBUG records of the payload loggers, should anything lower their level again (a
    library's own logging set-up, a debugging session)."""

    def filter(self, record: logging.LogRecord) -> bool:
        return record.levelno >= logging.INFO or not record.name.startswith(PAYLOAD_LOGGERS)


class BotHandler(logging.StreamHandler[TextIO]):
    """The bot's own handler, so configuring again replaces it instead of adding a second."""


def configure(level: str, stream: TextIO | None = None) -> None:
    """Log at `level` (a name such as "DEBUG") to `stream` (stdout), payload loggers at INFO+."""
    root = logging.getLogger()
    for handler in [h for h in root.handlers if isinstance(h, BotHandler)]:
        root.removeHandler(handler)
    handler = BotHandler(stream or sys.stdout)
    handler.setFormatter(logging.Formatter(FORMAT))
    handler.addFilter(NoPayloads())
    root.addHandler(handler)
    root.setLevel(level)
    floor = max(logging.INFO, logging.getLevelNamesMapping()[level])
    for name in PAYLOAD_LOGGERS:
        logging.getLogger(name).setLevel(floor)
