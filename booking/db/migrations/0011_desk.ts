// Migration 0011_desk: plain SQL, kept as a module so that every bundler (Next.js's server chunks
// included) ships it with the code that applies it.
export default `-- The staff desk in Operations.
-- Notes staff keep on a reservation; the customer never sees them. Append-only.
CREATE TABLE staff_notes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL,
  reservation_id uuid NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  actor_id text NOT NULL,
  actor_name text NOT NULL,
  actor_email text,
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_notes_reservation ON staff_notes (reservation_id, id);

-- Every reservation holds a unit from booking on (allocations); these say that staff (or the
-- service) fixed it, which is when the customer is shown its plate. A change of dates or class
-- that moves the reservation to another unit clears them.
ALTER TABLE reservations ADD COLUMN unit_assigned_at timestamptz;
ALTER TABLE reservations ADD COLUMN unit_assigned_by text;

-- The desk searches by e-mail and plate, and reads a reservation's staff log by its reference.
CREATE INDEX reservations_tenant_email ON reservations (tenant, lower(email));
CREATE INDEX units_tenant_plate ON units (tenant, upper(plate));
CREATE INDEX staff_audit_tenant_target ON staff_audit (tenant, target);
`;
