-- Core schema: users, sessions with rotating refresh tokens, games and coin packages.
-- Statements end with a semicolon at the end of a line (see migrate.ts); $$ bodies are kept whole.

CREATE OR REPLACE FUNCTION set_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at = now();
  RETURN NEW;
END;
$$;

CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  role text NOT NULL DEFAULT 'USER' CHECK (role IN ('USER', 'ADMIN')),
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 320),
  phone text,
  state text,
  first_name text NOT NULL DEFAULT '',
  middle_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  password_hash text,
  email_verified_at timestamptz,
  phone_verified_at timestamptz,
  kyc_verified_at timestamptz,
  is_opted boolean NOT NULL DEFAULT false,
  is_sms_opted boolean NOT NULL DEFAULT false,
  avatar_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT users_email_key UNIQUE (email),
  CONSTRAINT users_phone_key UNIQUE (phone)
);

CREATE TRIGGER users_set_updated_at BEFORE UPDATE ON users FOR EACH ROW EXECUTE FUNCTION set_updated_at();

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  user_agent text,
  ip text
);

CREATE INDEX sessions_user_id_idx ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  family_id uuid NOT NULL,
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT refresh_tokens_token_hash_key UNIQUE (token_hash)
);

CREATE INDEX refresh_tokens_family_id_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_session_id_idx ON refresh_tokens (session_id);

CREATE TABLE games (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  slug text NOT NULL,
  name text NOT NULL,
  type text NOT NULL CHECK (type IN ('exclusive', 'bonus')),
  description text NOT NULL DEFAULT '',
  image_url text,
  sort integer NOT NULL DEFAULT 0,
  CONSTRAINT games_slug_key UNIQUE (slug)
);

CREATE TABLE coin_packages (
  product_id text PRIMARY KEY,
  type text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents > 0),
  coins integer NOT NULL CHECK (coins >= 0),
  bonus_amount integer NOT NULL DEFAULT 0 CHECK (bonus_amount >= 0),
  popular boolean NOT NULL DEFAULT false
);
