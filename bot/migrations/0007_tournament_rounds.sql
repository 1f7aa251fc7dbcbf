-- What organisers choose when they create a tournament, and the state those choices need.

-- odd: what happens when the players do not fill tables of the chosen size. 'byes': tables are
-- never larger than chosen and whoever is left over has a bye (scored as a win); 'tables': a
-- table one seat larger or smaller instead (TR-P1). Tournaments from before keep 'tables'.
ALTER TABLE tournaments ADD COLUMN odd TEXT NOT NULL DEFAULT 'tables'
    CHECK (odd IN ('byes', 'tables'));

-- pause: after each round the next one waits for an organiser (`/tournament next`).
ALTER TABLE tournaments ADD COLUMN pause INTEGER NOT NULL DEFAULT 0 CHECK (pause IN (0, 1));

-- Check-in: the last checkin_minutes before round 1 (0: none). Players who have not checked in
-- when it closes are dropped. checkin_message_id: the check-in call, once it is posted.
ALTER TABLE tournaments ADD COLUMN checkin_minutes INTEGER NOT NULL DEFAULT 0
    CHECK (checkin_minutes >= 0);
ALTER TABLE tournaments ADD COLUMN checkin_message_id INTEGER;
ALTER TABLE tournament_players ADD COLUMN checked_in INTEGER NOT NULL DEFAULT 0
    CHECK (checked_in IN (0, 1));

-- A deadline per round (round_hours, 0: none): a reminder when a quarter of the round is left
-- (round_reminded), then the unfinished tables are settled by the game's ranking.
ALTER TABLE tournaments ADD COLUMN round_hours INTEGER NOT NULL DEFAULT 0
    CHECK (round_hours >= 0);
ALTER TABLE tournaments ADD COLUMN round_deadline REAL;
ALTER TABLE tournaments ADD COLUMN round_reminded INTEGER NOT NULL DEFAULT 0;

-- The last round whose standings were posted: each round's standings go out once.
ALTER TABLE tournaments ADD COLUMN posted_round INTEGER NOT NULL DEFAULT 0;

-- A table's result may also come from its round's deadline: settled_by gains 'deadline'
-- (SQLite cannot change a CHECK, so the table is rebuilt with its rows).
CREATE TABLE tournament_tables_new (
    tournament_id  INTEGER NOT NULL REFERENCES tournaments (id),
    round          INTEGER NOT NULL,
    table_no       INTEGER NOT NULL,
    players        TEXT    NOT NULL,
    game_id        INTEGER REFERENCES games (id),
    thread_id      INTEGER,
    result         TEXT,
    settled_by     TEXT CHECK (settled_by IN ('game', 'organiser', 'deadline')),
    PRIMARY KEY (tournament_id, round, table_no)
);
INSERT INTO tournament_tables_new (tournament_id, round, table_no, players, game_id, thread_id,
                                   result, settled_by)
    SELECT tournament_id, round, table_no, players, game_id, thread_id, result, settled_by
    FROM tournament_tables;
DROP TABLE tournament_tables;
ALTER TABLE tournament_tables_new RENAME TO tournament_tables;
CREATE UNIQUE INDEX tournament_tables_by_game ON tournament_tables (game_id);
