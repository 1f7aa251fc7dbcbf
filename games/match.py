"""One game in progress: engine + seed + options + move log, with undo and replay.

Undo is the same for every game, so it lives here rather than in each engine: a move can be taken
back while it was made in the turn still in progress, revealed nothing (`Game.reveals`), and no
other seat has moved since (in a simultaneous step, another seat's answer ends your undo). The
move log is append-only, so an undo is itself logged as the move `undo`, and replaying the log
re-creates the undo history exactly.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Generic, TypeVar

from games.base import Game, IllegalMove

S = TypeVar("S")

UNDO = "undo"


@dataclass
class Match(Generic[S]):
    game: Game[S]
    seats: int
    seed: int
    options: dict[str, Any]
    state: S
    log: list[tuple[int, str]] = field(default_factory=list)
    undo_stack: list[S] = field(default_factory=list)

    @classmethod
    def start(cls, game: Game[S], seats: int, seed: int, options: Mapping[str, Any]) -> Match[S]:
        resolved = game.info.resolve_options(options, seats)
        return cls(game, seats, seed, resolved, game.new(seats, seed, resolved))

    @classmethod
    def replay(
        cls,
        game: Game[S],
        seats: int,
        seed: int,
        options: Mapping[str, Any],
        log: Iterable[tuple[int, str]],
    ) -> Match[S]:
        """Rebuild a match from its seed and log; raises IllegalMove if the log is not valid."""
        match = cls.start(game, seats, seed, options)
        for seat, move in log:
            match.play(seat, move)
        return match

    def to_act(self) -> int | None:
        return self.game.to_act(self.state)

    def awaiting(self) -> tuple[int, ...]:
        return self.game.awaiting(self.state)

    def last_mover(self) -> int | None:
        return self.log[-1][0] if self.log else None

    def can_undo(self, seat: int) -> bool:
        return bool(self.undo_stack) and self.last_mover() == seat and seat in self.awaiting()

    def legal_moves(self, seat: int) -> list[str]:
        moves = self.game.legal_moves(self.state, seat)
        return [*moves, UNDO] if self.can_undo(seat) else moves

    def check(self, seat: int, move: str) -> str:
        """The canonical form of `move` if `seat` may play it now; raises IllegalMove."""
        if move.strip().lower() == UNDO:
            if not self.can_undo(seat):
                raise IllegalMove("game.nothing_to_undo")
            return UNDO
        return self.game.canonical(self.state, seat, move)

    def play(self, seat: int, move: str) -> str:
        """Apply `move` for `seat`, append it to the log, and return its canonical notation."""
        text = self.check(seat, move)
        if text == UNDO:
            self.state = self.undo_stack.pop()
        else:
            before = self.state
            after = self.game.apply(before, seat, text)
            if (self.game.reveals(before, after)
                    or self.game.turn_key(before) != self.game.turn_key(after)):
                self.undo_stack.clear()
            else:
                if self.last_mover() != seat:  # another seat moved since: its state is not ours
                    self.undo_stack.clear()
                self.undo_stack.append(before)
            self.state = after
        self.log.append((seat, text))
        return text
