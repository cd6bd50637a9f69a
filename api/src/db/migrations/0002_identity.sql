-- Identity (docs/identity.md): e-mail tokens, phone OTPs, rate-limit events, development mailbox and SMS outbox,
-- linked sign-in identities (Google), profile completion, KYC sessions and documents.

-- Set for a Google sign-up until it confirms its state and 21+ (POST /user/complete-profile).
ALTER TABLE users ADD COLUMN needs_profile_completion boolean NOT NULL DEFAULT false;
-- When the user ticked the 21+ box (with terms and privacy) at register or complete-profile.
ALTER TABLE users ADD COLUMN adult_confirmed_at timestamptz;

-- Single-use e-mail tokens (verify e-mail: 24 h; reset password: 1 h). Only a SHA-256 of the token is stored.
CREATE TABLE user_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT user_tokens_token_hash_key UNIQUE (token_hash)
);

CREATE INDEX user_tokens_user_purpose_idx ON user_tokens (user_id, purpose);

-- Phone OTPs: the code is stored as an HMAC; each row is one send (the hourly send limits count rows).
CREATE TABLE phone_otps (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  phone text NOT NULL,
  code_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  consumed_at timestamptz,
  created_at timestamptz NOT NULL
);

CREATE INDEX phone_otps_phone_idx ON phone_otps (phone, created_at);
CREATE INDEX phone_otps_user_idx ON phone_otps (user_id, created_at);

-- Sliding-window rate limits shared by every node (one row per counted event).
CREATE TABLE rate_events (
  id bigserial PRIMARY KEY,
  key text NOT NULL,
  at timestamptz NOT NULL
);

CREATE INDEX rate_events_key_at_idx ON rate_events (key, at);

-- Development mailbox and SMS outbox (the default Mailer and Sms outside production).
CREATE TABLE dev_mailbox (
  id bigserial PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX dev_mailbox_to_idx ON dev_mailbox (to_address, id);

CREATE TABLE dev_sms (
  id bigserial PRIMARY KEY,
  to_phone text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX dev_sms_to_idx ON dev_sms (to_phone, id);

-- External sign-in identities linked to an account (provider 'google': subject = the ID token's sub).
CREATE TABLE user_identities (
  provider text NOT NULL,
  subject text NOT NULL,
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  email text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, subject)
);

CREATE INDEX user_identities_user_idx ON user_identities (user_id);

-- Identity verification (KYC): one row per provider session; decisions come only from signed webhooks.
CREATE TABLE kyc_sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  provider text NOT NULL,
  provider_session_id text NOT NULL,
  url text NOT NULL,
  status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'submitted', 'approved', 'declined')),
  reason text,
  date_of_birth date,
  decision jsonb,
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT kyc_sessions_provider_session_key UNIQUE (provider, provider_session_id)
);

CREATE INDEX kyc_sessions_user_idx ON kyc_sessions (user_id, created_at);

CREATE TABLE kyc_documents (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES kyc_sessions(id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('id_front', 'id_back', 'selfie')),
  mime text NOT NULL,
  size_bytes integer NOT NULL,
  storage_path text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX kyc_documents_session_idx ON kyc_documents (session_id);
