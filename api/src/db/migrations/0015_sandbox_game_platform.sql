-- The sandbox game platform (SANDBOX=on only; api/src/modules/games/sandbox-platform): its own accounts, credit
-- balances, provably-fair seeds and rounds. A real platform keeps these on its side; nothing else reads them.
CREATE TABLE sgp_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  username text NOT NULL,
  password_hash text NOT NULL,
  must_change_password boolean NOT NULL DEFAULT true,
  player_ref text NOT NULL,
  game_slug text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT sgp_accounts_username UNIQUE (username)
);

CREATE TABLE sgp_balances (
  account_id uuid NOT NULL REFERENCES sgp_accounts (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('GC', 'SC')),
  balance bigint NOT NULL DEFAULT 0 CHECK (balance >= 0),
  wagered bigint NOT NULL DEFAULT 0 CHECK (wagered >= 0),
  won bigint NOT NULL DEFAULT 0 CHECK (won >= 0),
  PRIMARY KEY (account_id, currency)
);

-- Loads and withdrawals by the operator, idempotent by key.
CREATE TABLE sgp_operations (
  idempotency_key text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES sgp_accounts (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('load', 'withdraw')),
  currency text NOT NULL CHECK (currency IN ('GC', 'SC')),
  amount bigint NOT NULL CHECK (amount >= 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sgp_seeds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES sgp_accounts (id) ON DELETE CASCADE,
  server_seed text NOT NULL,
  server_seed_hash text NOT NULL,
  client_seed text NOT NULL,
  next_nonce integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  revealed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX sgp_seeds_one_active ON sgp_seeds (account_id) WHERE active;

CREATE TABLE sgp_rounds (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES sgp_accounts (id) ON DELETE CASCADE,
  seed_id uuid NOT NULL REFERENCES sgp_seeds (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('GC', 'SC')),
  bet bigint NOT NULL CHECK (bet > 0),
  win bigint NOT NULL CHECK (win >= 0),
  nonce integer NOT NULL,
  stops integer[] NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sgp_rounds_account_idx ON sgp_rounds (account_id, created_at);

CREATE TABLE sgp_sessions (
  token_hash text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES sgp_accounts (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL
);
