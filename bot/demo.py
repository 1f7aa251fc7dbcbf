"""A newcomer's first look: AI players play a whole game on your machine.

    python -m bot.demo [--game alien_frontiers|ascending_empires|battlestar_galactica]
                       [--players 4] [--seed N]
                       [--level <the game's AI level>] [--out data/demo] [--lang en|zh|es]

No Discord and no token needed. The board at the start of every turn is written as
`turn-001.png`, `turn-002.png`, …, the finished board as `final.png`, and the whole game as one
animated `game.gif` (the same pictures `/replay` posts in Discord). A game that tells parts of
itself in posts of their own (Galaxy Trucker: each adventure card, each launch) also gets those
posts' pictures, in order: `post-001-board.png`, `post-002-damage.png`, ….
"""

from __future__ import annotations

import argparse
import re
import secrets
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from bot.i18n import LANGUAGES, lookup, t
from cogs.table.pictures import presentation_of
from games import registry
from games.match import Match
from games.timeline import turn_states
from rendering import BOARDS
from rendering.animation import animated_gif

GAME = "alien_frontiers"
DEFAULT_OUT = Path("data/demo")
MAX_MOVES = 5000  # a safety net: real games end far sooner
_OLD_FRAME = re.compile(r"(turn|post)-\d{3,}(-\w+)?\.png")


@dataclass(frozen=True)
class DemoResult:
    names: list[str]
    scores: list[int]
    ranking: list[list[int]]
    final_lines: list[str]  # the table's final post in words (a team game: who won, the sides)
    turns: int
    moves: int
    frames: list[Path]
    posts: list[Path]
    final: Path
    gif: Path
    gif_bytes: int
    play_s: float
    draw_s: float


def ai_names(game, state, lang: str) -> list[str]:
    """"AI Red", "AI Blue", … in the board's language, by seat ("AI 1", "AI 2", … in a game
    whose players have no colour)."""
    view = game.view(state, None)
    prefix = game.info.prefix or "af"
    key = f"{prefix}.colour." if lookup("en", f"{prefix}.colour.red") else "af.colour."
    return [f"AI {t(lang, key + p['colour'])}" if p.get("colour") else f"AI {k + 1}"
            for k, p in enumerate(view["players"])]


def play(players: int, seed: int, level: str | None = None, game_key: str = GAME) -> Match:
    """A whole game between AI players at `level` (default: the game's middle level);
    deterministic for the same seed."""
    registry.load_installed()
    game = registry.get(game_key)
    level = level or game.info.stand_in_level
    match = Match.start(game, players, seed, {})
    for number in range(MAX_MOVES):
        seat = match.to_act()
        if seat is None:
            return match
        match.play(seat, game.ai_move(match.state, seat, level, seed + number))
    raise RuntimeError(f"the game did not end within {MAX_MOVES} moves")


def chapter_pictures(match: Match, names: list[str], lang: str) -> list[tuple[str, bytes]]:
    """The pictures of the posts the game tells on its own, beside the turn boards (the table's
    `Presentation.chapters`), as (file name, PNG), in the order the channel would see them."""
    from cogs.table.presentation import Presentation, Step

    presentation = presentation_of(match.game.info.key)
    if type(presentation).chapters is Presentation.chapters:
        return []
    game = match.game
    replay = Match.start(game, len(names), match.seed, match.options)
    out = []
    for version, (seat, move) in enumerate(match.log, start=1):
        prior = replay.state
        before = game.view(prior, None)
        replay.play(seat, move)
        step = Step(version, seat, move, before, game.view(replay.state, None),
                    tuple(replay.awaiting()))
        for chapter in presentation.chapters(lang, step, names, prior):
            for method, args in chapter.pictures:
                picture = getattr(presentation, method)(*args)
                out.append((picture.filename, picture.png))
    return out


def run(players: int = 4, seed: int = 1, level: str | None = None, out: Path = DEFAULT_OUT,
        lang: str = "en", game_key: str = GAME) -> DemoResult:
    """Play, draw every turn, write the files; returns what happened (prints nothing)."""
    started = time.perf_counter()
    match = play(players, seed, level, game_key)
    board_png = BOARDS[game_key]
    game = match.game
    played = time.perf_counter()
    states = turn_states(game, players, seed, match.options, match.log)
    names = ai_names(game, states[0], lang)

    def tr(key: str, **kwargs: object) -> str:
        return t(lang, key, **kwargs)

    pictures = [board_png(game.view(s, None), tr, names) for s in states]
    out.mkdir(parents=True, exist_ok=True)
    for old in out.iterdir():  # frames of an earlier, longer demo would be confusing
        if _OLD_FRAME.fullmatch(old.name):
            old.unlink()
    frames = []
    for number, png in enumerate(pictures[:-1], start=1):
        path = out / f"turn-{number:03d}.png"
        path.write_bytes(png)
        frames.append(path)
    posts = []
    for number, (filename, png) in enumerate(chapter_pictures(match, names, lang), start=1):
        path = out / f"post-{number:03d}-{filename}"
        path.write_bytes(png)
        posts.append(path)
    final = out / "final.png"
    final.write_bytes(pictures[-1])
    gif = animated_gif(pictures)
    gif_path = out / "game.gif"
    gif_path.write_bytes(gif)
    ranking = game.ranking(match.state)
    content, embed = presentation_of(game_key).final_post(lang, game.view(match.state, None),
                                                          ranking, [], names)
    final_lines = [embed.title or "", *(embed.description or "").splitlines()] if embed else \
        [line for line in content.splitlines() if line]
    return DemoResult(
        names=names, scores=game.scores(match.state), ranking=ranking, final_lines=final_lines,
        turns=len(states) - 1, moves=len(match.log), frames=frames, posts=posts, final=final,
        gif=gif_path,
        gif_bytes=len(gif), play_s=played - started, draw_s=time.perf_counter() - played,
    )


UNITS = {"galaxy_trucker": "credits"}  # what a game's scores count (default: victory points)


def summary(result: DemoResult, seed: int, level: str, game_key: str = GAME) -> str:
    unit = UNITS.get(game_key, "VP")
    winners = result.ranking[0]
    if max(result.scores) <= 1:  # a team game scores 1 for the winners: the table tells sides
        lines = [f"The game ends after {result.turns} turns ({result.moves} moves).", "",
                 *(f"  {line}" for line in result.final_lines)]
    else:
        who = " and ".join(result.names[p] for p in winners)
        verb = "share the win" if len(winners) > 1 else "wins"
        lines = [f"{who} {verb} with {result.scores[winners[0]]} {unit} after {result.turns} "
                 f"turns ({result.moves} moves).", ""]
        lines += [f"  {place}. {result.names[p]:<12} {result.scores[p]:>2} {unit}"
                  for place, seats in enumerate(result.ranking, start=1) for p in seats]
    first, last = (result.frames[0], result.frames[-1]) if result.frames else (result.final,) * 2
    lines += [
        "",
        f"Boards:  {first} … {last.name} ({len(result.frames)} turns), final board {result.final}",
        *([f"Posts:   {result.posts[0]} … {result.posts[-1].name} ({len(result.posts)} pictures "
           "of the posts told on their own: cards, launches)"] if result.posts else []),
        f"Replay:  {result.gif} ({result.gif_bytes / 1024 / 1024:.1f} MiB, loops forever)",
        f"Time:    {result.play_s:.1f} s playing, {result.draw_s:.1f} s drawing",
        "",
        f"Same game again: python -m bot.demo --game {game_key} --players {len(result.names)} "
        f"--seed {seed} --level {level}",
        "Play it yourself: python3 dev.py run (a local table in your browser, no token needed).",
    ]
    return "\n".join(lines)


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m bot.demo",
        description="Watch AI players play a whole game: every turn's board as a PNG and the "
                    "whole game as an animated GIF.",
    )
    parser.add_argument("--game", default=GAME, choices=sorted(BOARDS),
                        help=f"which game (default {GAME})")
    parser.add_argument("--players", type=int, default=4, choices=range(2, 7),
                        metavar="{2..6}",
                        help="how many AI players (default 4; the game's own limits apply)")
    parser.add_argument("--seed", type=int, default=None,
                        help="the game's seed, to see the same game again (default: a new one)")
    parser.add_argument("--level", default=None,
                        help="how the AI plays: one of the game's AI levels (default: its middle "
                             "one, quick and sensible: greedy in Alien Frontiers, aim in "
                             "Ascending Empires)")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT,
                        help=f"where the pictures go (default {DEFAULT_OUT})")
    parser.add_argument("--lang", default="en", choices=LANGUAGES,
                        help="language of the boards (default en)")
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(argv)
    registry.load_installed()
    info = registry.get(args.game).info
    level = args.level or info.stand_in_level
    if not info.min_seats <= args.players <= info.max_seats:
        print(f"{info.title} is played by {info.min_seats} to {info.max_seats} players.",
              file=sys.stderr)
        return 2
    if level not in info.ai_levels:
        print(f"{info.title} has the AI levels {', '.join(info.ai_levels)}, not {level}.",
              file=sys.stderr)
        return 2
    seed = args.seed if args.seed is not None else secrets.randbelow(1_000_000)
    print(f"{args.players} AI players ({level}) sit down to {info.title}, seed {seed}…",
          flush=True)
    result = run(args.players, seed, level, args.out, args.lang, args.game)
    print(summary(result, seed, level, args.game))
    return 0


if __name__ == "__main__":
    sys.exit(main())
