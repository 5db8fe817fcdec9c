// Migration 0003_hardening: plain SQL, kept as a module so that every bundler (Next.js's server chunks
// included) ships it with the code that applies it.
export default `-- Sessions revoked by logout (the signed cookie would otherwise stay valid until it
-- expires), kept until the token's own expiry.
CREATE TABLE revoked_sessions (
  token_hash text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX revoked_sessions_expiry ON revoked_sessions (expires_at);
`;
