"""Errors a player caused and may read, and the incident ids of the ones they did not cause."""

from __future__ import annotations

import secrets

from games.base import GameError


class UserError(GameError):
    """Shown to the player as it is (ephemeral); never logged as a failure."""


class NotFound(UserError):
    pass


class ChannelBusy(UserError):
    pass


class StaleMove(UserError):
    pass


class NotAllowed(UserError):
    pass


class StoreUnavailable(UserError):
    """The database refused a write (locked, full, read-only): nothing was changed."""


def incident_id() -> str:
    """A short id to quote in a bug report and find in the log."""
    return secrets.token_hex(4)
