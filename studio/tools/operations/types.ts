// The staff API's answers as the tool reads them (booking/services/operations.ts makes them).
import type { DayFigures, PeriodTotals, ReportPeriod } from '../../../domain/index.ts';

export interface StaffMember {
  id: string;
  name: string;
  email: string | null;
  role: string;
  via: 'lake' | 'token';
}

export interface Movement {
  kind: 'pickup' | 'return';
  reservationId: string;
  reference: string;
  at: string;
  locationId: string;
  customer: string;
  email: string;
  classId: string;
  className: string;
  selfService: boolean;
  checkedIn: boolean;
  balance: number;
  status: string;
}

export interface DayBoard {
  date: string;
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
  refundable: number;
}

export interface AffiliateFigures {
  ref: string;
  clicks: number;
  conversions: number;
  confirmed: number;
  amount: number;
  rate: number;
}

export interface AuditEntry {
  id: number;
  at: string;
  actor: { id: string; name: string; email: string | null; role: string; via: string };
  action: string;
  target: string | null;
  details: Record<string, unknown>;
}
