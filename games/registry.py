"""The installed games, by key. Engines register themselves when their package is imported."""

from __future__ import annotations

import importlib

from games.base import Game, GameError

_GAMES: dict[str, Game] = {}

# Packages under games/ that hold an engine; importing one registers it.
INSTALLED = ("games.alien_frontiers", "games.ascending_empires")


def register(game: Game) -> Game:
    _GAMES[game.info.key] = game
    return game


def load_installed() -> None:
    for package in INSTALLED:
        importlib.import_module(package)


def get(key: str) -> Game:
    try:
        return _GAMES[key]
    except KeyError:
        raise GameError(f"There is no game called `{key}` here.") from None


def all_games() -> list[Game]:
    return sorted(_GAMES.values(), key=lambda g: g.info.title)
