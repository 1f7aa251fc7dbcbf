"""Event TypedDicts of the players: cards, titles, loyalty, places and the Ionian Nebula
(see `events.py`)."""

from __future__ import annotations

from typing import Any, TypedDict

from games.battlestar_galactica.events_board import Secret


class ActionEvent(TypedDict, total=False):
    event: str
    move: str
    seat: int


class AllyMetEvent(TypedDict, total=False):
    event: str
    ally: str
    seat: int
    token: str | None


class AllyPlacedEvent(TypedDict, total=False):
    event: str
    ally: str
    location: str


class AllyRemovedEvent(TypedDict, total=False):
    event: str
    ally: str


class AllySkippedEvent(TypedDict, total=False):
    event: str
    ally: str


class AttachedEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int


class CardPlayedEvent(TypedDict, total=False):
    event: str
    card: str
    name: str
    seat: int


class CardTakenEvent(TypedDict, total=False):
    event: str
    seat: int
    target: int
    secret: Secret


class CharacterPickedEvent(TypedDict, total=False):
    event: str
    character: str | None
    seat: int


class ChoiceEvent(TypedDict, total=False):
    event: str
    box: str
    card: str
    seat: int


class ChosenEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int
    target: int | None


class CrisisBottomedEvent(TypedDict, total=False):
    event: str
    seat: int


class CrisisDiscardedEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int


class CrisisDrawnPrivateEvent(TypedDict, total=False):
    event: str
    count: int
    seat: int
    secret: Secret


class CrisisRevealedEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int


class CrossroadsDealtEvent(TypedDict, total=False):
    event: str
    seat: int
    secret: Secret


class CrossroadsRevealedEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int
    token: str | None


class DisasterEvent(TypedDict, total=False):
    event: str
    count: int
    seat: int


class DisasterSetAsideEvent(TypedDict, total=False):
    event: str
    seat: int


class DiscardEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int
    why: str


class DrawEvent(TypedDict, total=False):
    event: str
    colour: str
    count: int
    seat: int
    secret: Secret


class EliminatedEvent(TypedDict, total=False):
    event: str
    character: str | None
    loyalty: list[str]
    seat: int


class ExecutedEvent(TypedDict, total=False):
    event: str
    character: str | None
    seat: int


class FinalFiveEvent(TypedDict, total=False):
    event: str
    card: str
    examiner: int
    seat: int


class GoalPenaltyEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int


class GoalRevealedEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int


class HandSeenEvent(TypedDict, total=False):
    event: str
    seat: int
    target: int | None
    secret: Secret


class HandTakenEvent(TypedDict, total=False):
    event: str
    count: int
    seat: int
    target: int
    secret: Secret


class LocationUsedEvent(TypedDict, total=False):
    event: str
    location: str
    seat: int


class LookRefusedEvent(TypedDict, total=False):
    event: str
    seat: int
    target: int | None


class LookedEvent(TypedDict, total=False):
    event: str
    count: int
    seat: int
    target: int | None
    secret: Secret


class LoyaltyDealtEvent(TypedDict, total=False):
    event: str
    count: int
    seat: int
    secret: Secret


class LoyaltyGivenEvent(TypedDict, total=False):
    event: str
    count: int
    seat: int
    target: int
    secret: Secret


class LoyaltyShownEvent(TypedDict, total=False):
    event: str
    cards: list[Any]
    seat: int


class MovedEvent(TypedDict, total=False):
    event: str
    frm: str | None
    seat: int
    to: str | None


class NewCharacterEvent(TypedDict, total=False):
    event: str
    character: str | None
    seat: int


class NoTargetEvent(TypedDict, total=False):
    event: str
    card: str


class OncePerGameEvent(TypedDict, total=False):
    event: str
    ability: str
    seat: int


class PeekedEvent(TypedDict, total=False):
    event: str
    deck: str
    seat: int
    secret: Secret


class QuickFixEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int


class QuorumDiscardedEvent(TypedDict, total=False):
    event: str
    card: str


class QuorumDrawnEvent(TypedDict, total=False):
    event: str
    count: int
    secret: Secret


class QuorumPlayedEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int


class QuorumRestackedEvent(TypedDict, total=False):
    event: str
    seat: int


class QuorumSeenEvent(TypedDict, total=False):
    event: str
    seat: int
    secret: Secret


class ReconEvent(TypedDict, total=False):
    event: str
    seat: int
    secret: Secret


class ResourceEvent(TypedDict, total=False):
    event: str
    delta: int
    resource: str
    value: int
    why: str


class RevealedEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int


class ScoutedEvent(TypedDict, total=False):
    event: str
    deck: str
    seat: int
    where: str  # public or in `secret` (data/board.py SCOUTED_WHERE_PUBLIC)
    secret: Secret


class SkippedReceiveEvent(TypedDict, total=False):
    event: str
    seat: int


class StandingOrderEvent(TypedDict, total=False):
    event: str
    move: str
    seat: int


class SuperCrisisEvent(TypedDict, total=False):
    event: str
    card: str
    seat: int


class SuperDrawnEvent(TypedDict, total=False):
    event: str
    seat: int
    secret: Secret


class SuperSwappedEvent(TypedDict, total=False):
    event: str
    seat: int
    secret: Secret


class SympathizerEvent(TypedDict, total=False):
    event: str
    red: bool
    seat: int


class SympathizerPassedEvent(TypedDict, total=False):
    event: str
    seat: int
    to: int


class TitleEvent(TypedDict, total=False):
    event: str
    seat: int | None
    title: str


class TookCheckCardsEvent(TypedDict, total=False):
    event: str
    count: int
    seat: int


class TraumaDiscardedEvent(TypedDict, total=False):
    event: str
    seat: int


class TraumaDrawnEvent(TypedDict, total=False):
    event: str
    count: int
    seat: int
    secret: Secret


class TraumaShownEvent(TypedDict, total=False):
    event: str
    seat: int
    tokens: list[str]


class TraumaTakenFromLocationEvent(TypedDict, total=False):
    event: str
    location: str
    seat: int


class TrialResultEvent(TypedDict, total=False):
    event: str
    eliminated: list[int]
