"""A tiny game on the engine contract, for platform tests: race to 10.

On your turn: `roll` (a die decides whether you may add 1 or 2: a reveal), then `add 1` or
`add 2` (if allowed), then `end`. First to 10 or more wins.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games import rng
from games.base import Game, GameInfo, IllegalMove, Option

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
            raise IllegalMove("It is not your turn.")
        if text not in self.legal_moves(state, seat):
            raise IllegalMove(f"`{move}` is not possible now; you may play: "
                              + ", ".join(self.legal_moves(state, seat)))
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
