-- Issue 33: uploaded files (licence photos, signatures, signed agreements) in PostgreSQL when
-- FILE_STORAGE=database, so every instance of the site reads what any instance wrote.
CREATE TABLE booking_files (
  key text PRIMARY KEY,
  data bytea NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
