"""Galaxy Trucker with The Big Expansion: rules engine (see docs/galaxy-trucker.md)."""

from games.galaxy_trucker.engine import GalaxyTrucker
from games.galaxy_trucker.state import State
from games.registry import register

GAME = register(GalaxyTrucker())

__all__ = ["GAME", "GalaxyTrucker", "State"]
