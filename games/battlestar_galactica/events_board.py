"""Event TypedDicts of the board: ships, tracks, dice, checks and the turn (see `events.py`)."""

from __future__ import annotations

from typing import Any, TypedDict


class Secret(TypedDict, total=False):
    """What only some seats see of an event."""

    cards: list[str]
    card: str
    tokens: list[str]
    backs: dict[str, str]


class ActivationEvent(TypedDict, total=False):
    event: str
    kind: str


class AutoAttackEvent(TypedDict, total=False):
    event: str


class BasestarDamagedEvent(TypedDict, total=False):
    event: str
    basestar: str
    token: str | None


class BasestarDestroyedEvent(TypedDict, total=False):
    event: str
    area: str | None
    basestar: str


class CenturionDestroyedEvent(TypedDict, total=False):
    event: str
    space: int


class CenturionsEvent(TypedDict, total=False):
    event: str
    added: int
    track: list[int]


class CheckDeclaredEvent(TypedDict, total=False):
    event: str
    result: str
    seat: int


class CheckModifiedEvent(TypedDict, total=False):
    event: str
    difficulty: int
    move: str
    seat: int


class CheckWaitEvent(TypedDict, total=False):
    event: str
    seat: int


class CheckRevealedEvent(TypedDict, total=False):
    event: str
    cards: list[Any]  # [card, seat or None] pairs, shuffled
    attributed: bool


class CheckResultEvent(TypedDict, total=False):
    event: str
    card: str
    difficulty: int
    result: str
    total: int | None


class CheckStartedEvent(TypedDict, total=False):
    event: str
    card: str
    colours: list[str]
    difficulty: int
    src: str | None


class CheckTotalEvent(TypedDict, total=False):
    event: str
    difficulty: int
    total: int | None


class CivilianDestroyedEvent(TypedDict, total=False):
    event: str
    area: str | None
    back: str
    label: str | None


class CivilianEscortedEvent(TypedDict, total=False):
    event: str
    area: str | None
    label: str | None


class CivilianMovedEvent(TypedDict, total=False):
    event: str
    frm: str | None
    label: str | None
    to: str | None


class CivilianPlacedEvent(TypedDict, total=False):
    event: str
    area: str | None
    label: str | None


class CiviliansSeenEvent(TypedDict, total=False):
    event: str
    labels: list[str]
    seat: int
    secret: Secret


class ConsequenceEvent(TypedDict, total=False):
    event: str
    card: str


class ContributionsEvent(TypedDict, total=False):
    event: str
    counts: dict[str, int]


class CrossroadsPhaseEvent(TypedDict, total=False):
    event: str


class CylonsDestroyedEvent(TypedDict, total=False):
    event: str
    area: str | None
    count: int
    kind: str
    why: str


class CylonsLeftBehindEvent(TypedDict, total=False):
    event: str


class CylonsPlacedEvent(TypedDict, total=False):
    event: str
    area: str | None
    count: int
    kind: str


class DamageDrawnEvent(TypedDict, total=False):
    event: str
    seat: int
    secret: Secret


class DamageReturnedEvent(TypedDict, total=False):
    event: str
    seat: int
    count: int
    tokens: list[str]  # public or in `secret` (data/board.py RETURNED_DAMAGE_PUBLIC)
    secret: Secret


class DestinationEvent(TypedDict, total=False):
    event: str
    card: str
    distance: int


class DestinationsDrawnEvent(TypedDict, total=False):
    event: str
    count: int
    seat: int
    secret: Secret


class DestinyAddedEvent(TypedDict, total=False):
    event: str
    cards: list[Any]


class DestinyBuiltEvent(TypedDict, total=False):
    event: str
    count: int


class DestinyDiscardedEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int


class DestinySeenEvent(TypedDict, total=False):
    event: str
    seat: int
    secret: Secret


class DistanceEvent(TypedDict, total=False):
    event: str
    delta: int
    value: int


class FailSuppressedEvent(TypedDict, total=False):
    event: str
    card: str


class FinalJumpEvent(TypedDict, total=False):
    event: str


class FinalJumpNextEvent(TypedDict, total=False):
    event: str


class FleetJumpedInEvent(TypedDict, total=False):
    event: str
    area: str | None


class FleetPlacedEvent(TypedDict, total=False):
    event: str
    area: str | None
    kind: str


class GalacticaDamagedEvent(TypedDict, total=False):
    event: str
    token: str | None


class GameOverEvent(TypedDict, total=False):
    event: str
    reason: str
    winner: str


class HeaviesBoardedEvent(TypedDict, total=False):
    event: str
    area: str | None
    count: int


class HeaviesMovedEvent(TypedDict, total=False):
    event: str
    count: int
    frm: str | None
    to: str | None


class JumpEvent(TypedDict, total=False):
    event: str
    auto: bool


class JumpTrackEvent(TypedDict, total=False):
    event: str
    delta: int
    value: int


class KeptInPlayEvent(TypedDict, total=False):
    event: str
    card: str
    effect: str


class LeftPlayEvent(TypedDict, total=False):
    event: str
    card: str


class MissedEvent(TypedDict, total=False):
    event: str
    area: str | None
    attacker: str
    target: int | None


class NukeLaunchedEvent(TypedDict, total=False):
    event: str
    seat: int
    target: int | None


class NukesEvent(TypedDict, total=False):
    event: str
    admiral: int


class PilotLaunchedEvent(TypedDict, total=False):
    event: str
    area: str | None
    kind: str
    seat: int


class ProphecyUsedEvent(TypedDict, total=False):
    event: str


class PursuitEvent(TypedDict, total=False):
    event: str
    value: int


class RaiderMovedEvent(TypedDict, total=False):
    event: str
    frm: str | None
    to: str | None


class RaptorsEvent(TypedDict, total=False):
    event: str
    delta: int
    ready: int


class RedTapeEvent(TypedDict, total=False):
    event: str
    removed: list[str]


class RepairedEvent(TypedDict, total=False):
    event: str
    location: str


class ReshuffleEvent(TypedDict, total=False):
    event: str
    deck: str


class ReshuffledIntoDeckEvent(TypedDict, total=False):
    event: str
    card: str


class RollEvent(TypedDict, total=False):
    event: str
    die: int
    kind: str
    result: int
    seat: int
    why: str


class SetupDoneEvent(TypedDict, total=False):
    event: str
    first: int


class SkillCheckAbilityEvent(TypedDict, total=False):
    event: str
    ability: str


class SleeperAgentPhaseEvent(TypedDict, total=False):
    event: str


class TurnEvent(TypedDict, total=False):
    event: str
    number: int
    seat: int


class ViperDamagedEvent(TypedDict, total=False):
    event: str
    area: str | None
    kind: str
    pilot: int | None


class ViperDestroyedEvent(TypedDict, total=False):
    event: str
    area: str | None
    kind: str
    pilot: int | None


class ViperLaunchedEvent(TypedDict, total=False):
    event: str
    area: str | None
    kind: str


class ViperMovedEvent(TypedDict, total=False):
    event: str
    frm: str | None
    kind: str
    pilot: int | None
    to: str | None


class ViperRepairedEvent(TypedDict, total=False):
    event: str
    box: str
    kind: str


class VipersHomeEvent(TypedDict, total=False):
    event: str
