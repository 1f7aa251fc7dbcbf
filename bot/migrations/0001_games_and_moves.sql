-- Games, their seats and their append-only move log.
CREATE TABLE meta (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
);

CREATE TABLE games (
    id          INTEGER PRIMARY KEY,
    guild_id    INTEGER NOT NULL,
    channel_id  INTEGER NOT NULL,
    game_type   TEXT    NOT NULL,
    options     TEXT    NOT NULL DEFAULT '{}',
    seed        INTEGER NOT NULL,
    max_seats   INTEGER NOT NULL CHECK (max_seats BETWEEN 1 AND 16),
    creator_id  INTEGER NOT NULL,
    status      TEXT    NOT NULL DEFAULT 'lobby'
                CHECK (status IN ('lobby', 'active', 'finished', 'abandoned')),
    state       TEXT,
    version     INTEGER NOT NULL DEFAULT 0,
    created_at  TEXT    NOT NULL,
    updated_at  TEXT    NOT NULL
);

-- At most one open (lobby or running) game per channel or thread.
CREATE UNIQUE INDEX games_one_open_per_channel
    ON games (channel_id) WHERE status IN ('lobby', 'active');
CREATE INDEX games_by_guild ON games (guild_id, status);

CREATE TABLE seats (
    game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat     INTEGER NOT NULL CHECK (seat >= 0),
    user_id  INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat),
    UNIQUE (game_id, user_id)
);

CREATE TABLE moves (
    game_id    INTEGER NOT NULL REFERENCES games (id),
    seq        INTEGER NOT NULL CHECK (seq >= 1),
    seat       INTEGER NOT NULL,
    move       TEXT    NOT NULL,
    played_at  TEXT    NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- The log is append-only: games are archived, never deleted, and moves never change.
-- only: sqlite
CREATE TRIGGER moves_no_update BEFORE UPDATE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
-- only: sqlite
CREATE TRIGGER moves_no_delete BEFORE DELETE ON moves
BEGIN
    SELECT RAISE(ABORT, 'the move log is append-only');
END;
-- only: postgres
CREATE FUNCTION moves_append_only() RETURNS trigger LANGUAGE plpgsql AS
    'BEGIN RAISE EXCEPTION ''the move log is append-only''
     USING ERRCODE = ''integrity_constraint_violation''; END';
-- only: postgres
CREATE TRIGGER moves_append_only BEFORE UPDATE OR DELETE ON moves
    FOR EACH ROW EXECUTE FUNCTION moves_append_only();
