-- Vacations: a player may pause their clock, up to the days the game's creator allows.
ALTER TABLE games ADD COLUMN vacation_days INTEGER NOT NULL DEFAULT 7
    CHECK (vacation_days BETWEEN 0 AND 60);
ALTER TABLE players ADD COLUMN vacation_until REAL;
