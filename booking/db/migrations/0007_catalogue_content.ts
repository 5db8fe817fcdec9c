// Migration 0007_catalogue_content: plain SQL, kept as a module so that every bundler (Next.js's server chunks
// included) ships it with the code that applies it.
export default `-- The rental catalogue (classes with rates and units, insurance, extras, one-way fees,
-- booking rules) comes from the content lake like locations and promotions. Nothing is deleted
-- when content goes away: reservations point at classes, units, covers and extras, so they are
-- retired (active = false) and keep what bookings were sold.

-- When the content a row came from was written: an older delivery never overwrites a newer one.
ALTER TABLE vehicle_classes ADD COLUMN content_updated_at timestamptz;
-- The rental group document (its rentalId is the number the site links vehicle pages by); a class
-- whose group is not published yet has no rental id and is not offered.
ALTER TABLE vehicle_classes ADD COLUMN rental_ref text;
ALTER TABLE vehicle_classes ALTER COLUMN rental_id DROP NOT NULL;
ALTER TABLE vehicle_classes ADD COLUMN deposit_class text NOT NULL DEFAULT 'standard';
ALTER TABLE vehicle_classes ADD CONSTRAINT vehicle_classes_deposit_class CHECK (deposit_class IN ('standard', 'high'));

ALTER TABLE insurance_packages ADD COLUMN deposit_high integer;
ALTER TABLE insurance_packages ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE insurance_packages ADD COLUMN content_updated_at timestamptz;
ALTER TABLE insurance_packages ADD CONSTRAINT insurance_packages_amounts
  CHECK (per_day >= 0 AND coalesce(excess, 0) >= 0 AND coalesce(deposit, 0) >= 0 AND coalesce(deposit_high, 0) >= 0) NOT VALID;

ALTER TABLE extras ADD COLUMN active boolean NOT NULL DEFAULT true;
ALTER TABLE extras ADD COLUMN content_updated_at timestamptz;
ALTER TABLE extras ADD CONSTRAINT extras_amounts CHECK (price >= 0 AND max_quantity >= 1) NOT VALID;

ALTER TABLE units ADD COLUMN content_updated_at timestamptz;

-- Rental group documents: content id -> the booking rental id.
CREATE TABLE content_rentals (
  ref text PRIMARY KEY,
  rental_id integer NOT NULL,
  content_updated_at timestamptz NOT NULL
);
`;
