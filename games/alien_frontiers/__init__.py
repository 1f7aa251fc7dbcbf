"""Alien Frontiers rules engine (see docs/alien-frontiers.md)."""

from games.alien_frontiers.engine import AlienFrontiers
from games.alien_frontiers.scoring import ranking_explained
from games.alien_frontiers.state import State
from games.registry import register

GAME = register(AlienFrontiers())

__all__ = ["GAME", "AlienFrontiers", "State", "ranking_explained"]
