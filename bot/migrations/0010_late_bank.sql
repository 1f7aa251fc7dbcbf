-- A personal late bank (BSG-27.3): time a player may run over their turn clocks in one game,
-- in all; once a deadline passes, the seat's bank left (bank_seconds less bank_used) extends it.
-- `bank_from` is when a seat's clock started drawing on the bank (NULL: it has not): on answer,
-- the time since is charged to bank_used in the transaction of that answer.
ALTER TABLE games ADD COLUMN bank_seconds INTEGER NOT NULL DEFAULT 0
    CHECK (bank_seconds BETWEEN 0 AND 1209600);
ALTER TABLE seats ADD COLUMN bank_used REAL NOT NULL DEFAULT 0;
ALTER TABLE seat_timers ADD COLUMN bank_from REAL;
