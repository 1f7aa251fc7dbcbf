-- A tournament's late bank (BSG-27.3) for every game it starts, in seconds; NULL (tournaments
-- made before this) gives each game its own default.
ALTER TABLE tournaments ADD COLUMN bank_seconds INTEGER
    CHECK (bank_seconds IS NULL OR bank_seconds BETWEEN 0 AND 1209600);
