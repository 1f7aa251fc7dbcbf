-- Ratings (openskill Plackett–Luce) and community tournaments.

-- Whether a finished game counts for ratings (casual games can opt out; tournament games count).
ALTER TABLE games ADD COLUMN rated INTEGER NOT NULL DEFAULT 1 CHECK (rated IN (0, 1));

-- Per-server settings: are AI seats rated as entries of their own, who may run tournaments.
CREATE TABLE guild_settings (
    guild_id           INTEGER PRIMARY KEY,
    rate_ai            INTEGER NOT NULL DEFAULT 0 CHECK (rate_ai IN (0, 1)),
    organiser_role_id  INTEGER
);

-- One rating per entrant, game type and scope ('global', or a server's id as text). An entrant
-- is a Discord user id as text, or 'ai:<level>' for an AI level rated as its own player.
CREATE TABLE ratings (
    scope       TEXT    NOT NULL,
    game_type   TEXT    NOT NULL,
    entrant     TEXT    NOT NULL,
    mu          REAL    NOT NULL,
    sigma       REAL    NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    updated_at  TEXT    NOT NULL,
    PRIMARY KEY (scope, game_type, entrant)
);
CREATE INDEX ratings_board ON ratings (scope, game_type, mu);

-- Each finished game is rated exactly once (a restart between the end and the update catches up).
CREATE TABLE rated_games (
    game_id   INTEGER PRIMARY KEY REFERENCES games (id),
    rated_at  TEXT NOT NULL
);

CREATE TABLE tournaments (
    id                INTEGER PRIMARY KEY,
    guild_id          INTEGER NOT NULL,
    channel_id        INTEGER NOT NULL,
    name              TEXT    NOT NULL,
    game_type         TEXT    NOT NULL,
    options           TEXT    NOT NULL DEFAULT '{}',
    format            TEXT    NOT NULL CHECK (format IN ('swiss', 'round_robin', 'elimination')),
    table_size        INTEGER NOT NULL CHECK (table_size BETWEEN 2 AND 16),
    rounds            INTEGER NOT NULL CHECK (rounds >= 0),  -- 0: counted at the start
    turn_seconds      INTEGER NOT NULL CHECK (turn_seconds >= 60),
    forfeit_after     INTEGER NOT NULL CHECK (forfeit_after >= 0),
    stuck_days        INTEGER NOT NULL DEFAULT 7,
    registration_ends REAL,
    status            TEXT    NOT NULL DEFAULT 'registration'
                      CHECK (status IN ('registration', 'running', 'finished', 'cancelled')),
    round             INTEGER NOT NULL DEFAULT 0,
    seed              INTEGER NOT NULL,
    creator_id        INTEGER NOT NULL,
    message_id        INTEGER,
    created_at        TEXT    NOT NULL,
    updated_at        TEXT    NOT NULL
);
CREATE INDEX tournaments_by_guild ON tournaments (guild_id, status);

-- Entrants: people (their user id) or AI players (a negative id, with their level). `since` is
-- the first round they play (late joiners); dropped ones stay for the standings. `seed_no`
-- is fixed when round 1 starts (by rating): an elimination bracket is rebuilt from it.
CREATE TABLE tournament_players (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    player_id      INTEGER NOT NULL,
    ai_level       TEXT,
    status         TEXT    NOT NULL DEFAULT 'active'
                   CHECK (status IN ('active', 'dropped', 'eliminated')),
    since          INTEGER NOT NULL DEFAULT 1,
    seed_no        INTEGER,  -- the seeding fixed when round 1 starts (best first)
    joined_at      TEXT    NOT NULL,
    PRIMARY KEY (tournament_id, player_id)
);

-- One row per table of a round: its players in seat order, its game and thread, its result.
CREATE TABLE tournament_tables (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    round          INTEGER NOT NULL,
    table_no       INTEGER NOT NULL,
    players        TEXT    NOT NULL,
    game_id        INTEGER REFERENCES games (id),
    thread_id      INTEGER,
    result         TEXT,
    settled_by     TEXT CHECK (settled_by IN ('game', 'organiser')),
    PRIMARY KEY (tournament_id, round, table_no)
);
CREATE UNIQUE INDEX tournament_tables_by_game ON tournament_tables (game_id);

CREATE TABLE tournament_byes (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    round          INTEGER NOT NULL,
    player_id      INTEGER NOT NULL,
    PRIMARY KEY (tournament_id, round, player_id)
);
