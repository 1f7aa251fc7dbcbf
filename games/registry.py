"""The installed games, by key. Every package under `games/` that holds an engine registers it
when imported, so installing a game is adding its package: nothing to list by hand."""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

from games.base import Game, GameError, quoted

_GAMES: dict[str, Game] = {}
_PACKAGES = Path(__file__).resolve().parent


def register(game: Game) -> Game:
    _GAMES[game.info.key] = game
    return game


def installed_packages() -> list[str]:
    """Every game package under `games/` (a package whose `__init__` registers an engine)."""
    return sorted(f"games.{info.name}" for info in pkgutil.iter_modules([str(_PACKAGES)])
                  if info.ispkg)


def load_installed() -> None:
    for package in installed_packages():
        importlib.import_module(package)


def get(key: str) -> Game:
    try:
        return _GAMES[key]
    except KeyError:
        raise GameError("game.unknown", name=quoted(key),
                        games=[g.info.key for g in all_games()]) from None


def all_games() -> list[Game]:
    return sorted(_GAMES.values(), key=lambda g: g.info.title)
