// Migration 0014_unit_service: plain SQL, kept as a module so that every bundler (Next.js's server
// chunks included) ships it with the code that applies it.
export default `-- Units in Operations: periods out of service, retirement, automatic assignment.
-- A period a unit is out of service (a repair, an inspection), set by staff in Operations. Whole
-- days in Iceland, stored as the instants they cover so availability compares them with the
-- allocations' periods. A unit's periods never overlap each other; they may overlap a
-- reservation that held the unit before, which the desk then reports.
CREATE TABLE unit_service_periods (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL,
  unit_id integer NOT NULL REFERENCES units (id),
  from_date date NOT NULL,
  to_date date NOT NULL,
  period tstzrange NOT NULL,
  reason text NOT NULL CHECK (char_length(reason) BETWEEN 1 AND 200),
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (to_date >= from_date),
  CONSTRAINT unit_service_periods_no_overlap EXCLUDE USING gist (unit_id WITH =, period WITH &&)
);
CREATE INDEX unit_service_periods_tenant ON unit_service_periods (tenant, unit_id);

-- Staff retire a unit from a day on: it carries nothing that ends later, and stays for the
-- reservations it carried (allocations point at it). The content's in-service switch (active)
-- is the Studio's; retirement is Operations' own and content sync leaves it alone.
ALTER TABLE units ADD COLUMN retired_at timestamptz;
ALTER TABLE units ADD COLUMN retired_by text;

-- How many hours before pickup the service fixes a unit for a reservation staff have not
-- assigned one to; from the Studio's location document, like the key-code release time.
ALTER TABLE locations ADD COLUMN auto_assign_hours integer NOT NULL DEFAULT 24
  CHECK (auto_assign_hours BETWEEN 1 AND 168);

-- The automatic assignment looks for open reservations with no fixed unit by pickup time.
CREATE INDEX reservations_unassigned_pickup ON reservations (pickup_at)
  WHERE unit_assigned_at IS NULL AND status IN ('confirmed', 'checked_in');

`;
