"""The engine contract every game implements.

Modelled on OpenSpiel's `State` and boardgame.io's `Game`: a stateless `Game` object turns plain
states into new states. States are whatever the engine likes in memory, but `encode` must give
plain JSON data and `decode(encode(s))` must behave exactly like `s`. Every random draw comes from
the RNG kept inside the state (see `games.rng`), so a game replays from its seed and move log.

Moves are strings in the game's canonical notation: `legal_moves` lists them, `apply` parses them.
An illegal move raises `IllegalMove` with a catalog key and parameters (translated at the table,
so engines stay free of the catalogs) and leaves the state as it was (engines copy before they
change anything). Usually one seat acts at a time (`to_act`); a simultaneous step waits on several
(`awaiting`), each answering privately.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Hashable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from games import rng

S = TypeVar("S")

JSON = dict[str, Any]


@dataclass(frozen=True)
class Msg:
    """Words for a player, as data: a catalog key and its parameters.

    Engines never see the catalogs (they stay pure); the table translates a `Msg` into the
    player's language where it is shown. A parameter may itself be a `Msg` (a translated name:
    a card, a colour) or a list of values (shown as a list in the player's language)."""

    key: str
    params: Mapping[str, Any] = field(default_factory=dict)


class GameError(Exception):
    """An error the player caused and can read: a catalog key and its parameters.

    `rule` names the rule id that refused the move (for `/… rules`, never quoted in the text)."""

    def __init__(self, key: str, /, *, rule: str | None = None, **params: Any) -> None:
        super().__init__(key)
        self.msg = Msg(key, params)
        self.rule = rule

    @property
    def key(self) -> str:
        return self.msg.key

    @property
    def params(self) -> Mapping[str, Any]:
        return self.msg.params

    def __str__(self) -> str:
        if not self.params:
            return self.key
        shown = ", ".join(f"{k}={v!r}" for k, v in sorted(self.params.items()))
        return f"{self.key} ({shown})"


class IllegalMove(GameError):
    """The move is malformed, out of turn, or breaks a rule; nothing was changed."""


QUOTE_LIMIT = 40  # characters of a player's own input quoted back in an error


def quoted(value: Any) -> str:
    """A player's input, cut short enough to quote in a refusal."""
    text = " ".join(str(value).split())
    return text if len(text) <= QUOTE_LIMIT else text[: QUOTE_LIMIT - 1] + "…"


@dataclass(frozen=True)
class Option:
    """A creation option shown in the lobby (`kind` is "bool", "int" or "choice").

    `description` is a catalog key (`<prefix>.option.<key>`); a choice's value is shown as
    `<description>.<value>` when the catalog has that key, else as the value itself."""

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
            raise GameError("game.option.not_bool", option=self.key, value=quoted(value))
        if self.kind == "int":
            text = str(value).strip()
            if not (text.isascii() and text.lstrip("-").isdigit() and len(text) <= 9):
                raise GameError("game.option.not_int", option=self.key, value=quoted(value))
            number = int(text)
            if (self.minimum is not None and number < self.minimum) or (
                self.maximum is not None and number > self.maximum
            ):
                raise GameError("game.option.out_of_range", option=self.key,
                                low=self.minimum, high=self.maximum)
            return number
        if value not in self.choices:
            raise GameError("game.option.not_a_choice", option=self.key,
                            choices=[str(c) for c in self.choices])
        return value


@dataclass(frozen=True)
class GameInfo:
    """What the registry and the lobby know about a game before one is created.

    `prefix` is the game's short id: its catalog keys (`<prefix>.title`, `<prefix>.pitch`,
    `<prefix>.err.…`), its custom-id prefix at the table and its command group (`/<prefix>`).
    `teams`: the ranking's places are sides (the winning side shares first place, and each of
    its players won), not a tie. `late_bank_hours`: each player's late bank by default, time
    they may run over their turn clocks in one game (a play-by-forum custom, BSG-27.3)."""

    key: str
    title: str
    min_seats: int
    max_seats: int
    options: tuple[Option, ...] = field(default_factory=tuple)
    ai_levels: tuple[str, ...] = ("random",)
    prefix: str = ""
    teams: bool = False
    late_bank_hours: int = 0

    @property
    def stand_in_level(self) -> str:
        """The AI level that plays for a person who left or ran out of time: a middle one."""
        return self.ai_levels[len(self.ai_levels) // 2]

    @property
    def title_msg(self) -> Msg:
        """The game's name in the player's language."""
        return Msg(f"{self.prefix}.title") if self.prefix else Msg(self.title)

    def resolve_options(self, given: Mapping[str, Any], seats: int) -> dict[str, Any]:
        """Defaults filled in, values coerced; unknown keys and bad seat counts are refused."""
        if not self.min_seats <= seats <= self.max_seats:
            raise GameError("game.seats_out_of_range", game=self.title_msg,
                            low=self.min_seats, high=self.max_seats, count=seats)
        known = {o.key: o for o in self.options}
        unknown = sorted(set(given) - set(known))
        if unknown:
            raise GameError("game.option.unknown", game=self.title_msg,
                            names=[quoted(u) for u in unknown[:5]],
                            known=sorted(known) or ["—"])
        return {k: (o.coerce(given[k]) if k in given else o.default) for k, o in known.items()}


class Game(ABC, Generic[S]):
    """One game type. Stateless: every method takes the state it works on."""

    info: GameInfo

    @abstractmethod
    def new(self, seats: int, seed: int, options: Mapping[str, Any]) -> S:
        """A fresh game for `seats` players, all randomness derived from `seed`."""

    @abstractmethod
    def to_act(self, state: S) -> int | None:
        """The seat whose decision it is, or None when the game is over. During a simultaneous
        step (see `awaiting`) the lowest seat still owing an answer."""

    def awaiting(self, state: S) -> tuple[int, ...]:
        """Every seat the game waits on now, lowest first; empty once the game is over.

        Several seats during a simultaneous step (sealed bids, secret contributions, building at
        the same time): each answers privately and in any order, and the step's outcome is
        revealed once the last answer is in. Engines with such steps override this."""
        seat = self.to_act(state)
        return () if seat is None else (seat,)

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
        """(turn number, seat) of the turn in progress: moves within one turn share it. During a
        simultaneous step, (step number, -1): every awaited seat's clock runs from its start."""

    def anytime(self, move: str) -> bool:
        """Whether `move` is one a seat may play at any time, not only when the game waits on
        it: a change to that seat's own hidden settings (standing orders) that leaves whose turn
        it is, the turn key and every other seat's view as they were. The table accepts it out of
        turn and shows it in no public log. None by default."""
        return False

    def public_move(self, seat: int, move: str) -> str:
        """`move` as the other players may read it (move logs, replays, channel posts). Engines
        whose notation carries a secret (a card given face down) hide that part here."""
        return move

    def secret_span(self, state: S) -> Hashable | None:
        """While play is in a span whose moves each player makes out of the others' sight (every
        player building a ship from the same tiles), a key naming that span; None otherwise. The
        others' moves played within the span stay out of the move log while the game is in it."""
        return None

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
            raise GameError("game.ai_no_move")
        _state, pick = rng.randint(rng.seed_state(seed), 0, len(moves) - 1)
        return moves[pick]

    def timeout_move(self, state: S, seat: int) -> str | None:
        """What the table plays for `seat` when its time runs out, where the rules say what a
        late player does (building ends with a late finish; an absent player contributes
        nothing); None lets the stand-in AI play the turn."""
        return None

    @abstractmethod
    def encode(self, state: S) -> JSON:
        """Plain JSON data for `state` (lossless)."""

    @abstractmethod
    def decode(self, data: JSON) -> S:
        """The state `encode` produced `data` from."""
