'use client';

import ui from '@web/components/booking/ui/booking.module.css';
import { useFormStatus } from 'react-dom';

/** A form's submit button that says it is working and cannot be pressed twice meanwhile. */
export function SubmitButton({
  label,
  busyLabel,
  variant = 'primary',
  testId,
}: {
  label: string;
  busyLabel: string;
  variant?: 'primary' | 'secondary';
  testId?: string;
}) {
  const { pending } = useFormStatus();
  return (
    <button
      type="submit"
      className={variant === 'primary' ? ui.button : ui.buttonSecondary}
      aria-disabled={pending}
      disabled={pending}
      data-testid={testId}
    >
      {pending ? busyLabel : label}
    </button>
  );
}
