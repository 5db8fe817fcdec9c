// Migration 0001_init: plain SQL, kept as a module so that every bundler (Next.js's server chunks
// included) ships it with the code that applies it.
export default `-- Booking schema. Runs unchanged on PGlite and PostgreSQL 15+. Every row is scoped by tenant.
-- btree_gist is created by the migrator (it must live in a schema on the search path, and on a
-- shared server it is created once per database, not per test schema).

CREATE TABLE tenant_settings (
  tenant text PRIMARY KEY,
  settings jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Synced copy of the content lake's location documents (the lake owns them).
CREATE TABLE locations (
  tenant text NOT NULL,
  id text NOT NULL,
  code text NOT NULL,
  title text NOT NULL,
  address text NOT NULL DEFAULT '',
  lat double precision,
  lon double precision,
  hours jsonb NOT NULL,
  hidden boolean NOT NULL DEFAULT false,
  synced_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (tenant, id)
);

CREATE TABLE vehicle_classes (
  tenant text NOT NULL,
  id text NOT NULL,
  rental_id integer NOT NULL,
  name text NOT NULL,
  or_similar boolean NOT NULL DEFAULT true,
  category text NOT NULL,
  transmission text NOT NULL,
  fuel text NOT NULL,
  seats integer NOT NULL,
  doors integer NOT NULL,
  luggage integer NOT NULL,
  sleeping_spots integer NOT NULL DEFAULT 0,
  four_wheel_drive boolean NOT NULL DEFAULT false,
  f_road_allowed boolean NOT NULL DEFAULT false,
  min_driver_age integer NOT NULL DEFAULT 20,
  images jsonb NOT NULL DEFAULT '[]',
  rates jsonb NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tenant, id),
  UNIQUE (tenant, rental_id)
);

CREATE TABLE units (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL,
  class_id text NOT NULL,
  location_id text NOT NULL,
  plate text NOT NULL,
  active boolean NOT NULL DEFAULT true,
  UNIQUE (tenant, plate),
  FOREIGN KEY (tenant, class_id) REFERENCES vehicle_classes (tenant, id),
  FOREIGN KEY (tenant, location_id) REFERENCES locations (tenant, id)
);
CREATE INDEX units_search_idx ON units (tenant, location_id, class_id) WHERE active;

CREATE TABLE insurance_packages (
  tenant text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  kind text NOT NULL, -- 'package' (exactly one chosen) or 'addon'
  per_day integer NOT NULL,
  excess integer,
  deposit integer,
  includes jsonb NOT NULL DEFAULT '[]',
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant, id)
);

CREATE TABLE extras (
  tenant text NOT NULL,
  id text NOT NULL,
  name text NOT NULL,
  pricing text NOT NULL, -- 'per_day' or 'per_rental'
  price integer NOT NULL,
  max_quantity integer NOT NULL,
  sort integer NOT NULL DEFAULT 0,
  PRIMARY KEY (tenant, id)
);

CREATE TABLE promo_codes (
  tenant text NOT NULL,
  code text NOT NULL,
  percent integer NOT NULL CHECK (percent > 0 AND percent <= 100),
  valid_from timestamptz NOT NULL,
  valid_to timestamptz NOT NULL,
  active boolean NOT NULL DEFAULT true,
  PRIMARY KEY (tenant, code)
);

CREATE TABLE exchange_rates (
  currency text PRIMARY KEY,
  -- ISK for one unit of the currency, as the central bank publishes it.
  isk_per_unit numeric(14, 6) NOT NULL,
  rate_date date NOT NULL,
  source text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE reservations (
  id uuid PRIMARY KEY,
  tenant text NOT NULL,
  reference text NOT NULL UNIQUE,
  status text NOT NULL,
  class_id text NOT NULL,
  unit_id integer REFERENCES units (id),
  pickup_location_id text NOT NULL,
  return_location_id text NOT NULL,
  pickup_at timestamptz NOT NULL,
  return_at timestamptz NOT NULL,
  self_service boolean NOT NULL DEFAULT false,
  email text NOT NULL,
  customer jsonb NOT NULL,
  main_driver jsonb,
  extra_drivers jsonb NOT NULL DEFAULT '[]',
  trip jsonb NOT NULL DEFAULT '{}',
  lease jsonb,
  options jsonb NOT NULL,
  price jsonb NOT NULL,
  total integer NOT NULL,
  due_now integer NOT NULL,
  balance integer NOT NULL DEFAULT 0,
  promo_code text,
  affiliate jsonb,
  checkin jsonb NOT NULL DEFAULT '{}',
  cancel_reason text,
  refund_reason text,
  idempotency_key text,
  request_hash text,
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant, idempotency_key),
  CHECK (return_at > pickup_at),
  CHECK (status IN ('pending_payment', 'confirmed', 'checked_in', 'completed', 'cancelled', 'refund_requested', 'refunded'))
);
CREATE INDEX reservations_lookup_idx ON reservations (tenant, reference);
CREATE INDEX reservations_pending_idx ON reservations (tenant, created_at) WHERE status = 'pending_payment';

-- The unit's occupied period including the turnaround buffer. The exclusion constraint is what
-- makes double booking impossible, whatever the application does.
CREATE TABLE allocations (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL,
  unit_id integer NOT NULL REFERENCES units (id),
  reservation_id uuid REFERENCES reservations (id) ON DELETE CASCADE,
  period tstzrange NOT NULL,
  CONSTRAINT allocations_no_overlap EXCLUDE USING gist (unit_id WITH =, period WITH &&)
);
CREATE INDEX allocations_tenant_period_idx ON allocations USING gist (tenant, period);
CREATE INDEX allocations_reservation_idx ON allocations (reservation_id);

CREATE TABLE payments (
  id uuid PRIMARY KEY,
  tenant text NOT NULL,
  reservation_id uuid NOT NULL REFERENCES reservations (id),
  kind text NOT NULL CHECK (kind IN ('capture', 'refund')),
  amount integer NOT NULL CHECK (amount > 0),
  status text NOT NULL CHECK (status IN ('pending', 'requires_action', 'succeeded', 'failed')),
  gateway text NOT NULL,
  gateway_ref text,
  failure_code text,
  option_id integer,
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant, idempotency_key)
);
CREATE INDEX payments_reservation_idx ON payments (reservation_id);

-- Signed amounts: charges owed are positive, payments received negative, refunds paid out
-- positive. The sum for a reservation is its outstanding balance.
CREATE TABLE ledger (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  tenant text NOT NULL,
  reservation_id uuid NOT NULL REFERENCES reservations (id),
  kind text NOT NULL CHECK (kind IN ('charge', 'payment', 'refund', 'adjustment')),
  amount integer NOT NULL,
  payment_id uuid REFERENCES payments (id),
  memo text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_reservation_idx ON ledger (reservation_id);
CREATE UNIQUE INDEX ledger_payment_once ON ledger (payment_id) WHERE payment_id IS NOT NULL;

CREATE TABLE gateway_events (
  event_id text PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE rate_limits (
  key text NOT NULL,
  window_start timestamptz NOT NULL,
  count integer NOT NULL,
  PRIMARY KEY (key, window_start)
);

CREATE TABLE affiliate_clicks (
  id uuid PRIMARY KEY,
  tenant text NOT NULL,
  ref text NOT NULL,
  referral_code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE affiliate_conversions (
  id uuid PRIMARY KEY,
  tenant text NOT NULL,
  click_id uuid NOT NULL REFERENCES affiliate_clicks (id),
  ref text NOT NULL,
  external_id text NOT NULL,
  customer_id text,
  amount integer,
  coupon text,
  status text NOT NULL DEFAULT 'reported',
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (tenant, external_id)
);

CREATE TABLE uploads (
  id uuid PRIMARY KEY,
  tenant text NOT NULL,
  reservation_id uuid NOT NULL REFERENCES reservations (id),
  kind text NOT NULL,
  content_type text NOT NULL,
  size integer NOT NULL,
  sha256 text NOT NULL,
  storage_key text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (reservation_id, kind)
);

CREATE TABLE signatures (
  reservation_id uuid PRIMARY KEY REFERENCES reservations (id),
  tenant text NOT NULL,
  template_id integer NOT NULL,
  contract_sha256 text NOT NULL,
  contract_text text NOT NULL,
  signer_name text NOT NULL,
  signature_png_key text,
  ip text NOT NULL,
  signed_at timestamptz NOT NULL DEFAULT now()
);
`;
