// Migration 0013_inspections: plain SQL, kept as a module so that every bundler (Next.js's server
// chunks included) ships it with the code that applies it.
export default `-- The customer's car inspection at pickup and at return: six photos, the odometer, the fuel
-- gauge and marks of existing damage. One row per stage; completed_at set once, when the customer
-- submits it (a second submission is refused, so what the report compares never changes).
CREATE TABLE inspections (
  reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  tenant text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('pickup', 'return')),
  mileage_km integer CHECK (mileage_km BETWEEN 0 AND 1999999),
  fuel_eighths integer CHECK (fuel_eighths BETWEEN 0 AND 8),
  damage jsonb NOT NULL DEFAULT '[]'::jsonb,
  completed_at timestamptz,
  -- The return report (PDF) kept with the reservation once the return inspection is complete.
  report_key text,
  report_mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (reservation_id, stage)
);

-- Each photo as stored: re-encoded without metadata; taken_at is the server's clock at upload,
-- never the phone's EXIF time. A retake replaces the row (and the file).
CREATE TABLE inspection_photos (
  reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  tenant text NOT NULL,
  stage text NOT NULL CHECK (stage IN ('pickup', 'return')),
  view text NOT NULL CHECK (view IN ('front', 'back', 'left', 'right', 'interior', 'dashboard')),
  storage_key text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  taken_at timestamptz NOT NULL,
  PRIMARY KEY (reservation_id, stage, view)
);
`;
