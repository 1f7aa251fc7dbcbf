-- Timers per seat. Every seat a game waits on has its own clock (a simultaneous step waits on
-- several), tied to the turn it was armed for, and written in the same transaction as the move
-- that started that turn, so no timer ever outlives its turn or fires on another one.
--   kind 'turn': a person's clock (remind at remind_at, time out at due_at);
--   kind 'ai':   an AI seat is to act (due at once);
--   kind 'late': a person ran out of time and the stand-in AI is playing their turn.
-- `turn` is the game's turn key (JSON) when armed; `vacation_to` is how far a vacation has
-- already pushed `due_at` (a vacation never adds the same days twice).
CREATE TABLE seat_timers (
    game_id      INTEGER NOT NULL REFERENCES games (id),
    seat         INTEGER NOT NULL,
    turn         TEXT    NOT NULL,
    version      INTEGER NOT NULL,
    kind         TEXT    NOT NULL CHECK (kind IN ('turn', 'ai', 'late')),
    remind_at    REAL,
    due_at       REAL    NOT NULL,
    vacation_to  REAL,
    PRIMARY KEY (game_id, seat)
);
CREATE INDEX seat_timers_by_due ON seat_timers (due_at);
CREATE INDEX seat_timers_by_remind ON seat_timers (remind_at) WHERE remind_at IS NOT NULL;

-- Timers of the one-per-game table carry over with seat -1 and no turn: start-up gives each to
-- the seat its game waits on when the game has not moved since (its deadline kept), else arms
-- the turn afresh.
INSERT INTO seat_timers (game_id, seat, turn, version, kind, remind_at, due_at)
    SELECT game_id, -1, '', version, CASE kind WHEN 'ai' THEN 'late' ELSE 'turn' END,
           remind_at, due_at
    FROM timers;
DROP TABLE timers;

-- Vacation time a seat has used in its game (seconds): the game's allowance caps the total.
ALTER TABLE seats ADD COLUMN vacation_used REAL NOT NULL DEFAULT 0;

-- The version of the game its turn message shows (to retire its button and tell what came since).
ALTER TABLE games ADD COLUMN posted_version INTEGER;

-- Private news by DM (a player's secrets changed: a new hand, a card received), for players who
-- ask for it, in the language they last used with the bot.
ALTER TABLE players ADD COLUMN dm_private INTEGER NOT NULL DEFAULT 0;
ALTER TABLE players ADD COLUMN locale TEXT;
