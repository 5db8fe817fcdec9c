import {
  autoAssignAt,
  MAX_SERVICE_PERIOD_DAYS,
  retirementInstant,
  servicePeriodInstants,
  servicePeriodProblem,
  unitStatus,
} from '@domain';
import { describe, expect, it } from 'vitest';

describe('units out of service', () => {
  it('takes whole days in Iceland, the last one included', () => {
    expect(
      servicePeriodInstants({ from: '2026-12-01', to: '2026-12-01' }).map((d) => d.toISOString()),
    ).toEqual(['2026-12-01T00:00:00.000Z', '2026-12-02T00:00:00.000Z']);
    expect(servicePeriodInstants({ from: '2026-12-30', to: '2027-01-02' })[1].toISOString()).toBe(
      '2027-01-03T00:00:00.000Z',
    );
    expect(retirementInstant('2027-03-01').toISOString()).toBe('2027-03-01T00:00:00.000Z');
  });

  it('refuses a backwards, malformed or too long period', () => {
    expect(servicePeriodProblem({ from: '2026-12-01', to: '2026-12-01' })).toBeNull();
    expect(servicePeriodProblem({ from: '2026-12-02', to: '2026-12-01' })).toContain('before the first');
    expect(servicePeriodProblem({ from: '2026-02-30', to: '2026-03-01' })).toContain('YYYY-MM-DD');
    expect(servicePeriodProblem({ from: '2026-01-01', to: '2026-12-31' })).toBeNull();
    expect(servicePeriodProblem({ from: '2026-01-01', to: '2027-01-02' })).toContain(
      `At most ${MAX_SERVICE_PERIOD_DAYS} days`,
    );
  });

  it('says what a unit is now: retired, off in the Studio, out of service or in service', () => {
    const now = new Date('2026-12-05T10:00:00Z');
    const repair = { start: new Date('2026-12-05T00:00:00Z'), end: new Date('2026-12-06T00:00:00Z') };
    const later = { start: new Date('2026-12-06T00:00:00Z'), end: new Date('2026-12-07T00:00:00Z') };
    expect(unitStatus({ active: true, retiredAt: null }, [later], now)).toBe('in_service');
    expect(unitStatus({ active: true, retiredAt: null }, [repair], now)).toBe('out_of_service');
    expect(unitStatus({ active: false, retiredAt: null }, [repair], now)).toBe('inactive');
    expect(unitStatus({ active: true, retiredAt: new Date('2026-12-05T00:00:00Z') }, [], now)).toBe(
      'retired',
    );
    expect(unitStatus({ active: true, retiredAt: new Date('2026-12-06T00:00:00Z') }, [], now)).toBe(
      'in_service',
    );
  });

  it('assigns automatically the set hours before pickup', () => {
    expect(autoAssignAt(new Date('2026-12-05T12:00:00Z'), 24).toISOString()).toBe('2026-12-04T12:00:00.000Z');
  });
});
