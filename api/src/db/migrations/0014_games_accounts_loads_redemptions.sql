-- Issue 12: game accounts, loads (recharge requests) through escrow, game withdrawals, Sweep Coin playthrough
-- batches and redemptions (docs/games.md; docs/decisions/0035-game-platform-and-transfers.md and 0036).

-- Two more system accounts: coins loaded but not yet confirmed by a game platform sit in game_escrow; Sweep Coins
-- asked for redemption sit in redemptions_pending until paid (then to redemptions) or returned. The list of system
-- codes is kept in code (SYSTEM_ACCOUNTS); the column only requires a well-formed code so that migrations of
-- different features can each add theirs.
ALTER TABLE ledger_accounts DROP CONSTRAINT IF EXISTS ledger_accounts_system_code_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_system_code_format
  CHECK (system_code IS NULL OR system_code ~ '^[a-z][a-z_]{1,39}$');
INSERT INTO ledger_accounts (kind, system_code, currency, balance)
SELECT 'system', code, cur, NULL
FROM unnest(ARRAY['game_escrow', 'redemptions_pending']) AS code
CROSS JOIN unnest(ARRAY['GC', 'SC']) AS cur
ON CONFLICT DO NOTHING;

CREATE TABLE game_account_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  game_id uuid NOT NULL REFERENCES games (id) ON DELETE RESTRICT,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  admin_notes text,
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- One pending request per player and game, whatever the concurrency.
CREATE UNIQUE INDEX game_account_requests_one_pending ON game_account_requests (user_id, game_id) WHERE status = 'pending';
CREATE INDEX game_account_requests_status_idx ON game_account_requests (status, created_at);

CREATE TABLE game_accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  game_id uuid NOT NULL REFERENCES games (id) ON DELETE RESTRICT,
  request_id uuid REFERENCES game_account_requests (id),
  platform text NOT NULL CHECK (platform IN ('manual', 'sandbox')),
  external_id text NOT NULL,
  username text NOT NULL,
  -- The temporary password, AES-256-GCM encrypted (v1:<iv>:<tag>:<ciphertext>, base64url) until it is revealed
  -- once; NULL after the reveal (it is then stored nowhere).
  secret_enc text,
  revealed_at timestamptz,
  credits_gc bigint NOT NULL DEFAULT 0,
  credits_sc bigint NOT NULL DEFAULT 0,
  wagered_gc bigint NOT NULL DEFAULT 0,
  wagered_sc bigint NOT NULL DEFAULT 0,
  -- SC loaded into this game that still needs play (cents): see sc_batches.
  sc_unplayed bigint NOT NULL DEFAULT 0 CHECK (sc_unplayed >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT game_accounts_user_game UNIQUE (user_id, game_id),
  CONSTRAINT game_accounts_secret_once CHECK (secret_enc IS NULL OR revealed_at IS NULL)
);

CREATE TABLE recharge_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  game_account_id uuid NOT NULL REFERENCES game_accounts (id),
  game_id uuid NOT NULL REFERENCES games (id),
  currency text NOT NULL CHECK (currency IN ('GC', 'SC')),
  -- SPEC §9: stored in cents (GC: coins x 100)
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  -- the ledger amount (GC coins, SC cents)
  amount bigint NOT NULL CHECK (amount > 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'failed')),
  -- SC of unplayed batches that this load took (returned as unplayed on a refund)
  sc_unplayed_moved bigint NOT NULL DEFAULT 0 CHECK (sc_unplayed_moved >= 0),
  escrow_transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  settle_transfer_id bigint REFERENCES ledger_transfers (id),
  refund_transfer_id bigint REFERENCES ledger_transfers (id),
  admin_notes text,
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX recharge_requests_user_idx ON recharge_requests (user_id, created_at);
CREATE INDEX recharge_requests_status_idx ON recharge_requests (status, created_at);

CREATE TABLE game_withdrawals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  game_account_id uuid NOT NULL REFERENCES game_accounts (id),
  game_id uuid NOT NULL REFERENCES games (id),
  currency text NOT NULL CHECK (currency IN ('GC', 'SC')),
  requested_amount bigint CHECK (requested_amount IS NULL OR requested_amount > 0),
  amount bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'failed')),
  transfer_id bigint REFERENCES ledger_transfers (id),
  admin_notes text,
  decided_by uuid REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX game_withdrawals_user_idx ON game_withdrawals (user_id, created_at);
CREATE INDEX game_withdrawals_status_idx ON game_withdrawals (status, created_at);

-- Sweep Coin playthrough. One row per player: the lock that orders every change of the player's batches, and the
-- last ledger transfer imported as a batch.
CREATE TABLE sc_playthrough (
  user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE RESTRICT,
  synced_transfer_id bigint NOT NULL DEFAULT 0
);
-- Each SC credit to the wallet is a batch; unplayed is what of it still needs play (loads take the oldest first).
CREATE TABLE sc_batches (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  transfer_id bigint REFERENCES ledger_transfers (id),
  source text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  unplayed bigint NOT NULL CHECK (unplayed >= 0 AND unplayed <= amount),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sc_batches_unplayed_idx ON sc_batches (user_id, id) WHERE unplayed > 0;

CREATE TABLE redemptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  amount bigint NOT NULL CHECK (amount > 0),
  method text NOT NULL CHECK (method IN ('bank_transfer', 'gift_card')),
  destination text NOT NULL,
  -- The payout details (bank account or gift-card e-mail), AES-256-GCM encrypted; sent to the payout provider.
  details_enc text NOT NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'in_review', 'approved', 'sent', 'paid', 'rejected', 'cancelled', 'failed')),
  reason text,
  hold_transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  pay_transfer_id bigint REFERENCES ledger_transfers (id),
  return_transfer_id bigint REFERENCES ledger_transfers (id),
  payout_ref text,
  decided_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  review_started_at timestamptz,
  approved_at timestamptz,
  sent_at timestamptz,
  paid_at timestamptz,
  closed_at timestamptz,
  CONSTRAINT redemptions_payout_ref UNIQUE (payout_ref)
);
-- One redemption in progress per player (requested, in review, approved or sent), whatever the concurrency.
CREATE UNIQUE INDEX redemptions_one_open ON redemptions (user_id) WHERE status IN ('pending', 'in_review', 'approved', 'sent');
CREATE INDEX redemptions_user_idx ON redemptions (user_id, created_at);
CREATE INDEX redemptions_status_idx ON redemptions (status, created_at);

-- Payout webhooks seen (replay protection: an event id is processed once).
CREATE TABLE payout_webhook_events (
  event_id text PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now()
);
