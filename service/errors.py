"""Typed refusals of the game service.

Each error has a stable `key` (what the cogs look up in their catalogues), the
`params` the message needs, and an English default `message`. The service never
formats mentions or Discord markup: params are plain ids, numbers and strings.
"""

from __future__ import annotations

from typing import Any, ClassVar


class ServiceError(Exception):
    """A refusal the user should see as one short line."""

    key: ClassVar[str] = "service_error"
    template: ClassVar[str] = "That cannot be done."

    def __init__(self, **params: Any):
        self.params = params
        super().__init__(self.message)

    @property
    def message(self) -> str:
        """The English default text, for logs and for a cog without a translation."""
        return self.template.format(**self.params)


class GameNotFound(ServiceError):
    key = "unknown_game"
    template = "There is no game #{game_id}."


class GameOfAnotherServer(ServiceError):
    key = "game_of_another_server"
    template = "Game #{game_id} was played in another server."


class GameOfAnotherKind(ServiceError):
    key = "game_of_another_kind"
    template = "Game #{game_id} is a game of {game_kind}."


class GameInProgressPrivate(ServiceError):
    key = "game_in_progress_private"
    template = ("Game #{game_id} is in progress: until it is over, only its players can look "
                "it up by its number.")


class NoGameHere(ServiceError):
    key = "no_game_here"
    template = "There is no game being played here."


class NotAPlayer(ServiceError):
    key = "not_a_player"
    template = "You are not playing in game #{game_id}."


class NotYourTurn(ServiceError):
    key = "not_your_turn"
    template = "It is not your turn: game #{game_id} is waiting for user {waiting_for}."


class GameOver(ServiceError):
    key = "game_over"
    template = "Game #{game_id} is over."


class StaleTurn(ServiceError):
    key = "stale_turn"
    template = "That move was already played: game #{game_id} has moved on."


class StaleChoice(ServiceError):
    key = "stale_choice"
    template = "That choice was already made on this turn of game #{game_id}."


class AlreadyAnswered(ServiceError):
    key = "already_answered"
    template = "You have already chosen in game #{game_id}: it waits for the others."


class IllegalChoice(ServiceError):
    key = "illegal_choice"
    template = "That choice is not allowed: {reason}."


class ConfirmPending(ServiceError):
    key = "confirm_pending"
    template = "Your turn is ready: confirm it or go back first."


class NothingToConfirm(ServiceError):
    key = "nothing_to_confirm"
    template = "There is no complete turn to confirm yet."


class NothingToUndo(ServiceError):
    key = "nothing_to_undo"
    template = "There is no choice to take back."


class ChannelBusy(ServiceError):
    key = "channel_busy"
    template = "A game is already being played here; finish it or use another channel."


class ChallengeNotFound(ServiceError):
    key = "unknown_challenge"
    template = "There is no challenge #{challenge_id}."


class ChallengeClosed(ServiceError):
    key = "challenge_closed"
    template = "Challenge #{challenge_id} is no longer open (it was {status})."


class NotChallenged(ServiceError):
    key = "not_challenged"
    template = "Only user {opponent_id} can answer challenge #{challenge_id}."


class NotChallenger(ServiceError):
    key = "not_challenger"
    template = "Only user {challenger_id} can cancel challenge #{challenge_id}."


class OnlyHostStarts(ServiceError):
    key = "only_host_starts"
    template = "Only user {host_id} can start table #{lobby_id}."


class OnlyHostSeats(ServiceError):
    key = "only_host_seats"
    template = "Only user {host_id} can choose who else sits at table #{lobby_id}."


class HostCannotLeave(ServiceError):
    key = "host_cannot_leave"
    template = "The host of table #{lobby_id} withdraws it rather than leaving it."


class ChallengeSelf(ServiceError):
    key = "challenge_self"
    template = "You cannot challenge yourself."


class ChallengePending(ServiceError):
    key = "challenge_pending"
    template = "You already have an open challenge here."


class TooManyGames(ServiceError):
    key = "too_many_games"
    template = ("User {user_id} already plays {count} games in this server; the limit "
                "is {limit}.")


class TooManyTables(ServiceError):
    key = "too_many_tables"
    template = ("You already have {count} invitations or open tables waiting in this "
                "server; the limit is {limit}.")


class TooManySeats(ServiceError):
    key = "too_many_seats"
    template = ("You already hold seats at {count} tables waiting to start in this server; "
                "the limit is {limit}.")


class SeatedAtGameLimit(ServiceError):
    key = "seated_at_game_limit"
    template = ("User {user_id} already plays {count} games in this server (the limit is "
                "{limit}), so the game cannot start; host {host_id} may remove them.")


class NoLongerSeated(ServiceError):
    key = "no_longer_seated"
    template = "User {user_id} no longer sits at table #{lobby_id}."


class TableFull(ServiceError):
    key = "table_full"
    template = "Every seat of table #{lobby_id} is taken."


class NotAtTable(ServiceError):
    key = "not_at_table"
    template = "You are not at table #{lobby_id}."


class AlreadyAtTable(ServiceError):
    key = "already_at_table"
    template = "You are already at table #{lobby_id}."


class NotEnoughPlayers(ServiceError):
    key = "not_enough_players"
    template = "Table #{lobby_id} needs at least {needed} players to start; it has {count}."


class NoAbsence(ServiceError):
    key = "no_absence"
    template = ("Nobody in game #{game_id} can be voted out yet: the player to move has "
                "{minutes} minutes left.")


class NotAVoter(ServiceError):
    key = "not_a_voter"
    template = "Only the other players of game #{game_id} vote about an absent player."


class VoteInstead(ServiceError):
    key = "vote_instead"
    template = ("Game #{game_id} has more than two players: the others vote to let the "
                "computer take the absent player's seat or to end the game.")


class ClaimInstead(ServiceError):
    key = "claim_instead"
    template = "Game #{game_id} has two players: the one waiting claims it by forfeit."


class InvalidOptions(ServiceError):
    key = "invalid_options"
    template = "Those game options are not valid: {reason}."


class UnknownGameKind(ServiceError):
    key = "unknown_game_kind"
    template = "This bot does not know the game {game_kind!r}."


class ClaimTooEarly(ServiceError):
    key = "claim_too_early"
    template = "You can claim game #{game_id} by forfeit in {minutes} minutes."


class ClaimNotAllowed(ServiceError):
    key = "claim_not_allowed"
    template = "Only the player waiting for a move can claim game #{game_id} by forfeit."


class RematchUnavailable(ServiceError):
    key = "rematch_unavailable"
    template = "A rematch needs a finished game between two people; game #{game_id} is not one."


class RematchStarted(ServiceError):
    key = "rematch_started"
    template = "The rematch of game #{game_id} has already started: game #{rematch_id}."


class ExportInProgress(ServiceError):
    key = "export_in_progress"
    template = ("Game #{game_id} is in progress: only its players can export it until it "
                "is over.")


class RecordCorrupt(ServiceError):
    key = "record_corrupt"
    template = "The stored record of game #{game_id} cannot be replayed: {reason}."


class ReviewUnfinished(ServiceError):
    key = "review_unfinished"
    template = "Game #{game_id} is not over: a game is reviewed once it has finished."


class ReviewUnavailable(ServiceError):
    key = "review_unavailable"
    template = "Games of {game_kind} cannot be reviewed yet."


class ReplayUnfinished(ServiceError):
    key = "replay_unfinished"
    template = "Game #{game_id} is still being played: its replay comes once it is over."


class NoSuchSeat(ServiceError):
    key = "no_such_seat"
    template = "Game #{game_id} has no player {seat}."


class NoDailyGame(ServiceError):
    key = "no_daily_game"
    template = "This game has no daily game."


class DailyAlreadyPlayed(ServiceError):
    key = "daily_already_played"
    template = "You have already played today's daily game (game #{game_id}); come back tomorrow."


class DailyDealHidden(ServiceError):
    key = "daily_deal_hidden"
    template = ("Game #{game_id} plays the daily deal of {day}: finish your own daily game "
                "first, then you may look at it.")


class TournamentNotFound(ServiceError):
    key = "unknown_tournament"
    template = "There is no tournament #{tournament_id}."


class InvalidTournament(ServiceError):
    """Settings that make no tournament; each reason is a subclass with its own words,
    so a reader in any language gets the whole line in that language."""

    key = "invalid_tournament"
    template = "That tournament cannot be set up."


class TournamentUnknownFormat(InvalidTournament):
    key = "tournament_unknown_format"
    template = "A tournament is a Swiss, a round robin, a knockout or table rounds."


class TournamentRoundsOutOfRange(InvalidTournament):
    key = "tournament_rounds_out_of_range"
    template = "A tournament plays 1 to {most} rounds."


class TournamentBestOf(InvalidTournament):
    key = "tournament_best_of"
    template = ("Only a knockout plays matches, of 1 or 3 games; the other formats play one "
                "game a table.")


class TournamentRoundTooShort(InvalidTournament):
    key = "tournament_round_too_short"
    template = "A round lasts at least a minute."


class TournamentMinimumTooLow(InvalidTournament):
    key = "tournament_minimum_too_low"
    template = "This tournament needs a minimum of at least {least} players."


class TournamentCapBelowMinimum(InvalidTournament):
    key = "tournament_cap_below_minimum"
    template = "The cap ({cap} players) is below the minimum ({minimum})."


class TournamentStartInPast(InvalidTournament):
    key = "tournament_start_in_past"
    template = "The start time is in the past."


class TournamentExtensionAddsNoTime(InvalidTournament):
    key = "tournament_extension_adds_no_time"
    template = "An extension adds time: give it a duration."


class TournamentUnseatable(ServiceError):
    """A format the game cannot seat; each reason is a subclass with its own words.
    They say "this game", as every refusal does, rather than a raw game id."""

    key = "tournament_unseatable"
    template = "This game cannot be played in that format at {seats} players a table."


class TournamentDuelOnly(TournamentUnseatable):
    key = "tournament_duel_only"
    template = ("A Swiss, a round robin and a knockout seat two players a table; for more, "
                "choose table rounds.")


class TournamentTableSeats(TournamentUnseatable):
    key = "tournament_table_seats"
    template = "Table rounds seat 3 to 5 players a table."


class TournamentGameSeats(TournamentUnseatable):
    key = "tournament_game_seats"
    template = "This game cannot seat {seats} players at one table."


class TournamentTooFewPlayers(ServiceError):
    key = "tournament_too_few_players"
    template = ("Tournament #{tournament_id} needs at least {needed} players to start; it "
                "has {count}.")


class TournamentAlreadyJoined(ServiceError):
    key = "tournament_already_joined"
    template = "You are already signed up for tournament #{tournament_id}."


class TournamentStarted(ServiceError):
    key = "tournament_started"
    template = "Tournament #{tournament_id} has already started: sign-up is closed."


class TournamentFull(ServiceError):
    key = "tournament_full"
    template = "Tournament #{tournament_id} is full: it takes {cap} players."


class NotInTournament(ServiceError):
    key = "not_in_tournament"
    template = "User {user_id} is not playing in tournament #{tournament_id}."


class NotTournamentManager(ServiceError):
    key = "not_tournament_manager"
    template = ("Only the host of tournament #{tournament_id}, user {host_id}, or its managers "
                "can do that.")


class TournamentNotRunning(ServiceError):
    """A manager's action the tournament's state does not allow. `of` picks the
    subclass that says the state in words (a raw status id would reach the reader)."""

    key = "tournament_not_running"
    template = "Tournament #{tournament_id} cannot do that now."

    @staticmethod
    def of(tournament_id: int, status: str) -> TournamentNotRunning:
        """The refusal for a tournament whose status is `status`."""
        by_status: dict[str, type[TournamentNotRunning]] = {
            "signup": TournamentNotStarted, "running": TournamentNotPaused,
            "paused": TournamentPaused, "finished": TournamentOver,
            "cancelled": TournamentCancelled}
        return by_status.get(status, TournamentNotRunning)(tournament_id=tournament_id,
                                                          status=status)


class TournamentNotStarted(TournamentNotRunning):
    key = "tournament_not_started"
    template = "Tournament #{tournament_id} has not started yet: sign-up is still open."


class TournamentNotPaused(TournamentNotRunning):
    key = "tournament_not_paused"
    template = "Tournament #{tournament_id} is running: it is not paused."


class TournamentPaused(TournamentNotRunning):
    key = "tournament_paused"
    template = "Tournament #{tournament_id} is paused: resume it first."


class TournamentOver(TournamentNotRunning):
    key = "tournament_over"
    template = "Tournament #{tournament_id} is over."


class TournamentCancelled(TournamentNotRunning):
    key = "tournament_cancelled"
    template = "Tournament #{tournament_id} was cancelled."


ALL_ERRORS: tuple[type[ServiceError], ...] = tuple(
    cls for cls in list(globals().values())
    if isinstance(cls, type) and issubclass(cls, ServiceError) and cls is not ServiceError
)
"""Every refusal, so a cog's test can check that each key has a translation."""
