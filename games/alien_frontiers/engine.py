"""`AlienFrontiers`: the `games.base.Game` implementation tying the modules together."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from games.alien_frontiers import cards as C
from games.alien_frontiers import facilities as F
from games.alien_frontiers.data import COLOURS, TERRITORIES
from games.alien_frontiers.explain import explain, unparsed
from games.alien_frontiers.notation import Action, fmt, parse
from games.alien_frontiers.raid import do_raid, do_raid_card, raid_moves
from games.alien_frontiers.scoring import ranking, ranking_explained
from games.alien_frontiers.state import State, decode, encode
from games.alien_frontiers.turn import do_return, end_turn, new_state, return_options
from games.alien_frontiers.view import build_view
from games.base import JSON, Game, GameInfo, IllegalMove, Msg, Option

INFO = GameInfo(
    key="alien_frontiers",
    title="Alien Frontiers",
    min_seats=2,
    max_seats=4,
    options=(Option("long", "bool", False, "af.option.long"),),
    ai_levels=("random", "greedy", "strong"),
    prefix="af",
)


def play_moves(s: State, p: int) -> list[str]:
    """Every legal move in the `play` phase."""
    ctx = F.Ctx(s, p)
    docks = F.gen_docks(s, ctx)
    out = docks[:]
    if s.cycles > 0:
        out.append("cycle")
    if s.art >= 8:
        out.extend(C.take_moves(s, p))
    if F.can_trade(s, ctx):
        out.append("trade")
    if F.can_launch(s, p):
        out.extend(f"launch {t}" for t in _launch_targets(s))
    if F.can_buy_relic(s, p):
        out.append("buy relic")
    used = s.used
    for c in s.cards[p]:
        if c in used:
            continue
        out.extend(C.use_moves(s, ctx, c))
        if not s.discarded:
            out.extend(C.discard_moves(s, ctx, c))
    if not docks:
        out.append("end")
    return out


def _launch_targets(s: State) -> list[str]:
    return [TERRITORIES[t] for t in F.colony_targets(s)]


def moves_of_kind(s: State, p: int, a: Action, ctx: F.Ctx | None = None) -> list[str]:
    """The legal moves of the same kind as `a` (cheaper than the full list, same answer)."""
    kind = a[0]
    if s.phase == "raid":
        return raid_moves(s, p) if kind in ("raid", "raidcard") else []
    if s.phase == "return":
        return return_options(s) if kind == "return" else []
    if kind in ("raid", "raidcard", "return"):
        return []
    if ctx is None:
        ctx = F.Ctx(s, p)
    if kind == "dock":
        return F.gen_docks(s, ctx)
    if kind == "end":
        return [] if F.gen_docks(s, ctx) else ["end"]
    if kind == "cycle":
        return ["cycle"] if s.cycles > 0 else []
    if kind == "take":
        return C.take_moves(s, p)
    if kind == "trade":
        return ["trade"] if F.can_trade(s, ctx) else []
    if kind == "launch":
        return [f"launch {t}" for t in _launch_targets(s)] if F.can_launch(s, p) else []
    if kind == "buy":
        return ["buy relic"] if F.can_buy_relic(s, p) else []
    c = a[1]
    if c not in s.cards[p] or c in s.used:
        return []
    if kind == "use":
        return C.use_moves(s, ctx, c)
    if s.discarded:
        return []
    return C.discard_moves(s, ctx, c)


def seats_named(a: Action) -> list[int]:
    """Seats a move names by colour (the relic, owner 4, is not a seat)."""
    kind = a[0]
    if kind == "raid":
        return [row[0] for row in a[1]]
    if kind == "raidcard":
        return [a[1]]
    if kind == "use" and a[1] == "plasma_cannon":
        return [o for o, _ in a[2][1] if o < 4]
    if kind == "discard":
        c, args = a[1], a[2]
        if c == "orbital_teleporter":
            return [args[1]]
        if c == "polarity_device":
            return [args[1], args[3]]
        if c == "plasma_cannon" and args[1] < 4:
            return [args[1]]
    return []


def execute(s: State, p: int, a: Action, text: str, ctx: F.Ctx | None = None) -> None:
    """Apply a validated action to `s` (a private copy); `ctx` may come from validation."""
    kind = a[0]
    if ctx is None:
        ctx = F.Ctx(s, p)
    if kind != "launch":
        s.hub_over = 0
    if kind == "dock":
        _, fac, vals, t = a
        ships = F.pick(ctx, vals, relic_first=fac == "terraform")
        F.dock(s, ctx, ships, fac, t)
    elif kind == "end":
        end_turn(s)
    elif kind == "cycle":
        C.cycle(s)
    elif kind == "take":
        C.take(s, p, a[1])
    elif kind == "trade":
        F.trade(s, ctx)
    elif kind == "launch":
        F.launch(s, p, a[1])
    elif kind == "buy":
        F.buy_relic(s, p)
    elif kind == "use":
        C.apply_use(s, ctx, a[1], a[2], text)
    elif kind == "discard":
        C.apply_discard(s, ctx, a[1], a[2], text)
    elif kind == "raid":
        do_raid(s, p, a[1])
    elif kind == "raidcard":
        do_raid_card(s, p, a[1], a[2])
    else:
        do_return(s, a[1], a[2])


class AlienFrontiers(Game[State]):
    info = INFO

    def ai_move(self, state: State, seat: int, level: str, seed: int) -> str:
        from games.alien_frontiers.ai import choose_move

        return choose_move(state, seat, level, seed)

    def new(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        opts = self.info.resolve_options(options, seats)
        return new_state(seats, seed, bool(opts["long"]))

    def to_act(self, state: State) -> int | None:
        return None if state.phase == "over" else state.seat

    def legal_moves(self, state: State, seat: int) -> list[str]:
        if state.phase == "over" or seat != state.seat:
            return []
        if state.phase == "raid":
            return raid_moves(state, seat)
        if state.phase == "return":
            return return_options(state)
        return play_moves(state, seat)

    def _validate(
        self, state: State, seat: int, move: str
    ) -> tuple[Action, str, F.Ctx | None]:
        if state.phase == "over":
            raise IllegalMove("af.err.game_over", rule="AF-4.1")
        if seat != state.seat:
            raise IllegalMove("af.err.not_your_turn", rule="AF-3.9",
                              colour=Msg(f"af.colour.{COLOURS[state.seat]}"))
        try:
            a = parse(move)
        except IllegalMove as unread:
            raise unparsed(state, seat, move) or unread from None
        text = fmt(a)
        for q in seats_named(a):
            if q >= state.n:
                raise IllegalMove("af.err.no_such_player",
                                  colour=Msg(f"af.colour.{COLOURS[q]}"))
        ctx = F.Ctx(state, seat) if state.phase == "play" else None
        if text not in moves_of_kind(state, seat, a, ctx):
            try:
                reason, rule = explain(state, seat, a, text)
            except Exception:  # a reason is a courtesy: never let it hide the refusal
                reason, rule = Msg("af.err.not_legal_now", {"move": text}), None
            raise IllegalMove(reason.key, rule=rule, **reason.params)
        return a, text, ctx

    def canonical(self, state: State, seat: int, move: str) -> str:
        return self._validate(state, seat, move)[1]

    def apply(self, state: State, seat: int, move: str) -> State:
        a, text, ctx = self._validate(state, seat, move)
        nxt = state.clone()
        execute(nxt, seat, a, text, ctx)
        return nxt

    def reveals(self, before: State, after: State) -> bool:
        return (
            before.rng != after.rng
            or len(before.deck) != len(after.deck)
            or before.turn != after.turn
        )

    def turn_key(self, state: State) -> tuple[int, int]:
        return (state.turn, state.seat)

    def view(self, state: State, seat: int | None) -> JSON:
        return build_view(state, seat)

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def ranking(self, state: State) -> list[list[int]]:
        return ranking(state)

    def ranking_explained(self, state: State) -> list[tuple[list[int], str]]:
        return ranking_explained(state)

    def scores(self, state: State) -> list[int]:
        return list(state.vp)

    def encode(self, state: State) -> JSON:
        return encode(state)

    def decode(self, data: JSON) -> State:
        return decode(data)
