// Migration 0012_key_instructions: plain SQL, kept as a module so that every bundler (Next.js's
// server chunks included) ships it with the code that applies it.
export default `-- A location's self-service key arrangements. The instructions (per language)
-- and the release time come from the Studio's location document; the key-box code is set by staff
-- through the booking service only, so it never sits in the content lake or the site's caches.
ALTER TABLE locations ADD COLUMN key_instructions jsonb NOT NULL DEFAULT '{}'::jsonb;
ALTER TABLE locations ADD COLUMN key_release_hours integer NOT NULL DEFAULT 1
  CHECK (key_release_hours BETWEEN 0 AND 72);
ALTER TABLE locations ADD COLUMN key_code text;
`;
