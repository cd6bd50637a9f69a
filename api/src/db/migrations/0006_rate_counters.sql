-- Rate limits decided atomically (issue 7.3): one row per key holding the timestamps of the events inside the
-- longest window, updated by a single INSERT ... ON CONFLICT DO UPDATE that counts and decides under the row lock.
-- Replaces rate_events, which was checked and then counted in two statements (parallel requests all passed).
CREATE TABLE rate_counters (
  key text PRIMARY KEY,
  hits timestamptz[] NOT NULL,
  allowed boolean NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE INDEX rate_counters_updated_at_idx ON rate_counters (updated_at);

DROP TABLE rate_events;
