import { type LateReturn, lateDuration } from '../../../domain/index.ts';

/**
 * Each booking's state on the board: a cancelled booking that waits for a
 * refund decision is not a pickup to prepare, and must not look like one.
 */
const MOVEMENT_STATUS: Record<
  string,
  { label: string; tone: 'default' | 'positive' | 'caution' | 'critical' }
> = {
  pending_payment: { label: 'Awaiting payment', tone: 'caution' },
  confirmed: { label: 'Confirmed', tone: 'default' },
  checked_in: { label: 'Checked in online', tone: 'positive' },
  completed: { label: 'Completed', tone: 'positive' },
  refund_requested: { label: 'Cancelled – refund decision pending', tone: 'critical' },
  cancelled: { label: 'Cancelled', tone: 'critical' },
  refunded: { label: 'Cancelled and refunded', tone: 'critical' },
};
export const movementStatus = (status: string) =>
  MOVEMENT_STATUS[status] ?? { label: status.replace(/_/g, ' '), tone: 'default' as const };

/** A late return as the board and the desk say it: "Late return · 9 h 35 min late". */
export const lateReturnLabel = (late: LateReturn) => `Late return · ${lateDuration(late.minutesLate)} late`;
