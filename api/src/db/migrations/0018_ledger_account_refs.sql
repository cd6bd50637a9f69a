-- Every transfer named its accounts through foreign keys, and a foreign key check locks the row it finds
-- (FOR KEY SHARE): every credit from the promotions account locked that one row twice (the transfer's
-- from_account_id, the debit entry's account_id), so concurrent claims wrote a row lock and a new multixact of
-- all the others' on one row (issue 9: no global hot row; 12% of a claim's CPU on PostgreSQL).
-- The guarantee stays, without the lock: an account can never be deleted or re-identified (the triggers below),
-- so an account that exists when a transfer is written exists for good, and one check per statement, after it,
-- finds that every account an entry names exists and is the side of its transfer it records (debit: from,
-- credit: to), which no foreign key checked.

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_from_account_id_fkey;
ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_to_account_id_fkey;
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_account_id_fkey;

-- An account stays: no DELETE, no TRUNCATE, and its identity (id, kind, owner, currency) never changes; only a
-- user account's cached balance is updated.
CREATE TRIGGER ledger_accounts_never_deleted BEFORE DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_reject_mutation();
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_reject_mutation();
CREATE TRIGGER ledger_accounts_identity_fixed BEFORE UPDATE OF id, kind, user_id, system_code, currency
  ON ledger_accounts FOR EACH ROW
  WHEN (OLD.id IS DISTINCT FROM NEW.id OR OLD.kind IS DISTINCT FROM NEW.kind
    OR OLD.user_id IS DISTINCT FROM NEW.user_id OR OLD.system_code IS DISTINCT FROM NEW.system_code
    OR OLD.currency IS DISTINCT FROM NEW.currency)
  EXECUTE FUNCTION ledger_reject_mutation();

-- An entry records one side of its transfer: the transfer exists (it is never deleted), the entry's account and
-- amount are that side's, and that account exists in the transfer's currency. Every transfer is written with its
-- two entries in one statement (transfer.ts, credit-statement.ts; checkLedger verifies it), so this checks the
-- transfer's accounts too. Row by row with index lookups: a transition table has no statistics, and a join over
-- it may scan the ledger.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_transfer_id_fkey;

CREATE FUNCTION ledger_entries_match_transfer() RETURNS trigger AS $$
DECLARE
  e record;
BEGIN
  FOR e IN SELECT transfer_id, account_id, direction, amount FROM new_entries LOOP
    PERFORM 1 FROM ledger_transfers t
      JOIN ledger_accounts a ON a.id = e.account_id AND a.currency = t.currency
      WHERE t.id = e.transfer_id AND t.amount = e.amount
        AND e.account_id = CASE WHEN e.direction = 'debit' THEN t.from_account_id ELSE t.to_account_id END;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'a ledger entry does not match its transfer''s side or names no account (transfer %, %)',
        e.transfer_id, e.direction
        USING ERRCODE = 'foreign_key_violation';
    END IF;
  END LOOP;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER ledger_entries_match_transfer AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS new_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_match_transfer();
