// Migration 0004_content_sync: plain SQL, kept as a module so that every bundler (Next.js's server chunks
// included) ships it with the code that applies it.
export default `-- The content lake is the source of truth for locations, tenant settings and promotions;
-- these columns keep the read copy in step with it (webhook deliveries may arrive late or twice).

-- When the content this row came from was written: an older delivery never overwrites a newer one.
ALTER TABLE locations ADD COLUMN content_updated_at timestamptz;
ALTER TABLE tenant_settings ADD COLUMN content_updated_at timestamptz;
ALTER TABLE promo_codes ADD COLUMN content_updated_at timestamptz;
-- The promotion document a code comes from: renaming a code or unpublishing the promotion
-- deactivates the old row (reservations keep naming it), never deletes it.
ALTER TABLE promo_codes ADD COLUMN source_id text;
CREATE INDEX promo_codes_source ON promo_codes (source_id) WHERE source_id IS NOT NULL;
-- A code's window is never empty or reversed (content is validated; this guards the copy too).
-- NOT VALID: rows written before this migration are not re-checked.
ALTER TABLE promo_codes ADD CONSTRAINT promo_codes_valid_range CHECK (valid_to > valid_from) NOT VALID;

-- Moves on every content change of a tenant: cached catalogues compare it before reuse, so no
-- instance prices with a copy older than the last applied change.
CREATE TABLE content_versions (
  tenant text PRIMARY KEY,
  version bigint NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);
`;
