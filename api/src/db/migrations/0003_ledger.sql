-- Double-entry coin ledger (docs/ledger.md). Amounts are integers: GC whole coins, SC cents.

CREATE TABLE ledger_accounts (
  id bigserial PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('user', 'system')),
  user_id uuid REFERENCES users (id) ON DELETE RESTRICT,
  system_code text CHECK (system_code IN ('purchases', 'promotions', 'coupons', 'game_loads', 'redemptions', 'corrections')),
  currency text NOT NULL CHECK (currency IN ('GC', 'SC')),
  balance bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_accounts_owner CHECK (
    (kind = 'user' AND user_id IS NOT NULL AND system_code IS NULL)
    OR (kind = 'system' AND system_code IS NOT NULL AND user_id IS NULL)
  ),
  -- A user account never goes below zero; system accounts are the counterparties and may.
  CONSTRAINT ledger_accounts_user_not_negative CHECK (kind = 'system' OR balance >= 0),
  CONSTRAINT ledger_accounts_user_currency UNIQUE (user_id, currency),
  CONSTRAINT ledger_accounts_system_currency UNIQUE (system_code, currency)
);

INSERT INTO ledger_accounts (kind, system_code, currency)
SELECT 'system', code, cur
FROM unnest(ARRAY['purchases', 'promotions', 'coupons', 'game_loads', 'redemptions', 'corrections']) AS code
CROSS JOIN unnest(ARRAY['GC', 'SC']) AS cur;

CREATE TABLE ledger_transfers (
  id bigserial PRIMARY KEY,
  idempotency_key text NOT NULL,
  type text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('GC', 'SC')),
  amount bigint NOT NULL CHECK (amount > 0),
  from_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  to_account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  description text NOT NULL,
  metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
  corrects_transfer_id bigint REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_transfers_idempotency_key UNIQUE (idempotency_key),
  CONSTRAINT ledger_transfers_distinct_accounts CHECK (from_account_id <> to_account_id)
);

CREATE INDEX ledger_transfers_corrects ON ledger_transfers (corrects_transfer_id) WHERE corrects_transfer_id IS NOT NULL;

CREATE TABLE ledger_entries (
  id bigserial PRIMARY KEY,
  transfer_id bigint NOT NULL REFERENCES ledger_transfers (id),
  account_id bigint NOT NULL REFERENCES ledger_accounts (id),
  direction text NOT NULL CHECK (direction IN ('debit', 'credit')),
  amount bigint NOT NULL CHECK (amount > 0),
  -- The account's balance right after this entry (its running balance).
  balance_after bigint NOT NULL,
  account_kind text NOT NULL CHECK (account_kind IN ('user', 'system')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT ledger_entries_one_side UNIQUE (transfer_id, direction),
  CONSTRAINT ledger_entries_user_not_negative CHECK (account_kind = 'system' OR balance_after >= 0)
);

CREATE INDEX ledger_entries_account ON ledger_entries (account_id, id);

CREATE FUNCTION ledger_reject_mutation() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'ledger % rows are append-only: % is not allowed; record a correcting transfer instead', TG_TABLE_NAME, TG_OP
    USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_mutation();

CREATE TRIGGER ledger_entries_no_truncate BEFORE TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_mutation();

CREATE TRIGGER ledger_transfers_append_only BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_mutation();

CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_mutation();
