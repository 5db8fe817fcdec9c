/**
 * What the booking service's staff endpoints answer (`booking/services/operations.ts`,
 * `staff-audit.ts`, `http/staff-auth.ts` make them) and the Studio's Operations tool reads:
 * one contract for both sides. Times are ISO instants; the tool shows them in Iceland time.
 */
import type { IsoDate } from './dates.ts';
import type { LateReturn } from './late-return.ts';
import type { DayFigures, PeriodTotals, ReportPeriod } from './report-period.ts';
import type { UnitConflict } from './units.ts';

/** Who is calling a staff endpoint: a Studio user (lake credentials) or a script (admin token). */
export interface StaffMember {
  id: string;
  name: string;
  email: string | null;
  role: string;
  /** `service`: the booking service itself (the automatic assignment). */
  via: 'lake' | 'token' | 'service';
}

export interface Movement {
  kind: 'pickup' | 'return';
  reservationId: string;
  reference: string;
  /** Pickup or return time, ISO. */
  at: string;
  locationId: string;
  customer: string;
  email: string;
  classId: string;
  className: string;
  selfService: boolean;
  checkedIn: boolean;
  /** ISK the customer still owes (negative: owed back). */
  balance: number;
  status: string;
  /** The plate of the unit holding the reservation. */
  plate: string | null;
  /** The return inspection is submitted: the car is back. */
  returned: boolean;
  /** The booked return has passed and the car is not back (`domain/late-return.ts`). */
  late: LateReturn | null;
}

export interface DayBoard {
  date: IsoDate;
  locations: { id: string; title: string; pickups: Movement[]; returns: Movement[] }[];
}

export interface PeriodReport {
  period: ReportPeriod;
  previous: ReportPeriod;
  days: DayFigures[];
  previousDays: DayFigures[];
  totals: PeriodTotals;
  previousTotals: PeriodTotals;
  change: { bookings: number | null; revenue: number | null; averageDays: number | null };
}

export interface ClassUtilisation {
  classId: string;
  name: string;
  units: number;
  /** Hours the class's units are held by bookings (turnaround included) within the period. */
  bookedHours: number;
  capacityHours: number;
  percent: number;
}

export interface RefundRequest {
  reservationId: string;
  reference: string;
  customer: string;
  email: string;
  reason: string | null;
  requestedAt: string;
  pickupAt: string;
  returnAt: string;
  paid: number;
  refunded: number;
  /** At most this much can still go back to the card. */
  refundable: number;
}

export interface AffiliateFigures {
  ref: string;
  clicks: number;
  conversions: number;
  confirmed: number;
  /** ISK of the conversions' bookings. */
  amount: number;
  /** Conversions per click, percent with one decimal. */
  rate: number;
}

/** One line of the staff audit log. */
export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: string; name: string; email: string | null; role: string; via: string };
  action: string;
  target: string | null;
  details: Record<string, unknown>;
}

/**
 * A background job (an e-mail, a refund after a capture, a conversion) that keeps failing: being
 * retried after an error (`pending`), or given up after its last attempt (`failed`).
 */
export interface BackgroundJob {
  id: number;
  kind: string;
  tenant: string | null;
  status: string;
  attempts: number;
  maxAttempts: number;
  lastError: string | null;
  createdAt: string;
  /** When it is tried next (`pending`). */
  runAfter: string;
  /** The reservation it is about, when it is about one. */
  reservationId: string | null;
}

/** One reservation a desk search found (`GET /staff/desk/search`). */
export interface DeskHit {
  id: string;
  reference: string;
  status: string;
  customer: string;
  email: string;
  pickupAt: string;
  returnAt: string;
  pickupLocationId: string;
  classId: string;
  className: string;
  plate: string | null;
}

/** A unit as the desk shows it: plate, class, home location, in service. */
export interface DeskUnit {
  id: number;
  plate: string;
  classId: string;
  locationId: string;
  active: boolean;
}

/** A staff note on a reservation (staff only; the customer never sees it). */
export interface StaffNote {
  id: number;
  at: string;
  author: { id: string; name: string; email: string | null };
  text: string;
}

/** A file kept with a reservation, as the desk lists it. */
export interface DeskDocument {
  kind: string;
  title: string;
  contentType: string;
  size: number | null;
  at: string;
  /** Staff API path that serves it (relative to the booking API), when staff can open it. */
  path: string | null;
}

/** Everything the desk shows about one reservation (`GET /staff/desk/reservations/:id`). */
export interface ReservationDesk {
  id: string;
  reference: string;
  status: string;
  locale: string;
  createdAt: string;
  confirmedAt: string | null;
  pickupAt: string;
  returnAt: string;
  pickupLocationId: string;
  returnLocationId: string;
  selfService: boolean;
  customer: { name: string; email: string; phone: string | null; country: string | null };
  drivers: { name: string; role: 'main' | 'extra' }[];
  vehicle: { classId: string; className: string };
  /** The unit holding the reservation; `assignedAt` is set once staff (or the service) fixed it. */
  unit: (DeskUnit & { assignedAt: string | null; assignedBy: string | null }) | null;
  /** Units this reservation may be moved to now (right class, in service, free for its period). */
  unitOptions: DeskUnit[];
  /** The unit it holds is out of service or retired in its period: staff should move it. */
  unitConflict: UnitConflict | null;
  money: {
    total: number;
    paid: number;
    refunded: number;
    /** ISK still owed (negative: owed back). */
    balance: number;
    payments: { id: string; kind: string; amount: number; status: string; at: string }[];
  };
  checkIn: { checkedIn: boolean; signedAt: string | null; details: boolean; licences: number };
  /** Whether the car is back (return inspection submitted, when) and, if not, how late it is. */
  return: { returnedAt: string | null; late: LateReturn | null };
  documents: DeskDocument[];
  notes: StaffNote[];
  /** Staff actions on this reservation, newest first. */
  audit: AuditEntry[];
}
