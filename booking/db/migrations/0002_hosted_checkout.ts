// Migration 0002_hosted_checkout: plain SQL, kept as a module so that every bundler (Next.js's server chunks
// included) ships it with the code that applies it.
export default `-- Hosted checkout, reservation language, contract acceptance, confirmation e-mail, manage link.

-- The language the customer booked in: e-mails, calendar file and links use it.
ALTER TABLE reservations ADD COLUMN locale text NOT NULL DEFAULT 'en'
  CHECK (locale IN ('en', 'de', 'es', 'fr', 'is'));
-- The contract text the customer accepted when booking (SHA-256 of the rendered text) and when.
ALTER TABLE reservations ADD COLUMN contract_sha256 text CHECK (contract_sha256 ~ '^[0-9a-f]{64}$');
ALTER TABLE reservations ADD COLUMN contract_accepted_at timestamptz;
-- Origin of the site the booking was made on (a host of the host map), for absolute links in e-mails.
ALTER TABLE reservations ADD COLUMN site_origin text;
-- First time the reservation became confirmed, and the claim of the one confirmation e-mail.
ALTER TABLE reservations ADD COLUMN confirmed_at timestamptz;
ALTER TABLE reservations ADD COLUMN confirmation_sent_at timestamptz;

-- A capture is a checkout on the gateway's hosted page: where it lives, until when, where it returns.
ALTER TABLE payments ADD COLUMN checkout_url text;
ALTER TABLE payments ADD COLUMN checkout_expires_at timestamptz;
ALTER TABLE payments ADD COLUMN return_url text;
ALTER TABLE payments ADD COLUMN locale text;
-- Callbacks find their payment by the gateway's reference; one payment per reference.
CREATE UNIQUE INDEX payments_gateway_ref_once ON payments (gateway, gateway_ref) WHERE gateway_ref IS NOT NULL;
-- At most one open checkout per reservation: the service hands the open one back instead, and the
-- database refuses a second one whatever the application does.
CREATE UNIQUE INDEX payments_one_open ON payments (reservation_id) WHERE status IN ('pending', 'requires_action');

-- The built-in test gateway's own state (a real gateway keeps this on its side). In PostgreSQL so
-- that every instance serves the same checkout; the status moves forward only, by conditional
-- updates, which is what makes a second charge of one checkout impossible.
CREATE TABLE test_gateway_checkouts (
  ref text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  amount integer NOT NULL CHECK (amount > 0),
  currency text NOT NULL,
  merchant text NOT NULL,
  reference text NOT NULL,
  description text NOT NULL,
  return_url text NOT NULL,
  callback_url text NOT NULL,
  locale text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'challenge', 'succeeded', 'failed')),
  failure_code text,
  expires_at timestamptz NOT NULL,
  completed_at timestamptz,
  callback_delivered_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
