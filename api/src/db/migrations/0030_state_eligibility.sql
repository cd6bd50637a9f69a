-- Eligibility as operator data (issue 30 items 5 and 6; docs/decisions/0117-state-eligibility-as-data.md).

-- The versioned list: every change of a state's eligibility, append-only, with when it takes effect and why. A
-- state's status at a moment is its latest change effective by then; a state with no change is eligible (the
-- states of SPEC §3; any other state is never eligible).
CREATE TABLE state_eligibility_changes (
  id bigserial PRIMARY KEY,
  state text NOT NULL CHECK (length(state) BETWEEN 1 AND 64),
  status text NOT NULL CHECK (status IN ('eligible', 'excluded')),
  effective_at timestamptz NOT NULL,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 500),
  created_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX state_eligibility_changes_state ON state_eligibility_changes (state, effective_at DESC, id DESC);

-- The compliance officer: sees players' protection and restrictions, restricts accounts, closes states.
ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('USER', 'ADMIN', 'SUPPORT', 'CASHIER', 'COMPLIANCE'));
