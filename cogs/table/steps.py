"""The moves of each game since its last public post, with the public views they left.

The public post of a turn tells everything since the previous post (a turn, or several when AI
seats played in between), and shows the game as it was at that version even when an AI has
already moved on. So the kit keeps each game's steps as they are committed (a `NOTE` listener:
it reads the position each move left before anything else can move the game on). After a restart
the memory is empty; the steps are then rebuilt from the move log by replaying the game, so a
caption never misses a move.

For a game that cuts its story into chapters (`Presentation.chapters`) the log also hands the
post of a move the engine's state before it (`prior`), so the game can replay that one move and
show the positions inside it; it is kept from one move to the next only for such games, and is
gone after a restart (the game then shows what the views tell).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from cachetools import LRUCache

from bot.store import GameRecord
from bot.tables import GAMES_KEPT, Played, Tables
from cogs.table.presentation import Step
from games import registry
from games.match import Match

Position = tuple[dict[str, Any], tuple[int, ...]]  # public view, seats awaited
PRIORS_KEPT = 64  # states before moves not yet posted, per game (a round's cards and more)


class StepLog:
    def __init__(self, tables: Tables,
                 keeps_states: Callable[[str], bool] = lambda game_type: False) -> None:
        self.tables = tables
        self.keeps_states = keeps_states  # game types whose posts want the state before a move
        # What recent moves showed, per running game: the least recently moved beyond
        # GAMES_KEPT are forgotten (and rebuilt from the log if their post still needs them),
        # so memory stays flat however many games run.
        self._steps: LRUCache[int, list[Step]] = LRUCache(GAMES_KEPT)
        self._latest: LRUCache[int, tuple[int, Position]] = LRUCache(GAMES_KEPT)  # version, …
        self._states: LRUCache[int, tuple[int, Any]] = LRUCache(GAMES_KEPT)  # version, state
        # game -> {version: the state before that move}, until that move's post reads it (moves
        # may come faster than posts: the clock's AI in flight)
        self._prior: LRUCache[int, dict[int, Any]] = LRUCache(GAMES_KEPT)

    async def note(self, record: GameRecord, played: Played | None) -> None:
        """A `NOTE` listener: remember the step a move made (contiguous steps only)."""
        if played is None:
            if record.status != "active":
                self.forget(record.id)
            return
        match = played.match
        position = (match.game.view(match.state, None), match.awaiting())
        base = self._latest.get(record.id)
        steps = self._steps.setdefault(record.id, [])
        if base is not None and base[0] == record.version - 1:
            steps.append(Step(record.version, played.seat, played.move, base[1][0], position[0],
                              position[1]))
        else:
            steps.clear()  # a gap: `since` rebuilds from the log
        self._latest[record.id] = (record.version, position)
        if self.keeps_states(record.game_type):
            kept = self._states.get(record.id)
            if kept is not None and kept[0] == record.version - 1:
                priors = self._prior.setdefault(record.id, {})
                priors[record.version] = kept[1]
                for old in sorted(priors)[:-PRIORS_KEPT]:
                    del priors[old]
            self._states[record.id] = (record.version, match.state)

    def prior(self, record: GameRecord) -> Any | None:
        """The engine's state before the record's version (its last move), once, if kept; the
        states of earlier versions, whose posts are done, are dropped."""
        priors = self._prior.get(record.id)
        if not priors:
            return None
        state = priors.pop(record.version, None)
        for old in [v for v in priors if v < record.version]:
            del priors[old]
        return state

    def forget(self, game_id: int) -> None:
        self._steps.pop(game_id, None)
        self._latest.pop(game_id, None)
        self._states.pop(game_id, None)
        self._prior.pop(game_id, None)

    async def since(self, record: GameRecord, version: int) -> list[Step]:
        """The steps after `version` up to the record's version."""
        wanted = record.version - version
        if wanted <= 0:
            return []
        kept = [s for s in self._steps.get(record.id, []) if version < s.version <= record.version]
        if len(kept) == wanted:
            return kept
        return (await self._replay(record, version))[0]

    async def at(self, record: GameRecord) -> Position:
        """The public view and the awaited seats at the record's version."""
        latest = self._latest.get(record.id)
        if latest is not None and latest[0] == record.version:
            return latest[1]
        for step in self._steps.get(record.id, []):
            if step.version == record.version:
                return step.after, step.awaiting
        return (await self._replay(record, record.version))[1]

    def posted(self, record: GameRecord) -> None:
        """A post showed the game at the record's version: its steps are told."""
        steps = self._steps.get(record.id)
        if steps is not None:
            steps[:] = [s for s in steps if s.version > record.version]
        if record.status != "active":
            self.forget(record.id)

    async def _replay(self, record: GameRecord, version: int) -> tuple[list[Step], Position]:
        """The steps after `version` and the position at the record's version, rebuilt by
        replaying the game from its log."""
        game = registry.get(record.game_type)
        moves = await self.tables.store.moves(record.id)
        match = Match.start(game, len(record.players), record.seed, record.options)
        position: Position = (game.view(match.state, None), match.awaiting())
        steps: list[Step] = []
        for number, logged in enumerate(moves[: record.version], start=1):
            match.play(logged.seat, logged.move)
            if number > version:
                after: Position = (game.view(match.state, None), match.awaiting())
                steps.append(Step(number, logged.seat, logged.move, position[0], after[0],
                                  after[1]))
                position = after
            elif number == version:
                position = (game.view(match.state, None), match.awaiting())
        if record.status == "active":
            self._steps[record.id] = list(steps)
            self._latest[record.id] = (record.version, position)
        return steps, position
