"""Replays turn by turn (`games.timeline`), animated GIFs (`rendering.animation`) and the demo
(`python -m bot.demo`)."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from PIL import Image, ImageDraw

from bot import demo
from games import registry
from games.alien_frontiers.ai import choose_move
from games.match import UNDO, Match
from games.timeline import turn_states
from rendering.animation import MAX_BYTES, animated_gif
from tests.fake_game import RaceGame

PNG = b"\x89PNG\r\n\x1a\n"


def race_log(seed: int, with_undo: bool) -> tuple[Match, list[tuple[int, str]]]:
    """A whole Race to Ten game; with an `add 1` taken back (undo) in some turns."""
    match = Match.start(RaceGame(), 3, seed, {})
    while match.to_act() is not None:
        seat = match.to_act()
        moves = match.game.legal_moves(match.state, seat)
        if with_undo and moves[0] == "add 1" and match.state["number"] % 3 == 0 \
                and not match.can_undo(seat):
            match.play(seat, "add 1")
            match.play(seat, UNDO)
            moves = match.game.legal_moves(match.state, seat)
        match.play(seat, moves[-1])
    return match, list(match.log)


def turns_played(game, seats, seed, log) -> list[tuple[int, int]]:
    """The turn keys in which moves were made, in order (the reference count)."""
    match = Match.start(game, seats, seed, {})
    keys: list[tuple[int, int]] = []
    for seat, move in log:
        key = game.turn_key(match.state)
        if not keys or keys[-1] != key:
            keys.append(key)
        match.play(seat, move)
    return keys


@pytest.mark.parametrize("with_undo", [False, True])
def test_turn_states_of_a_race_game(with_undo: bool) -> None:
    game = RaceGame()
    match, log = race_log(5, with_undo)
    assert (UNDO in [m for _s, m in log]) == with_undo
    states = turn_states(game, 3, 5, {}, log)
    keys = turns_played(game, 3, 5, log)
    assert len(states) == len(keys) + 1
    assert [game.turn_key(s) for s in states[:-1]] == keys
    assert all(s["die"] is None and not s["added"] for s in states[:-1])  # a turn's start
    assert states[-1] == match.state and game.is_over(states[-1])


def test_turn_states_of_an_unfinished_log_and_of_no_moves() -> None:
    game = RaceGame()
    _match, log = race_log(9, True)
    assert turn_states(game, 3, 9, {}, []) == [game.new(3, 9, {})]
    part = log[:7]  # ends in the middle of a turn
    states = turn_states(game, 3, 9, {}, part)
    assert len(states) == len(turns_played(game, 3, 9, part)) + 1
    assert states[-1] == Match.replay(game, 3, 9, {}, part).state


def test_turn_states_of_a_whole_alien_frontiers_game() -> None:
    registry.load_installed()
    game = registry.get("alien_frontiers")
    match = Match.start(game, 3, 11, {})
    while (seat := match.to_act()) is not None:
        match.play(seat, choose_move(match.state, seat, "random", seed=len(match.log)))
    states = turn_states(game, 3, 11, match.options, match.log)
    keys = turns_played(game, 3, 11, match.log)
    assert len(states) == len(keys) + 1
    assert [game.turn_key(s) for s in states[:-1]] == keys
    assert game.encode(states[-1]) == game.encode(match.state)
    assert game.is_over(states[-1]) and not game.is_over(states[-2])


def png(n: int, size: tuple[int, int] = (900, 600)) -> bytes:
    """A distinct picture per n: a moving square and a number on a gradient."""
    im = Image.new("RGB", size, (20, 24, 40))
    draw = ImageDraw.Draw(im)
    for x in range(0, size[0], 30):
        draw.rectangle((x, 0, x + 29, 40), fill=(x % 256, 90, 200 - x % 200))
    draw.rectangle((20 + 15 * n, 200, 120 + 15 * n, 300), fill=(220, 60, 60))
    draw.text((40, 500), f"frame {n}", fill=(255, 255, 255))
    out = io.BytesIO()
    im.save(out, "PNG")
    return out.getvalue()


def durations(gif: Image.Image) -> list[int]:
    out = []
    for i in range(gif.n_frames):
        gif.seek(i)
        out.append(gif.info["duration"])
    return out


def test_animated_gif_loops_with_every_frame() -> None:
    data = animated_gif([png(n) for n in range(12)], width=450)
    assert data.startswith(b"GIF89a") and len(data) <= MAX_BYTES
    gif = Image.open(io.BytesIO(data))
    assert gif.n_frames == 12
    assert gif.size == (450, 300)
    assert gif.info["loop"] == 0  # forever
    assert durations(gif) == [1200] + [700] * 10 + [4000]
    gif.seek(11)
    red = gif.convert("RGB").getpixel((round((70 + 15 * 11) / 2), 125))
    assert red[0] > 180 and red[1] < 100  # the square has moved there in the last frame


def test_animated_gif_never_scales_up_and_takes_one_frame() -> None:
    gif = Image.open(io.BytesIO(animated_gif([png(0, (300, 200))])))
    assert gif.size == (300, 200) and gif.n_frames == 1


def test_animated_gif_shrinks_until_it_fits() -> None:
    frames = [png(n) for n in range(9)]
    full = animated_gif(frames, width=900)
    limit = len(full) // 3
    data = animated_gif(frames, width=900, max_bytes=limit)
    assert len(data) <= limit
    gif = Image.open(io.BytesIO(data))
    assert gif.width < 900 or gif.n_frames < 9
    assert gif.info["loop"] == 0
    with pytest.raises(ValueError):
        animated_gif(frames, max_bytes=100)
    with pytest.raises(ValueError):
        animated_gif([])


def test_the_demo_writes_pngs_and_a_gif(tmp_path: Path, capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "demo"
    out.mkdir()
    (out / "turn-999.png").write_bytes(b"old")  # left over from an earlier demo
    (out / "notes.txt").write_text("mine")
    assert demo.main(["--players", "2", "--seed", "3", "--level", "random",
                      "--out", str(out), "--lang", "es"]) == 0
    printed = capsys.readouterr().out
    assert "AI Rojo" in printed or "AI Azul" in printed
    assert " VP after " in printed and "game.gif" in printed and "--seed 3" in printed

    frames = sorted(out.glob("turn-*.png"))
    assert frames and frames[0].name == "turn-001.png"
    assert [f.name for f in frames] == [f"turn-{i:03d}.png" for i in range(1, len(frames) + 1)]
    assert all(f.read_bytes().startswith(PNG) for f in frames)
    assert (out / "final.png").read_bytes().startswith(PNG)
    assert (out / "notes.txt").read_text() == "mine"
    assert f"after {len(frames)} turns" in printed
    data = (out / "game.gif").read_bytes()
    assert len(data) <= MAX_BYTES
    gif = Image.open(io.BytesIO(data))
    assert gif.info["loop"] == 0 and gif.n_frames == len(frames) + 1


def test_the_demo_is_the_same_game_for_the_same_seed(tmp_path: Path) -> None:
    first = demo.play(2, 8, "random")
    again = demo.play(2, 8, "random")
    assert first.log == again.log and first.game.is_over(first.state)


def test_the_demo_plays_ascending_empires_too(tmp_path: Path,
                                              capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "ae"
    assert demo.main(["--game", "ascending_empires", "--players", "2", "--seed", "4",
                      "--out", str(out), "--lang", "zh"]) == 0
    printed = capsys.readouterr().out
    assert "Ascending Empires" in printed and "(aim)" in printed
    assert "--game ascending_empires" in printed
    assert (out / "final.png").read_bytes().startswith(PNG)
    assert len(list(out.glob("turn-*.png"))) > 10
    assert demo.main(["--game", "ascending_empires", "--level", "greedy"]) == 2


def test_the_demo_plays_galaxy_trucker_with_five_ships(tmp_path: Path,
                                                      capsys: pytest.CaptureFixture) -> None:
    out = tmp_path / "gt"
    assert demo.main(["--game", "galaxy_trucker", "--players", "5", "--seed", "2",
                      "--out", str(out), "--lang", "es"]) == 0
    printed = capsys.readouterr().out
    assert "Galaxy Trucker" in printed and " credits after " in printed
    assert "AI Naranja" in printed  # the fifth colour, named in the board's language
    assert (out / "final.png").read_bytes().startswith(PNG)
    assert len(list(out.glob("turn-*.png"))) > 10
    # the posts the channel gets for each card and each launch (issue 16): one picture at least
    # per card turned, the ships at each of the three launches
    posts = sorted(out.glob("post-*.png"))
    assert "Posts:" in printed and posts[0].read_bytes().startswith(PNG)
    assert sum(1 for p in posts if p.name.endswith("-ships.png")) == 3
    assert sum(1 for p in posts if p.name.endswith("-board.png")) >= 8
    assert demo.main(["--game", "alien_frontiers", "--players", "5"]) == 2


def test_the_demo_plays_battlestar_galactica_too(tmp_path: Path,
                                                 capsys: pytest.CaptureFixture) -> None:
    """A team game: who won and the sides are told as the table's final post tells them (each
    player once, with their character, in the board's language), no VP are printed, nothing
    is missing from the catalogs, and the seat limits of the game apply (3 to 6 players)."""
    out = tmp_path / "bsg"
    assert demo.main(["--game", "battlestar_galactica", "--players", "3", "--seed", "5",
                      "--out", str(out), "--lang", "es"]) == 0
    captured = capsys.readouterr()
    printed = captured.out
    assert "Battlestar Galactica" in printed and "(crew)" in printed and " VP" not in printed
    assert ("Ganan los humanos" in printed) != ("Ganan los cylon" in printed)
    assert all(printed.count(f"(AI {seat})") == 1 for seat in (1, 2, 3))
    assert "Humanos: " in printed and "missing" not in captured.err
    assert "--game battlestar_galactica --players 3" in printed
    assert (out / "final.png").read_bytes().startswith(PNG)
    assert (out / "game.gif").read_bytes().startswith(b"GIF89a")
    assert demo.main(["--game", "battlestar_galactica", "--players", "2"]) == 2
