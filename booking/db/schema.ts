// Drizzle mirror of migrations/*.ts (plain SQL). The SQL files are the source of truth (drizzle-kit cannot
// express exclusion constraints); keep both in step.
import {
  bigint,
  boolean,
  customType,
  date,
  doublePrecision,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const tenantSettings = pgTable('tenant_settings', {
  tenant: text('tenant').primaryKey(),
  settings: jsonb('settings').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0004
  contentUpdatedAt: ts('content_updated_at'),
});

export const locations = pgTable(
  'locations',
  {
    tenant: text('tenant').notNull(),
    id: text('id').notNull(),
    code: text('code').notNull(),
    title: text('title').notNull(),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    hours: jsonb('hours').notNull(),
    hidden: boolean('hidden').notNull().default(false),
    syncedAt: ts('synced_at').notNull().defaultNow(),
    // 0004
    contentUpdatedAt: ts('content_updated_at'),
    // 0010
    titles: jsonb('titles').notNull().default({}),
    // 0012
    keyInstructions: jsonb('key_instructions').notNull().default({}),
    keyReleaseHours: integer('key_release_hours').notNull().default(1),
    keyCode: text('key_code'),
    // 0014
    autoAssignHours: integer('auto_assign_hours').notNull().default(24),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.id] })],
);

export const vehicleClasses = pgTable(
  'vehicle_classes',
  {
    tenant: text('tenant').notNull(),
    id: text('id').notNull(),
    // Nullable since 0006: a class whose rental group is not published yet.
    rentalId: integer('rental_id'),
    name: text('name').notNull(),
    orSimilar: boolean('or_similar').notNull().default(true),
    category: text('category').notNull(),
    transmission: text('transmission').notNull(),
    fuel: text('fuel').notNull(),
    seats: integer('seats').notNull(),
    doors: integer('doors').notNull(),
    luggage: integer('luggage').notNull(),
    sleepingSpots: integer('sleeping_spots').notNull().default(0),
    fourWheelDrive: boolean('four_wheel_drive').notNull().default(false),
    fRoadAllowed: boolean('f_road_allowed').notNull().default(false),
    minDriverAge: integer('min_driver_age').notNull().default(20),
    images: jsonb('images').notNull().default([]),
    rates: jsonb('rates').notNull(),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    // 0006
    contentUpdatedAt: ts('content_updated_at'),
    rentalRef: text('rental_ref'),
    depositClass: text('deposit_class').notNull().default('standard'),
    // 0010
    names: jsonb('names').notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.id] })],
);

export const units = pgTable('units', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenant: text('tenant').notNull(),
  classId: text('class_id').notNull(),
  locationId: text('location_id').notNull(),
  plate: text('plate').notNull(),
  active: boolean('active').notNull().default(true),
  // 0006
  contentUpdatedAt: ts('content_updated_at'),
  // 0014
  retiredAt: ts('retired_at'),
  retiredBy: text('retired_by'),
});

export const insurancePackages = pgTable(
  'insurance_packages',
  {
    tenant: text('tenant').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    perDay: integer('per_day').notNull(),
    excess: integer('excess'),
    deposit: integer('deposit'),
    includes: jsonb('includes').notNull().default([]),
    sort: integer('sort').notNull().default(0),
    // 0006
    depositHigh: integer('deposit_high'),
    active: boolean('active').notNull().default(true),
    contentUpdatedAt: ts('content_updated_at'),
    // 0009
    names: jsonb('names').notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.id] })],
);

export const extras = pgTable(
  'extras',
  {
    tenant: text('tenant').notNull(),
    id: text('id').notNull(),
    name: text('name').notNull(),
    pricing: text('pricing').notNull(),
    price: integer('price').notNull(),
    maxQuantity: integer('max_quantity').notNull(),
    sort: integer('sort').notNull().default(0),
    // 0006
    active: boolean('active').notNull().default(true),
    contentUpdatedAt: ts('content_updated_at'),
    // 0009
    names: jsonb('names').notNull().default({}),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.id] })],
);

export const promoCodes = pgTable(
  'promo_codes',
  {
    tenant: text('tenant').notNull(),
    code: text('code').notNull(),
    percent: integer('percent').notNull(),
    validFrom: ts('valid_from').notNull(),
    validTo: ts('valid_to').notNull(),
    active: boolean('active').notNull().default(true),
    // 0004
    contentUpdatedAt: ts('content_updated_at'),
    sourceId: text('source_id'),
  },
  (t) => [primaryKey({ columns: [t.tenant, t.code] })],
);

/** Moves on every applied content change of a tenant (0004_content_sync.sql). */
export const contentVersions = pgTable('content_versions', {
  tenant: text('tenant').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  iskPerUnit: numeric('isk_per_unit', { precision: 14, scale: 6 }).notNull(),
  rateDate: date('rate_date').notNull(),
  source: text('source').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

export const reservations = pgTable('reservations', {
  id: uuid('id').primaryKey(),
  tenant: text('tenant').notNull(),
  reference: text('reference').notNull(),
  status: text('status').notNull(),
  classId: text('class_id').notNull(),
  unitId: integer('unit_id'),
  pickupLocationId: text('pickup_location_id').notNull(),
  returnLocationId: text('return_location_id').notNull(),
  pickupAt: ts('pickup_at').notNull(),
  returnAt: ts('return_at').notNull(),
  selfService: boolean('self_service').notNull().default(false),
  email: text('email').notNull(),
  customer: jsonb('customer').notNull(),
  mainDriver: jsonb('main_driver'),
  extraDrivers: jsonb('extra_drivers').notNull().default([]),
  trip: jsonb('trip').notNull().default({}),
  lease: jsonb('lease'),
  options: jsonb('options').notNull(),
  price: jsonb('price').notNull(),
  total: integer('total').notNull(),
  dueNow: integer('due_now').notNull(),
  balance: integer('balance').notNull().default(0),
  promoCode: text('promo_code'),
  affiliate: jsonb('affiliate'),
  checkin: jsonb('checkin').notNull().default({}),
  cancelReason: text('cancel_reason'),
  refundReason: text('refund_reason'),
  idempotencyKey: text('idempotency_key'),
  requestHash: text('request_hash'),
  version: integer('version').notNull().default(1),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0002
  locale: text('locale').notNull().default('en'),
  contractSha256: text('contract_sha256'),
  contractAcceptedAt: ts('contract_accepted_at'),
  siteOrigin: text('site_origin'),
  confirmedAt: ts('confirmed_at'),
  confirmationSentAt: ts('confirmation_sent_at'),
  // 0005
  refundRequestedFrom: text('refund_requested_from'),
  // 0011
  unitAssignedAt: ts('unit_assigned_at'),
  unitAssignedBy: text('unit_assigned_by'),
});

export const allocations = pgTable('allocations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenant: text('tenant').notNull(),
  unitId: integer('unit_id').notNull(),
  reservationId: uuid('reservation_id'),
  period: tstzrange('period').notNull(),
});

export const payments = pgTable('payments', {
  id: uuid('id').primaryKey(),
  tenant: text('tenant').notNull(),
  reservationId: uuid('reservation_id').notNull(),
  kind: text('kind').notNull(),
  amount: integer('amount').notNull(),
  status: text('status').notNull(),
  gateway: text('gateway').notNull(),
  gatewayRef: text('gateway_ref'),
  failureCode: text('failure_code'),
  optionId: integer('option_id'),
  idempotencyKey: text('idempotency_key').notNull(),
  requestHash: text('request_hash').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  // 0002
  checkoutUrl: text('checkout_url'),
  checkoutExpiresAt: ts('checkout_expires_at'),
  returnUrl: text('return_url'),
  locale: text('locale'),
});

export const ledger = pgTable('ledger', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  tenant: text('tenant').notNull(),
  reservationId: uuid('reservation_id').notNull(),
  kind: text('kind').notNull(),
  amount: integer('amount').notNull(),
  paymentId: uuid('payment_id'),
  memo: text('memo').notNull().default(''),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const gatewayEvents = pgTable('gateway_events', {
  eventId: text('event_id').primaryKey(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

/** Session tokens revoked by logout, until they would have expired (0003_hardening.sql). */
export const revokedSessions = pgTable('revoked_sessions', {
  tokenHash: text('token_hash').primaryKey(),
  expiresAt: ts('expires_at').notNull(),
});

export const affiliateClicks = pgTable('affiliate_clicks', {
  id: uuid('id').primaryKey(),
  tenant: text('tenant').notNull(),
  ref: text('ref').notNull(),
  referralCode: text('referral_code').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const affiliateConversions = pgTable('affiliate_conversions', {
  id: uuid('id').primaryKey(),
  tenant: text('tenant').notNull(),
  clickId: uuid('click_id').notNull(),
  ref: text('ref').notNull(),
  externalId: text('external_id').notNull(),
  customerId: text('customer_id'),
  amount: integer('amount'),
  coupon: text('coupon'),
  status: text('status').notNull().default('reported'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const uploads = pgTable('uploads', {
  id: uuid('id').primaryKey(),
  tenant: text('tenant').notNull(),
  reservationId: uuid('reservation_id').notNull(),
  kind: text('kind').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  sha256: text('sha256').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

export const signatures = pgTable('signatures', {
  reservationId: uuid('reservation_id').primaryKey(),
  tenant: text('tenant').notNull(),
  templateId: integer('template_id').notNull(),
  contractSha256: text('contract_sha256').notNull(),
  contractText: text('contract_text').notNull(),
  signerName: text('signer_name').notNull(),
  signaturePngKey: text('signature_png_key'),
  ip: text('ip').notNull(),
  signedAt: ts('signed_at').notNull().defaultNow(),
  // 0010: the language of the agreement signed (null: signed before 0010).
  locale: text('locale'),
});

export const testGatewayCheckouts = pgTable('test_gateway_checkouts', {
  ref: text('ref').primaryKey(),
  idempotencyKey: text('idempotency_key').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  merchant: text('merchant').notNull(),
  reference: text('reference').notNull(),
  description: text('description').notNull(),
  returnUrl: text('return_url').notNull(),
  callbackUrl: text('callback_url').notNull(),
  locale: text('locale').notNull(),
  status: text('status').notNull().default('open'),
  failureCode: text('failure_code'),
  expiresAt: ts('expires_at').notNull(),
  completedAt: ts('completed_at'),
  callbackDeliveredAt: ts('callback_delivered_at'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Staff actions through the booking service (0005_staff_audit.sql); append-only. */
export const staffAudit = pgTable('staff_audit', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenant: text('tenant').notNull(),
  actorId: text('actor_id').notNull(),
  actorName: text('actor_name').notNull(),
  actorEmail: text('actor_email'),
  actorRole: text('actor_role').notNull(),
  via: text('via').notNull(),
  action: text('action').notNull(),
  target: text('target'),
  details: jsonb('details').notNull().default({}),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Staff notes on a reservation (0011_desk); append-only, never shown to the customer. */
export const staffNotes = pgTable('staff_notes', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenant: text('tenant').notNull(),
  reservationId: uuid('reservation_id').notNull(),
  actorId: text('actor_id').notNull(),
  actorName: text('actor_name').notNull(),
  actorEmail: text('actor_email'),
  body: text('body').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

// 0014
export const unitServicePeriods = pgTable('unit_service_periods', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  tenant: text('tenant').notNull(),
  unitId: integer('unit_id').notNull(),
  fromDate: date('from_date', { mode: 'string' }).notNull(),
  toDate: date('to_date', { mode: 'string' }).notNull(),
  period: tstzrange('period').notNull(),
  reason: text('reason').notNull(),
  createdBy: text('created_by').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});
export const inspections = pgTable(
  'inspections',
  {
    reservationId: uuid('reservation_id').notNull(),
    tenant: text('tenant').notNull(),
    stage: text('stage').notNull(),
    mileageKm: integer('mileage_km'),
    fuelEighths: integer('fuel_eighths'),
    damage: jsonb('damage').notNull().default([]),
    completedAt: ts('completed_at'),
    reportKey: text('report_key'),
    reportMailedAt: ts('report_mailed_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.stage] })],
);

export const inspectionPhotos = pgTable(
  'inspection_photos',
  {
    reservationId: uuid('reservation_id').notNull(),
    tenant: text('tenant').notNull(),
    stage: text('stage').notNull(),
    view: text('view').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    takenAt: ts('taken_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.reservationId, t.stage, t.view] })],
);

export const schema = {
  tenantSettings,
  locations,
  vehicleClasses,
  units,
  insurancePackages,
  extras,
  promoCodes,
  contentVersions,
  exchangeRates,
  reservations,
  allocations,
  payments,
  ledger,
  gatewayEvents,
  rateLimits,
  revokedSessions,
  affiliateClicks,
  affiliateConversions,
  uploads,
  signatures,
  testGatewayCheckouts,
  staffAudit,
  staffNotes,
  unitServicePeriods,
  inspections,
  inspectionPhotos,
};
