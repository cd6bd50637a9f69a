-- Every provider callback (webhook, browser hint, provider poll, charge answer, staff replay), stored verbatim
-- with its verification result and what it changed (issue 11, docs/payments.md). Refused ones are kept too.
CREATE TABLE payment_events (
  id bigserial PRIMARY KEY,
  order_id uuid REFERENCES orders (id) ON DELETE RESTRICT,
  provider text NOT NULL,
  source text NOT NULL CHECK (source IN ('webhook', 'poll', 'charge', 'replay', 'hint')),
  verification text NOT NULL
    CHECK (verification IN ('verified', 'unsigned', 'bad_signature', 'stale', 'malformed', 'unknown_order', 'hint', 'poll')),
  headers jsonb NOT NULL DEFAULT '{}'::jsonb,
  body text NOT NULL,
  outcome text NOT NULL DEFAULT '',
  replay_of bigint REFERENCES payment_events (id),
  received_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_events_order_idx ON payment_events (order_id, id);

-- Durable background jobs (reconciliation): one row per job name; a node takes it with
-- SELECT ... FOR UPDATE SKIP LOCKED when due and holds a lease while it runs
-- (docs/decisions/0033-durable-jobs-in-a-table.md).
CREATE TABLE jobs (
  name text PRIMARY KEY,
  run_at timestamptz NOT NULL DEFAULT now(),
  locked_by text,
  locked_until timestamptz,
  last_started_at timestamptz,
  last_finished_at timestamptz,
  last_error text,
  runs bigint NOT NULL DEFAULT 0
);

-- State of the payment sandboxes (SANDBOX=on only): their payments, tokens, charges and invoices, kept in the
-- database like a provider keeps its own, so that they survive restarts and serve every node.
CREATE TABLE payment_sandbox_objects (
  kind text NOT NULL CHECK (kind IN ('np_payment', 'card_token', 'card_charge', 'invoice', 'control')),
  id text NOT NULL,
  data jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, id)
);
