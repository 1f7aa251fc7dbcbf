"""`GalaxyTrucker`: the `games.base.Game` implementation tying the modules together.

Phases: `scheme` (Evil Machinations: everyone picks an intrigue card at once), `build` (everyone
builds at once), `flight` (inspection, loading and the cards, one decision at a time, except a
few secret steps where several seats answer at once), `over`.
"""

from __future__ import annotations

from collections.abc import Hashable, Mapping
from typing import Any

from games.base import JSON, Game, GameInfo, IllegalMove, Option, quoted
from games.galaxy_trucker import (  # noqa: F401  (modules that register tasks and decisions)
    bonus,
    building,
    cards_combat,
    cards_enemies,
    cards_events,
    cards_opportunities,
    cargo,
    damage,
    flight,
    flow,
    hazards,
    intrigue,
    intrigue_duels,
    launch,
    losses,
    penalties,
    report,
    rough_roads,
    scoring,
    setup,
)
from games.galaxy_trucker.data.rewards import LOAN_AMOUNT, LOAN_REPAY
from games.galaxy_trucker.flight import DECLARED, declarations
from games.galaxy_trucker.notation import HALVES, parse
from games.galaxy_trucker.state import State, decode, encode

OPTIONS = (
    Option("building", "choice", "duplicate", "gt.option.building", ("duplicate", "shared")),
    Option("strict_building", "bool", True, "gt.option.strict_building"),
    Option("lenient_repairs", "bool", False, "gt.option.lenient_repairs"),
    Option("class_1", "choice", "I", "gt.option.class_1", ("I", "IA")),
    Option("class_2", "choice", "II", "gt.option.class_2", ("II", "IIA")),
    Option("class_3", "choice", "III", "gt.option.class_3", ("III", "IIIa")),
    Option("new_technology", "bool", True, "gt.option.new_technology"),
    Option("evil_machinations", "bool", False, "gt.option.evil_machinations"),
    Option("intrigue_variant", "choice", "mixed", "gt.option.intrigue_variant",
           ("mixed", "prophet")),
    Option("rough_roads", "choice", "off", "gt.option.rough_roads",
           ("off", "late", "all", "gentle")),
    Option("bonus_cards", "bool", False, "gt.option.bonus_cards"),
    Option("gave_up_rounding", "choice", "up", "gt.option.gave_up_rounding", ("up", "down")),
    Option("five_player_rewards", "choice", "unit", "gt.option.five_player_rewards",
           ("unit", "literal")),
    Option("five_player_ties", "choice", "front_first", "gt.option.five_player_ties",
           ("front_first", "rear_first")),
    Option("cannon_boost", "choice", "by_facing", "gt.option.cannon_boost",
           ("by_facing", "flat")),
    Option("hyperspace", "choice", "current_and_next", "gt.option.hyperspace",
           ("current_and_next", "current_only")),
    Option("trustbusters", "choice", "each", "gt.option.trustbusters", ("each", "largest")),
    Option("wide_open_space", "choice", "twice", "gt.option.wide_open_space",
           ("twice", "double")),
    Option("speed_trap", "choice", "per_point", "gt.option.speed_trap",
           ("per_point", "per_player")),
    Option("infected_goods", "choice", "offered", "gt.option.infected_goods",
           ("offered", "loaded")),
)

INFO = GameInfo(key="galaxy_trucker", title="Galaxy Trucker", min_seats=2, max_seats=5,
                options=OPTIONS, ai_levels=("random", "builder"), prefix="gt")

RULE_OF = {"land": "GT-3.9.2", "explore": "GT-3.9.3", "power": "GT-2.12.2", "fire": "GT-2.12.3",
           "defend": "GT-3.6", "lose": "GT-3.8.1", "drop": "GT-3.8.2", "load": "GT-3.8.3",
           "battery": "GT-2.12.5", "alien": "GT-2.11.2", "remove": "GT-2.10.2",
           "keep": "GT-3.7.2", "repair_keep": "GT-2.10.4", "wake": "GT-5.4.2",
           "reward": "GT-3.9.5", "diplomat": "GT-5.5.7", "hyperspace": "GT-5.4.7"}


def general_moves(s: State, seat: int) -> list[str]:
    """Moves a player in flight may make whenever a card asks them something: take or repay a
    loan (GT-5.7.5). Credits are public, so a loan is taken on one's own decision, where the
    table tells everyone."""
    d = s.pending
    if s.phase != "flight" or not s.card or d is None or d.get("seat") != seat \
            or not s.flying[seat] or d["kind"] == "union":
        return []
    out: list[str] = []
    if s.opts["evil_machinations"]:
        out.append("loan")
        if s.loans[seat] and s.credits[seat] >= LOAN_REPAY:
            out.append("repay")
    return out


def declare(s: State, seat: int, move: str) -> None:
    """Record a declaration; only its player is told (the others learn it when it acts)."""
    if move == "give up cancel":
        s.retire[seat] = 0
        flow.emit(s, "give_up_cancelled", private=seat, seat=seat)
    elif move == "give up":
        s.retire[seat] = 1
        flow.emit(s, "will_give_up", private=seat, seat=seat)
    else:
        s.retire[seat] = 2 + HALVES.index(move.split()[1])
        flow.emit(s, "will_abandon", private=seat, seat=seat, half=s.retire[seat] - 2)


def check_declaration(s: State, seat: int, text: str) -> None:
    """Refuse a declaration that cannot be made now, saying why (GT-3.10.1, GT-5.6.2.4): a
    list of what may be declared instead would often be empty (while building, say)."""
    if text in declarations(s, seat):
        return
    if s.phase != "flight":
        raise IllegalMove("gt.err.give_up_not_in_flight", rule="GT-3.10.1")
    if not s.flying[seat]:
        raise IllegalMove("gt.err.give_up_not_flying", rule="GT-3.10.1")
    if text == "give up cancel":
        raise IllegalMove("gt.err.give_up_nothing_to_cancel", rule="GT-3.10.1")
    if text == "give up":
        raise IllegalMove("gt.err.give_up_already", rule="GT-3.10.1")
    if len(s.ships[seat].halves) != 2:
        raise IllegalMove("gt.err.abandon_one_piece", rule="GT-5.6.2.4")
    raise IllegalMove("gt.err.abandon_already", rule="GT-5.6.2.4")


def play_general(s: State, seat: int, move: str) -> None:
    if move == "loan":
        s.credits[seat] += LOAN_AMOUNT
        s.loans[seat] += 1
        flow.emit(s, "loan", seat=seat, forced=False)
    else:
        s.credits[seat] -= LOAN_REPAY
        s.loans[seat] -= 1
        flow.emit(s, "repaid", seat=seat)


class GalaxyTrucker(Game[State]):
    info = INFO

    def new(self, seats: int, seed: int, options: Mapping[str, Any]) -> State:
        return setup.new_game(seats, seed, self.info.resolve_options(options, seats))

    def awaiting(self, state: State) -> tuple[int, ...]:
        s = state
        if s.phase == "over":
            return ()
        if s.phase == "scheme":
            return tuple(p for p in range(s.n) if not s.choice[p])
        if s.phase == "build":
            return tuple(building.building(s))
        d = s.pending
        if d is None:
            return ()
        if "seats" in d:
            return tuple(p for p in d["seats"] if str(p) not in d["answers"])
        return (d["seat"],)

    def to_act(self, state: State) -> int | None:
        waiting = self.awaiting(state)
        return waiting[0] if waiting else None

    def legal_moves(self, state: State, seat: int) -> list[str]:
        s = state
        if seat not in self.awaiting(s):
            return declarations(s, seat)
        if s.phase == "scheme":
            return setup.scheme_moves(s, seat)
        if s.phase == "build":
            return building.moves(s, seat)
        return [*flow.options(s, seat), *general_moves(s, seat), *declarations(s, seat)]

    def _check(self, s: State, seat: int, move: str) -> tuple[str, str, tuple[Any, ...]]:
        if s.phase == "over":
            raise IllegalMove("gt.err.game_over", rule="GT-4.6")
        if seat not in self.awaiting(s) and not self.anytime(move):
            raise IllegalMove("game.not_your_turn")
        verb, text, args = parse(move)
        if text.startswith(DECLARED):
            check_declaration(s, seat, text)
            return verb, text, args
        if s.phase == "build":
            building.check(s, seat, verb, args)
            return verb, text, args
        if s.phase == "scheme":
            if text not in setup.scheme_moves(s, seat):
                raise IllegalMove("gt.err.not_your_card", rule="GT-5.7.2", text=quoted(move))
            return verb, text, args
        if text in general_moves(s, seat) or text in flow.options(s, seat):
            return verb, text, args
        rule = RULE_OF.get(s.pending["kind"] if s.pending else "")
        moves = [quoted(m) for m in flow.options(s, seat)[:6]]
        if not moves:
            raise IllegalMove("gt.err.not_asked_now", rule=rule, text=quoted(move))
        raise IllegalMove("gt.err.not_an_option", rule=rule, text=quoted(move), moves=moves)

    def canonical(self, state: State, seat: int, move: str) -> str:
        return self._check(state, seat, move)[1]

    def apply(self, state: State, seat: int, move: str) -> State:
        verb, text, args = self._check(state, seat, move)
        if text.startswith(DECLARED):
            s = state.clone()
            declare(s, seat, text)
            return s
        s = state.clone(mover=seat if state.phase == "build" else None)
        if s.phase == "build":
            building.apply(s, seat, verb, args)
        elif s.phase == "scheme":
            setup.choose_intrigue(s, seat, args[0])
        elif text in general_moves(s, seat):
            play_general(s, seat, text)
            return s
        else:
            flow.answer(s, seat, text)
            return s
        flow.run(s)
        return s

    def reveals(self, before: State, after: State) -> bool:
        return before.reveal != after.reveal

    def turn_key(self, state: State) -> tuple[int, int]:
        """In flight each adventure card is a turn of its own, even for a seat asked again on
        the next card: the table posts it and the seat's clock restarts. `step` and the cards
        resolved this round only grow within a round, so their sum changes with either."""
        s = state
        if s.phase in ("build", "scheme") or (s.pending and "seats" in s.pending):
            return s.step, -1
        return s.step + len(s.resolved), (s.pending["seat"] if s.pending else -1)

    def anytime(self, move: str) -> bool:
        """Giving up (or dropping a half) is declared, changed or withdrawn at any time in
        flight, and stays private until it takes effect before the next card (GT-3.10.1)."""
        try:
            return parse(move)[1].startswith(DECLARED)
        except IllegalMove:
            return False

    def public_move(self, seat: int, move: str) -> str:
        verb = move.split()[0] if move.split() else ""
        if verb in ("intrigue", "offer") or (verb == "take" and move != "take hit"
                                              and len(move.split()) == 2):
            return f"{verb} ?"
        return move

    def secret_span(self, state: State) -> Hashable | None:
        """Duplicate deal: every builder draws the same tiles in the same order, so another
        builder's moves would tell you your own next draws (the ships are hidden alike)."""
        if state.phase == "build" and not building.shared(state):
            return ("build", state.round)
        return None

    def view(self, state: State, seat: int | None) -> JSON:
        from games.galaxy_trucker.view import build_view

        return build_view(state, seat)  # type: ignore[return-value]

    def is_over(self, state: State) -> bool:
        return state.phase == "over"

    def ranking(self, state: State) -> list[list[int]]:
        return scoring.ranking(state)

    def scores(self, state: State) -> list[int]:
        return list(state.credits)

    def ai_move(self, state: State, seat: int, level: str, seed: int) -> str:
        from games.galaxy_trucker.ai import choose_move

        return choose_move(state, seat, level, seed)

    def timeout_move(self, state: State, seat: int) -> str | None:
        """A builder out of time finishes late (GT-6.7); a secret offer never made is 0."""
        if state.phase == "build" and seat in building.building(state):
            return "finish late"
        if state.pending and state.pending.get("kind") == "offer":
            return "offer 0"
        return None

    def encode(self, state: State) -> JSON:
        return encode(state)

    def decode(self, data: JSON) -> State:
        return decode(data)
