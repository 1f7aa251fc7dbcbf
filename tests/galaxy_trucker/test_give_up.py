"""Voluntary give-up (GT-3.4.1, GT-3.10.1, GT-5.6.2.4): any player in flight declares it at any
time, awaited or not; it stays private and may be withdrawn until it takes effect, before the
next card is revealed, never in the middle of a card."""

from __future__ import annotations

from typing import Any

from games.base import IllegalMove
from games.galaxy_trucker import GAME
from games.galaxy_trucker.flow import run
from games.galaxy_trucker.state import State
from games.match import Match
from tests.galaxy_trucker.helpers import (
    BATTERY_S,
    DOUBLE_ENGINE_W,
    ENGINE_E,
    events,
    in_flight,
    next_card,
    play,
    ship,
)

POWERED = {"8,7": ENGINE_E, "6,7": DOUBLE_ENGINE_W, "7,8": BATTERY_S}


def open_space() -> State:
    """Seat 0 owes its engine report for Open Space; seat 1 (engine, nothing to choose) is not
    awaited; another Open Space comes next."""
    s = in_flight([ship("I", POWERED), ship("I", {"8,7": ENGINE_E})],
                  ["open_space_1a", "open_space_1b"])
    assert GAME.awaiting(s) == (0,) and s.pending is not None and s.pending["kind"] == "power"
    return s


def others(view: dict[str, Any]) -> dict[str, Any]:
    """A view without the last move's events (a declaration's are its player's only)."""
    return {k: v for k, v in view.items() if k != "events"}


def test_a_player_not_awaited_may_declare_at_any_time() -> None:
    """GT-3.10.1, GT-3.4.1: seat 1, not awaited, sees `give up` among its moves and may play it
    out of turn; nothing the others see changes, whose turn it is neither."""
    s = open_space()
    assert GAME.legal_moves(s, 1) == ["give up"]
    assert GAME.anytime("give up") and GAME.anytime("giveup") and GAME.anytime("give up cancel")
    assert not GAME.anytime("power 1") and not GAME.anytime("loan")
    after = GAME.apply(s, 1, "give up")
    assert GAME.awaiting(after) == (0,) and GAME.turn_key(after) == GAME.turn_key(s)
    assert not GAME.reveals(s, after)
    for viewer in (0, None):
        assert others(GAME.view(after, viewer)) == others(GAME.view(s, viewer))
        assert GAME.view(after, viewer)["events"] == []
    mine = GAME.view(after, 1)
    assert mine["players"][1]["retiring"] and mine["declarations"] == ["give up cancel"]
    assert [e["event"] for e in mine["events"]] == ["will_give_up"]
    assert GAME.view(after, 0)["declarations"] == ["give up"]  # seat 0's own


def test_it_takes_effect_before_the_next_card_never_during_this_one() -> None:
    """GT-3.10.1, GT-3.10.3: declared during Open Space, the ship still flies this card (it is
    moved by it), gives up once the card is resolved, and the next card passes it by; the give
    up is public then."""
    s = GAME.apply(open_space(), 1, "give up")
    assert s.flying[1]
    s = play(s, 0, "power 1")
    assert [e["seat"] for e in events(s, "moved")] == [0, 1]  # moved by this card first
    gave = [e for e in GAME.view(s, None)["events"] if e["event"] == "gave_up"]
    assert gave == [{"event": "gave_up", "seat": 1, "reason": "chose"}]
    assert not s.flying[1] and s.pos[1] is None
    assert GAME.legal_moves(s, 1) == []
    s = play(next_card(s), 0, "power 0")
    assert [e["seat"] for e in events(s, "moved")] == [0]


def test_a_declaration_may_be_withdrawn_until_then() -> None:
    """GT-3.10.1: `give up cancel` withdraws it; the ship flies on through the next card."""
    s = GAME.apply(open_space(), 1, "give up")
    with_cancel = GAME.apply(s, 1, "give up cancel")
    assert GAME.legal_moves(with_cancel, 1) == ["give up"]
    assert [e["event"] for e in GAME.view(with_cancel, 1)["events"]] == ["give_up_cancelled"]
    s = play(with_cancel, 0, "power 1")
    assert s.flying[1] and not any(e["event"] == "gave_up" for e in s.events)
    try:
        GAME.apply(s, 1, "give up cancel")
    except IllegalMove as error:
        assert error.key == "gt.err.give_up_nothing_to_cancel" and error.rule == "GT-3.10.1"
    else:
        raise AssertionError("nothing to withdraw")


def test_between_cards_it_acts_before_the_next_card_is_revealed() -> None:
    """GT-3.4.1: declared while the flight is between cards (Union Ship asks for its due before
    the last card, GT-5.8.5 #9), the give-up acts before that card is turned, so the ship takes
    no part in it."""
    s = in_flight([ship("I", {"8,7": ENGINE_E}), ship("I", {"8,7": ENGINE_E})], [],
                  positions=[2, 0], rough_roads="all")
    s.rough, s.credits = ["union_ship"], [5, 5]
    s.deck, s.queue = ["open_space_1a"], [["next_card"]]
    run(s)
    assert s.pending is not None and (s.pending["kind"], s.pending["seat"]) == ("union", 0)
    s = play(s, 1, "give up")  # seat 1 is not awaited: it declares anyway
    s = play(s, 0, "union 0")
    assert s.pending is not None and (s.pending["kind"], s.pending["seat"]) == ("union", 1)
    s = play(s, 1, "union 0")
    kinds = [e["event"] for e in s.events]
    assert kinds.index("gave_up") < kinds.index("card")
    assert [e["seat"] for e in s.events if e["event"] == "moved"] == [0]


def test_a_iia_half_is_dropped_the_same_way() -> None:
    """GT-5.6.2.4 #1: `abandon left|right` is declared, changed or withdrawn like a give-up."""
    s = open_space()
    s.ships[1].halves = [0, 1]
    assert GAME.legal_moves(s, 1) == ["give up", "abandon left", "abandon right"]
    s = GAME.apply(s, 1, "abandon right")
    assert GAME.legal_moves(s, 1) == ["give up", "abandon left", "give up cancel"]
    s = GAME.apply(s, 1, "give up")
    assert GAME.legal_moves(s, 1) == ["abandon left", "abandon right", "give up cancel"]


def test_out_of_flight_nothing_may_be_declared() -> None:
    """GT-3.10.1: only players in flight: not while building, not after giving up; any other
    move out of turn is still refused."""
    match = Match.start(GAME, 2, 1, {})
    assert GAME.legal_moves(match.state, 0)[:1] == ["draw"] and "give up" not in \
        GAME.legal_moves(match.state, 0)
    try:
        match.play(0, "give up")
    except IllegalMove as error:
        assert error.key == "gt.err.give_up_not_in_flight"
    else:
        raise AssertionError("no give-up while building")
    s = open_space()
    try:
        GAME.apply(s, 1, "power 0")
    except IllegalMove as error:
        assert error.key == "game.not_your_turn"
    else:
        raise AssertionError("out of turn")


def test_the_log_replays_with_declarations_out_of_turn() -> None:
    """A declaration made out of turn is in the move log and the game replays from it."""
    match = Match.start(GAME, 2, 3, {})
    while match.state.phase == "build":
        seat = GAME.awaiting(match.state)[0]
        match.play(seat, GAME.ai_move(match.state, seat, "builder", len(match.log)))
    while match.state.phase == "flight" and not match.state.card:
        seat = GAME.awaiting(match.state)[0]
        match.play(seat, GAME.ai_move(match.state, seat, "builder", len(match.log)))
    idle = next(p for p in range(2) if p not in GAME.awaiting(match.state))
    assert match.state.flying[idle]
    match.play(idle, "give up")
    assert match.log[-1] == (idle, "give up")
    again = Match.replay(GAME, 2, 3, {}, match.log)
    assert GAME.encode(again.state) == GAME.encode(match.state)


def test_the_table_has_words_for_it_and_the_caption_tells_it() -> None:
    """GT-3.10.1 at the table: the idle seat's panel and `/gt move` offer the declaration
    (`anytime_moves`), every language has words for it, the declaration's line reaches only its
    player, and the caption of the move that resolves the card says who gives up."""
    from bot.i18n import t
    from cogs.galaxy_trucker import labels as L
    from cogs.galaxy_trucker.presentation import GalaxyTruckerPresentation
    from cogs.table.presentation import Step

    presentation = GalaxyTruckerPresentation(GAME)
    names = ["alice", "bob"]
    s = open_space()
    assert presentation.anytime_moves(GAME.view(s, 1)) == ["give up"]
    assert presentation.anytime_moves(GAME.view(s, None)) == []
    declared = GAME.apply(s, 1, "give up")
    for lang in ("en", "zh", "es"):
        for move in ("give up", "give up cancel", "abandon left", "abandon right"):
            assert not L.move_label(lang, move).startswith(("gt.", "give", "abandon")), move
        mine = L.event_lines(lang, GAME.view(declared, 1)["events"], names)
        assert len(mine) == 1 and "bob" in mine[0] and "gt.ev" not in mine[0]
        withdrawn = GAME.view(GAME.apply(declared, 1, "give up cancel"), 1)["events"]
        assert "gt.ev" not in L.event_lines(lang, withdrawn, names)[0]
    assert L.event_lines("en", GAME.view(declared, None)["events"], names) == []
    after = play(declared, 0, "power 1")
    step = Step(2, 0, "power 1", GAME.view(declared, None), GAME.view(after, None), (0,))
    caption = "\n".join(presentation.caption("en", [step], names))
    assert t("en", "gt.ev.gave_up.chose", player=L.player("en", 1, names)) in caption


def refusal(s: State, seat: int, move: str) -> IllegalMove:
    try:
        GAME.apply(s, seat, move)
    except IllegalMove as error:
        return error
    raise AssertionError(f"{move} was accepted")


def test_a_declaration_refused_says_why() -> None:
    """GT-3.10.1, GT-5.6.2.4: each declaration that cannot be made now is refused with its own
    reason, never with a list of what may be declared instead (often empty): while building,
    with nothing to withdraw, twice, with a ship in one piece, once out of the flight."""
    building = Match.start(GAME, 2, 1, {}).state
    for move in ("give up", "give up cancel", "abandon left"):
        error = refusal(building, 0, move)
        assert (error.key, error.rule, dict(error.params)) == (
            "gt.err.give_up_not_in_flight", "GT-3.10.1", {})
    s = open_space()
    assert refusal(s, 1, "give up cancel").key == "gt.err.give_up_nothing_to_cancel"
    assert refusal(s, 1, "abandon left").key == "gt.err.abandon_one_piece"
    assert refusal(GAME.apply(s, 1, "give up"), 1, "give up").key == "gt.err.give_up_already"
    s.ships[1].halves = [0, 1]
    dropped = GAME.apply(s, 1, "abandon left")
    assert refusal(dropped, 1, "abandon left").key == "gt.err.abandon_already"
    gone = play(GAME.apply(s, 1, "give up"), 0, "power 1")
    assert not gone.flying[1] and refusal(gone, 1, "give up").key == "gt.err.give_up_not_flying"


def test_the_reasons_read_plainly_in_every_language() -> None:
    """The refusals' words: a reason of their own in every language, no empty list."""
    from bot.i18n import t

    keys = ("give_up_not_in_flight", "give_up_not_flying", "give_up_nothing_to_cancel",
            "give_up_already", "abandon_one_piece", "abandon_already")
    for lang in ("en", "zh", "es"):
        for key in keys:
            text = t(lang, f"gt.err.{key}")
            assert text != f"gt.err.{key}" and "{" not in text and ": ." not in text
    assert t("en", "gt.err.give_up_nothing_to_cancel") == \
        "You have not declared a give-up, so there is nothing to cancel."


def test_a_move_that_answers_nothing_names_no_empty_list(monkeypatch) -> None:
    """GT-3.5.4: a move the card does not ask for is refused with the moves it does ask for;
    when there are none, the refusal leaves the list out rather than print an empty one."""
    from games.galaxy_trucker import flow

    s = open_space()
    error = refusal(s, 0, "power 9")
    assert error.key == "gt.err.not_an_option" and error.params["moves"]
    monkeypatch.setattr(flow, "options", lambda state, seat: [])
    error = refusal(s, 0, "power 9")
    assert error.key == "gt.err.not_asked_now" and "moves" not in error.params


def test_the_panel_reminds_only_the_declaring_player() -> None:
    """GT-3.10.1, GT-5.6.2.4: the panel of a player who declared tells what will happen before
    the next card (secret: the same seat's panel only), the give-up or the half it drops."""
    from cogs.galaxy_trucker.presentation import GalaxyTruckerPresentation

    presentation = GalaxyTruckerPresentation(GAME)
    names = ["alice", "bob"]

    def panel(s: State, seat: int) -> list[str]:
        view = GAME.view(s, seat)
        return presentation.panel_text("en", view, seat, names, GAME.legal_moves(s, seat)) \
            .splitlines()

    s = open_space()
    s.ships[1].halves = [0, 1]
    gave = GAME.apply(s, 1, "give up")
    assert "You will give up before the next card (`give up cancel` to withdraw)." in \
        panel(gave, 1)
    assert not any("give up" in line for line in panel(gave, 0))
    right = GAME.apply(s, 1, "abandon right")
    assert "You will drop the right half of your ship before the next card (`give up cancel` " \
        "to withdraw)." in panel(right, 1)
    assert not any("You will" in line for line in panel(GAME.apply(right, 1, "give up cancel"),
                                                        1))


def test_the_move_groups_beside_the_card_are_named_for_what_they_hold() -> None:
    """GT-5.7.5: loans exist only with Evil Machinations, so "Give up" is a group of its own
    (with "or drop a half" when the ship is in two, GT-5.6.2.4) and loans another."""
    from cogs.galaxy_trucker.presentation import GalaxyTruckerPresentation

    presentation = GalaxyTruckerPresentation(GAME)
    s = open_space()
    assert presentation.groups(GAME.legal_moves(s, 1), GAME.view(s, 1)) == {
        "give_up": ["give up"]}
    assert presentation.group_label("en", "give_up") == "Give up"
    s.ships[1].halves = [0, 1]
    grouped = presentation.groups(GAME.legal_moves(s, 1), GAME.view(s, 1))
    assert grouped == {"give_up_halves": ["give up", "abandon left", "abandon right"]}
    assert presentation.group_label("en", "give_up_halves") == "Give up or drop a half"
    machinations = in_flight([ship("I", POWERED), ship("I", {"8,7": ENGINE_E})],
                             ["open_space_1a"], evil_machinations=True)
    grouped = presentation.groups(GAME.legal_moves(machinations, 0), GAME.view(machinations, 0))
    assert grouped["loans"] == ["loan"] and grouped["give_up"] == ["give up"]
    assert presentation.group_label("en", "loans") == "Loans"
