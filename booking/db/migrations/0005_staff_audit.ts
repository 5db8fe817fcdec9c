// Migration 0005_staff_audit: plain SQL, kept as a module so that every bundler (Next.js's server chunks
// included) ships it with the code that applies it.
export default `-- Every staff action through the booking service (who, what, when), shown in the
-- Studio's Operations tool. Append-only: nothing in the service updates or deletes a row.
CREATE TABLE staff_audit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL,
  actor_id text NOT NULL,
  actor_name text NOT NULL,
  actor_email text,
  actor_role text NOT NULL,
  -- 'lake' (a Studio user's own content-lake credentials) or 'token' (BOOKING_ADMIN_TOKEN)
  via text NOT NULL,
  action text NOT NULL,
  target text,
  details jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_audit_tenant_time ON staff_audit (tenant, created_at DESC);

-- The status a refund request came from, so a denied request returns the reservation to it.
ALTER TABLE reservations ADD COLUMN refund_requested_from text;

-- The Operations tool's day lists and period charts read by these.
CREATE INDEX reservations_tenant_pickup ON reservations (tenant, pickup_at);
CREATE INDEX reservations_tenant_return ON reservations (tenant, return_at);
CREATE INDEX ledger_tenant_time ON ledger (tenant, created_at);
`;
