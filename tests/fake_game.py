"""A tiny game on the engine contract, for platform tests: race to 10.

On your turn: `roll` (a die decides whether you may add 1 or 2: a reveal), then `add 1` or
`add 2` (if allowed), then `end`. First to 10 or more wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games import rng
from games.base import Game, GameInfo, IllegalMove, Option, quoted
from games.ranking import places

TARGET = 10


class RaceGame(Game[dict]):
    info = GameInfo("race", "Race to Ten", 2, 4,
                    (Option("target", "int", TARGET, "Points to win", minimum=3, maximum=50),))

    def new(self, seats: int, seed: int, options: Mapping[str, Any]) -> dict:
        return {"seats": seats, "scores": [0] * seats, "turn": 0, "number": 1,
                "rng": rng.seed_state(seed), "die": None, "added": False,
                "target": options.get("target", TARGET), "reveals": 0}

    def to_act(self, state: dict) -> int | None:
        return None if self.is_over(state) else state["turn"]

    def legal_moves(self, state: dict, seat: int) -> list[str]:
        if self.to_act(state) != seat:
            return []
        if state["die"] is None:
            return ["roll"]
        if not state["added"]:
            return ["add 1", "add 2"] if state["die"] >= 4 else ["add 1"]
        return ["end"]

    def canonical(self, state: dict, seat: int, move: str) -> str:
        text = " ".join(move.lower().split())
        if self.to_act(state) != seat:
            raise IllegalMove("game.not_your_turn")
        if text not in self.legal_moves(state, seat):
            raise IllegalMove("game.move_not_possible", move=quoted(move),
                              moves=self.legal_moves(state, seat))
        return text

    def apply(self, state: dict, seat: int, move: str) -> dict:
        text = self.canonical(state, seat, move)
        new = {**state, "scores": list(state["scores"])}
        if text == "roll":
            new["rng"], new["die"] = rng.randint(state["rng"], 1, 6)
            new["reveals"] += 1
        elif text.startswith("add"):
            new["scores"][seat] += int(text.split()[1])
            new["added"] = True
        else:
            new.update(turn=(seat + 1) % state["seats"], number=state["number"] + 1,
                       die=None, added=False)
        return new

    def reveals(self, before: dict, after: dict) -> bool:
        return after["reveals"] != before["reveals"]

    def turn_key(self, state: dict) -> tuple[int, int]:
        return state["number"], state["turn"]

    def view(self, state: dict, seat: int | None) -> dict:
        return {k: v for k, v in state.items() if k != "rng"}

    def is_over(self, state: dict) -> bool:
        return max(state["scores"]) >= state["target"]

    def ranking(self, state: dict) -> list[list[int]]:
        by_score: dict[int, list[int]] = {}
        for seat, score in enumerate(state["scores"]):
            by_score.setdefault(score, []).append(seat)
        return [by_score[s] for s in sorted(by_score, reverse=True)]

    def scores(self, state: dict) -> list[int]:
        return list(state["scores"])

    def encode(self, state: dict) -> dict:
        return dict(state)

    def decode(self, data: dict) -> dict:
        return dict(data)


class BidGame(Game[dict]):
    """Sealed bids, the worked example of a simultaneous step: every seat bids at once and in
    secret (`bid N`, from a budget of 10 for the whole game); when the last bid is in, they are
    revealed and the highest single bid scores a point. Three rounds."""

    info = GameInfo("bids", "Sealed Bids", 2, 4, ai_levels=("random",), prefix="bids")
    ROUNDS = 3

    def new(self, seats: int, seed: int, options: Mapping[str, Any]) -> dict:
        return {"seats": seats, "round": 1, "budget": [10] * seats, "bids": [None] * seats,
                "scores": [0] * seats, "revealed": []}

    def awaiting(self, state: dict) -> tuple[int, ...]:
        if self.is_over(state):
            return ()
        return tuple(s for s, bid in enumerate(state["bids"]) if bid is None)

    def to_act(self, state: dict) -> int | None:
        waiting = self.awaiting(state)
        return waiting[0] if waiting else None

    def legal_moves(self, state: dict, seat: int) -> list[str]:
        if seat not in self.awaiting(state):
            return []
        return [f"bid {n}" for n in range(state["budget"][seat] + 1)]

    def canonical(self, state: dict, seat: int, move: str) -> str:
        words = move.lower().split()
        if seat not in self.awaiting(state):
            raise IllegalMove("game.not_your_turn")
        if len(words) != 2 or words[0] != "bid" or not words[1].isascii() \
                or not words[1].isdigit() or int(words[1]) > state["budget"][seat]:
            raise IllegalMove("game.move_not_possible", move=quoted(move),
                              moves=self.legal_moves(state, seat)[:3])
        return f"bid {int(words[1])}"

    def apply(self, state: dict, seat: int, move: str) -> dict:
        amount = int(self.canonical(state, seat, move).split()[1])
        new = {**state, "bids": list(state["bids"]), "budget": list(state["budget"]),
               "scores": list(state["scores"])}
        new["bids"][seat] = amount
        new["budget"][seat] -= amount
        if all(bid is not None for bid in new["bids"]):
            top = max(new["bids"])
            if new["bids"].count(top) == 1:
                new["scores"][new["bids"].index(top)] += 1
            new["revealed"] = [*state["revealed"], new["bids"]]
            new["bids"] = [None] * state["seats"]
            new["round"] += 1
        return new

    def public_move(self, seat: int, move: str) -> str:
        return "bid ?"

    def reveals(self, before: dict, after: dict) -> bool:
        return after["round"] != before["round"]

    def turn_key(self, state: dict) -> tuple[int, int]:
        return state["round"], -1

    def view(self, state: dict, seat: int | None) -> dict:
        mine = state["bids"][seat] if seat is not None else None
        return {"round": state["round"], "scores": state["scores"], "revealed": state["revealed"],
                "budget": state["budget"], "my_bid": mine,
                "waiting_on": list(self.awaiting(state))}

    def is_over(self, state: dict) -> bool:
        return state["round"] > self.ROUNDS

    def ranking(self, state: dict) -> list[list[int]]:
        return places(range(state["seats"]), lambda s: state["scores"][s])

    def scores(self, state: dict) -> list[int]:
        return list(state["scores"])

    def encode(self, state: dict) -> dict:
        return dict(state)

    def decode(self, data: dict) -> dict:
        return dict(data)
