"""What the store hands out about games, and the helpers every query module shares."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import orjson

OPEN = ("lobby", "active")


def now() -> str:
    return datetime.now(UTC).isoformat(timespec="seconds")


def dumps(data: Any) -> str:
    return orjson.dumps(data).decode()


@dataclass(frozen=True)
class GameRecord:
    id: int
    guild_id: int
    channel_id: int
    game_type: str
    options: dict[str, Any]
    seed: int
    max_seats: int
    creator_id: int
    status: str
    state: dict[str, Any] | None
    version: int
    created_at: str
    updated_at: str
    lobby_message_id: int | None
    turn_message_id: int | None
    finished_at: str | None
    ranking: list[list[int]] | None
    turn_seconds: int
    forfeit_after: int
    vacation_days: int
    bank_seconds: int  # each player's late bank in this game (0: none)
    rated: bool
    posted_version: int | None  # the version its turn message shows
    players: tuple[int, ...]  # Discord user ids by seat (negative: an AI seat)
    ai_levels: tuple[str | None, ...]  # by seat: None for a person, else the AI's level
    queue_message_id: int | None = None  # its action queue message, for games that keep one

    @property
    def is_open(self) -> bool:
        return self.status in OPEN

    def is_ai(self, seat: int) -> bool:
        return self.ai_levels[seat] is not None

    def seat_of(self, user_id: int) -> int | None:
        return self.players.index(user_id) if user_id in self.players else None


@dataclass(frozen=True)
class LoggedMove:
    seq: int
    seat: int
    move: str
    played_at: str
