-- Turn clock (deadline, what happens on a timeout) and AI seats.
ALTER TABLE games ADD COLUMN turn_seconds INTEGER NOT NULL DEFAULT 86400
    CHECK (turn_seconds >= 60);
ALTER TABLE games ADD COLUMN forfeit_after INTEGER NOT NULL DEFAULT 3
    CHECK (forfeit_after >= 0);

-- ai_level: NULL for a person; else the level of the AI playing the seat. An AI seat's user_id
-- is negative (no Discord user has one).
ALTER TABLE seats ADD COLUMN ai_level TEXT;
ALTER TABLE seats ADD COLUMN timeouts INTEGER NOT NULL DEFAULT 0;

-- One timer per running game, for the turn in progress (its version). kind 'turn': remind at
-- remind_at, act at due_at; kind 'ai': an AI seat is to act (due at once). Times are Unix seconds.
CREATE TABLE timers (
    game_id    INTEGER PRIMARY KEY REFERENCES games (id),
    version    INTEGER NOT NULL,
    kind       TEXT    NOT NULL CHECK (kind IN ('turn', 'ai')),
    remind_at  REAL,
    due_at     REAL    NOT NULL
);
CREATE INDEX timers_by_due ON timers (due_at);

-- Each player's own settings (reminders by DM are off until they turn them on).
CREATE TABLE players (
    user_id       INTEGER PRIMARY KEY,
    dm_reminders  INTEGER NOT NULL DEFAULT 0
);
