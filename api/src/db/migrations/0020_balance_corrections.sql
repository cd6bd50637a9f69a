-- Balance corrections (docs/ledger.md "Corrections", docs/decisions/0101-four-eyes-corrections.md): a staff member
-- credits or debits a player's balance against the `corrections` system account (created in 0003) with a reason.
-- Up to the configured threshold it is applied at once; above it, it is stored pending and a second staff member
-- applies it. The coins move only through the ledger (transfer key balance-correction:<id>, type adjustment).

CREATE TABLE balance_corrections (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  currency text NOT NULL CHECK (currency IN ('GC', 'SC')),
  -- Signed, in the ledger's unit (GC coins, SC cents): positive credits the player, negative debits them.
  amount bigint NOT NULL CHECK (amount <> 0),
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 5 AND 500),
  status text NOT NULL CHECK (status IN ('pending', 'applied', 'rejected')),
  -- Above the threshold when asked for: only another staff member may apply it.
  needs_second_approver boolean NOT NULL,
  requested_by uuid NOT NULL REFERENCES users (id),
  decided_by uuid REFERENCES users (id),
  note text CHECK (note IS NULL OR char_length(note) <= 500),
  -- The ledger transfer that applied it (ledger references carry no foreign key: migration 0018).
  transfer_id bigint UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CONSTRAINT balance_corrections_decided CHECK ((status = 'pending') = (decided_by IS NULL AND decided_at IS NULL)),
  CONSTRAINT balance_corrections_applied_transfer CHECK ((status = 'applied') = (transfer_id IS NOT NULL)),
  -- Nobody corrects, or decides a correction of, their own player account.
  CONSTRAINT balance_corrections_not_own CHECK (requested_by <> user_id AND decided_by IS DISTINCT FROM user_id),
  -- Four eyes: a correction above the threshold is never applied by the one who asked for it.
  CONSTRAINT balance_corrections_four_eyes
    CHECK (NOT (needs_second_approver AND status = 'applied' AND decided_by = requested_by))
);

-- The back office lists corrections by status, newest first.
CREATE INDEX balance_corrections_status_idx ON balance_corrections (status, created_at DESC);
