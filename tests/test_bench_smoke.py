"""The benchmarks still run against today's code (they are not timed here, only exercised)."""

from __future__ import annotations

import importlib
import pkgutil

import bench
from bench.pipeline import NAMES, timed_board
from bench.rendering import playout_positions
from games import registry


def test_every_benchmark_module_imports() -> None:
    for module in pkgutil.iter_modules(bench.__path__):
        importlib.import_module(f"bench.{module.name}")


def test_the_pipeline_draws_boards_with_the_tables_own_picture_job() -> None:
    registry.load_installed()
    assert timed_board(playout_positions(1)[0], NAMES) > 0
