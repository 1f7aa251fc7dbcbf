"""The engine contract every game implements.

Modelled on OpenSpiel's `State` and boardgame.io's `Game`: a stateless `Game` object turns plain
states into new states. States are whatever the engine likes in memory, but `encode` must give
plain JSON data and `decode(encode(s))` must behave exactly like `s`. Every random draw comes from
the RNG kept inside the state (see `games.rng`), so a game replays from its seed and move log.

Moves are strings in the game's canonical notation: `legal_moves` lists them, `apply` parses them.
An illegal move raises `IllegalMove` with a message a player can read and leaves the state as it
was (engines copy before they change anything).
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from games import rng

S = TypeVar("S")

JSON = dict[str, Any]


class GameError(Exception):
    """An error the player caused and can read: shown to them as it is."""


class IllegalMove(GameError):
    """The move is malformed, out of turn, or breaks a rule. `rule` names the rule id, if any."""

    def __init__(self, message: str, rule: str | None = None) -> None:
        super().__init__(message)
        self.rule = rule


@dataclass(frozen=True)
class Option:
    """A creation option shown in the lobby (`kind` is "bool", "int" or "choice")."""

    key: str
    kind: str
    default: Any
    description: str
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None

    def coerce(self, value: Any) -> Any:
        """Turn a user-given value (often text) into this option's type, or raise GameError."""
        if self.kind == "bool":
            if isinstance(value, bool):
                return value
            text = str(value).strip().lower()
            if text in {"1", "true", "yes", "on", "y"}:
                return True
            if text in {"0", "false", "no", "off", "n"}:
                return False
            raise GameError(f"Option `{self.key}` must be yes or no, not `{value}`.")
        if self.kind == "int":
            try:
                number = int(value)
            except (TypeError, ValueError):
                raise GameError(
                    f"Option `{self.key}` must be a whole number, not `{value}`."
                ) from None
            if (self.minimum is not None and number < self.minimum) or (
                self.maximum is not None and number > self.maximum
            ):
                raise GameError(
                    f"Option `{self.key}` must be between {self.minimum} and {self.maximum}."
                )
            return number
        if value not in self.choices:
            allowed = ", ".join(str(c) for c in self.choices)
            raise GameError(f"Option `{self.key}` must be one of: {allowed}.")
        return value


@dataclass(frozen=True)
class GameInfo:
    """What the registry and the lobby know about a game before one is created."""

    key: str
    title: str
    min_seats: int
    max_seats: int
    options: tuple[Option, ...] = field(default_factory=tuple)
    ai_levels: tuple[str, ...] = ("random",)

    @property
    def stand_in_level(self) -> str:
        """The AI level that plays for a person who left or ran out of time: a middle one."""
        return self.ai_levels[len(self.ai_levels) // 2]

    def resolve_options(self, given: Mapping[str, Any], seats: int) -> dict[str, Any]:
        """Defaults filled in, values coerced; unknown keys and bad seat counts are refused."""
        if not self.min_seats <= seats <= self.max_seats:
            raise GameError(
                f"{self.title} is for {self.min_seats}–{self.max_seats} players, not {seats}."
            )
        known = {o.key: o for o in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise GameError(f"{self.title} has no option named {', '.join(unknown)}.")
        return {k: (o.coerce(given[k]) if k in given else o.default) for k, o in known.items()}


class Game(ABC, Generic[S]):
    """One game type. Stateless: every method takes the state it works on."""

    info: GameInfo

    @abstractmethod
    def new(self, seats: int, seed: int, options: Mapping[str, Any]) -> S:
        """A fresh game for `seats` players, all randomness derived from `seed`."""

    @abstractmethod
    def to_act(self, state: S) -> int | None:
        """The seat whose decision it is, or None when the game is over."""

    @abstractmethod
    def legal_moves(self, state: S, seat: int) -> list[str]:
        """Every legal move of `seat` now, in canonical notation (empty if it is not their turn)."""

    @abstractmethod
    def apply(self, state: S, seat: int, move: str) -> S:
        """The state after `seat` plays `move`; raises IllegalMove and leaves `state` untouched."""

    @abstractmethod
    def canonical(self, state: S, seat: int, move: str) -> str:
        """The canonical notation of `move` (parsed, validated); raises IllegalMove."""

    @abstractmethod
    def reveals(self, before: S, after: S) -> bool:
        """Whether the move from `before` to `after` revealed information (a roll, a draw).

        Undo never goes back past such a move, nor past the start of the mover's turn."""

    @abstractmethod
    def turn_key(self, state: S) -> tuple[int, int]:
        """(turn number, seat) of the turn in progress: moves within one turn share it."""

    @abstractmethod
    def view(self, state: S, seat: int | None) -> JSON:
        """What `seat` may see (None: a spectator). Hides what that seat may not know."""

    @abstractmethod
    def is_over(self, state: S) -> bool:
        """True once the game has ended."""

    @abstractmethod
    def ranking(self, state: S) -> list[list[int]]:
        """Final places, best first; each place lists the seats sharing it."""

    @abstractmethod
    def scores(self, state: S) -> list[int]:
        """The current score of every seat (victory points or the game's equivalent)."""

    def ai_move(self, state: S, seat: int, level: str, seed: int) -> str:
        """A move for an AI seat (or a player out of time). The default picks a legal move at
        random, from `seed` alone; games with real AI players override this."""
        moves = self.legal_moves(state, seat)
        if not moves:
            raise GameError("The AI has no move to play here.")
        _state, pick = rng.randint(rng.seed_state(seed), 0, len(moves) - 1)
        return moves[pick]

    @abstractmethod
    def encode(self, state: S) -> JSON:
        """Plain JSON data for `state` (lossless)."""

    @abstractmethod
    def decode(self, data: JSON) -> S:
        """The state `encode` produced `data` from."""
