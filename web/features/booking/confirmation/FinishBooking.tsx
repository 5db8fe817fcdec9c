'use client';

import type { Tenant } from '@domain/locale.ts';
import { forgetUsedCoupon } from '@web/components/promotion/coupon-store.ts';
import { useEffect } from 'react';
import { finishBooking } from './action.ts';

/**
 * Once the confirmation is shown, the booking in progress is done: its cookies and the form draft
 * are cleared, so the next visit starts a fresh search (the reservation session stays), and a
 * promotion code the booking used is no longer announced as applied to the next one.
 */
export function FinishBooking({ tenant, usedCode }: { tenant: Tenant; usedCode: string | null }) {
  useEffect(() => {
    void finishBooking();
    if (usedCode) forgetUsedCoupon(tenant, usedCode);
    try {
      for (const key of Object.keys(window.sessionStorage))
        if (key.endsWith('-booking-details-draft')) window.sessionStorage.removeItem(key);
    } catch {
      // No storage: nothing to clear.
    }
  }, [tenant, usedCode]);
  return null;
}
