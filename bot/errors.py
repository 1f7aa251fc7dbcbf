"""Errors a player caused and may read, and the incident ids of the ones they did not cause."""

from __future__ import annotations

import secrets

from games.base import GameError


class UserError(GameError):
    """Shown to the player as it is (ephemeral); never logged as a failure."""


class NotFound(UserError):
    """No such game (or nothing here)."""


class ChannelBusy(UserError):
    """The channel already has an open game (one per channel, enforced by the schema)."""


class StaleMove(UserError):
    """The game moved on since the button or move was read: nothing was changed."""


class NotAllowed(UserError):
    """Not this player's game, seat, turn or permission."""


class StoreUnavailable(UserError):
    """The database refused a write (locked, full, read-only): nothing was changed."""


def incident_id() -> str:
    """A short id to quote in a bug report and find in the log."""
    return secrets.token_hex(4)
