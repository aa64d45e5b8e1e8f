-- Leases: a chore that one bot process at a time may run (the sweeper), when several
-- processes share one database. The holder renews its lease at every run; another
-- process takes it over only once it has expired (its holder stopped or died).
CREATE TABLE leases (
    name       TEXT PRIMARY KEY,
    -- The process holding it ('' when nobody does).
    owner      TEXT NOT NULL,
    -- Unix seconds; the lease is free from then on.
    expires_at REAL NOT NULL
);
INSERT INTO leases (name, owner, expires_at) VALUES ('sweeper', '', 0);
