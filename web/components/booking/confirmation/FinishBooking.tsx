'use client';

import { useEffect } from 'react';
import { finishBooking } from '../../../lib/booking/finish-action.ts';

/**
 * Once the confirmation is shown, the booking in progress is done: its cookies and the form draft
 * are cleared, so the next visit starts a fresh search (the reservation session stays).
 */
export function FinishBooking() {
  useEffect(() => {
    void finishBooking();
    try {
      for (const key of Object.keys(window.sessionStorage))
        if (key.endsWith('-booking-details-draft')) window.sessionStorage.removeItem(key);
    } catch {
      // No storage: nothing to clear.
    }
  }, []);
  return null;
}
