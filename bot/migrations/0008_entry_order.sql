-- The order entrants registered in, as a column of its own (tournaments list and drop them in
-- that order; PostgreSQL has no rowid to sort by). Entrants from before keep their rowid's order.
ALTER TABLE tournament_players ADD COLUMN entry_no INTEGER NOT NULL DEFAULT 0;
-- only: sqlite
UPDATE tournament_players SET entry_no = rowid;
