"""Ascending Empires rules engine (see docs/ascending-empires.md)."""

from games.ascending_empires.engine import AscendingEmpires
from games.ascending_empires.scoring import ranking_explained
from games.ascending_empires.state import State
from games.ascending_empires.view import predict
from games.registry import register

GAME = register(AscendingEmpires())

__all__ = ["GAME", "AscendingEmpires", "State", "predict", "ranking_explained"]
