-- The game's action queue message (BSG-27.2), so a restart edits the same message even where
-- the bot may not pin it.
ALTER TABLE games ADD COLUMN queue_message_id INTEGER;
