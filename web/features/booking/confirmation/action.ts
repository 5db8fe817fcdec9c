'use server';

import { clearBookingState } from '@web/features/booking/state.ts';

/** The booking was paid: the search and details cookies have done their job. */
export async function finishBooking(): Promise<void> {
  await clearBookingState();
}
