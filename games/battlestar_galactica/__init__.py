"""Battlestar Galactica with Exodus rules engine (see docs/battlestar-galactica.md)."""

from games.battlestar_galactica.engine import BattlestarGalactica
from games.battlestar_galactica.state import State
from games.registry import register

GAME = register(BattlestarGalactica())

__all__ = ["GAME", "BattlestarGalactica", "State"]
