-- Remember the public messages of a game (so their buttons can be retired) and its result.
ALTER TABLE games ADD COLUMN lobby_message_id INTEGER;
ALTER TABLE games ADD COLUMN turn_message_id INTEGER;
ALTER TABLE games ADD COLUMN finished_at TEXT;
ALTER TABLE games ADD COLUMN ranking TEXT;
