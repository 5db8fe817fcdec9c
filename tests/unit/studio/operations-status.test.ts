import { movementStatus } from '@studio/tools/operations/status.ts';
import { describe, expect, it } from 'vitest';

describe('the Operations board names each booking’s state', () => {
  it('a cancelled booking waiting for a refund decision does not look like a pickup', () => {
    expect(movementStatus('refund_requested')).toEqual({
      label: 'Cancelled – refund decision pending',
      tone: 'critical',
    });
    expect(movementStatus('confirmed').tone).toBe('default');
    expect(movementStatus('checked_in').label).toBe('Checked in online');
    expect(movementStatus('some_new_state').label).toBe('some new state');
  });
});
