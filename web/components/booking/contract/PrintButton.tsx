'use client';

import ui from '../ui/booking.module.css';

export function PrintButton({ label }: { label: string }) {
  return (
    <button type="button" className={ui.buttonSecondary} onClick={() => window.print()}>
      {label}
    </button>
  );
}
