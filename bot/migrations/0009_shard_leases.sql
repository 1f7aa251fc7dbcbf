-- Several processes, one bot (bot/shards.py): each Discord shard is run by one process at a
-- time, the owner of its lease. The owner renews heartbeat_at every few seconds; a lease whose
-- heartbeat is older than the lease time is dead and the shard may be taken over. Every
-- process of one bot uses the same shard_count. Times are Unix seconds.
CREATE TABLE shard_leases (
    shard        INTEGER PRIMARY KEY CHECK (shard >= 0),
    shard_count  INTEGER NOT NULL CHECK (shard_count > shard),
    owner        TEXT NOT NULL,
    acquired_at  REAL NOT NULL,
    heartbeat_at REAL NOT NULL
);
