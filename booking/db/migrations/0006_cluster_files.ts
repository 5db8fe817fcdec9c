// Migration 0006_cluster_files: plain SQL, kept as a module so that every bundler (Next.js's server chunks
// included) ships it with the code that applies it.
export default `-- Uploaded files (licence photos, signatures, signed agreements) in PostgreSQL when
-- FILE_STORAGE=database, so every instance of the site reads what any instance wrote.
CREATE TABLE booking_files (
  key text PRIMARY KEY,
  data bytea NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
