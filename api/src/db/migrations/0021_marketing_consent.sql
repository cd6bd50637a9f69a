-- Marketing consent (issue 28 item 4; docs/decisions/0104-marketing-consent.md). users.is_opted (marketing e-mail)
-- and users.is_sms_opted (marketing SMS) stay the current consent; every change of them is one consent_events row
-- with its time, source and the address it was about (proof of consent, TCPA and CAN-SPAM).

-- When the consent prompt last asked, or the player last chose a consent anywhere: the prompt asks at most once
-- every 30 days, across browsers and sessions (contracts marketing.ts consentPromptDue).
ALTER TABLE users ADD COLUMN consent_prompted_at timestamptz;

CREATE TABLE consent_events (
  id bigserial PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE RESTRICT,
  channel text NOT NULL CHECK (channel IN ('email', 'sms')),
  granted boolean NOT NULL,
  source text NOT NULL CHECK (source IN ('registration', 'profile', 'prompt', 'unsubscribe_link', 'sms_reply')),
  -- The e-mail address or phone number the consent was about at that time.
  address text CHECK (address IS NULL OR length(address) <= 320),
  -- What proves it: the request's IP address and user agent, the SMS's provider id and keyword.
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consent_events_user ON consent_events (user_id, id);

CREATE FUNCTION consent_events_append_only() RETURNS trigger AS $$
BEGIN
  RAISE EXCEPTION 'consent_events rows are append-only: % is not allowed', TG_OP USING ERRCODE = 'P0001';
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER consent_events_no_change BEFORE UPDATE OR DELETE ON consent_events
  FOR EACH ROW EXECUTE FUNCTION consent_events_append_only();
CREATE TRIGGER consent_events_no_truncate BEFORE TRUNCATE ON consent_events
  FOR EACH STATEMENT EXECUTE FUNCTION consent_events_append_only();

-- The development mailbox keeps a message's extra headers (List-Unsubscribe, List-Unsubscribe-Post).
ALTER TABLE dev_mailbox ADD COLUMN headers jsonb NOT NULL DEFAULT '{}'::jsonb;
