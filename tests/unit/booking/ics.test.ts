import { buildIcs, escapeText, foldLine, icsDate } from '@booking/rules/ics.ts';
import { describe, expect, it } from 'vitest';

const octets = (s: string) => Buffer.byteLength(s, 'utf8');

describe('iCalendar builder (RFC 5545)', () => {
  it('writes instants in UTC basic format', () => {
    expect(icsDate(new Date('2026-07-01T12:30:00.000Z'))).toBe('20260701T123000Z');
  });

  it('escapes backslash, semicolon, comma and newlines in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds at 75 octets without splitting a UTF-8 character, continuation lines start with a space', () => {
    const line = `SUMMARY:${'Afhending: Ökutæki – þjónusta '.repeat(8)}`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(3);
    for (const [i, part] of parts.entries()) {
      expect(octets(part)).toBeLessThanOrEqual(75);
      if (i > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD');
    }
    expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
    const exactly75 = `X:${'a'.repeat(73)}`;
    expect(foldLine(exactly75)).toBe(exactly75);
    expect(foldLine(`${exactly75}b`).split('\r\n')).toEqual([exactly75, ' b']);
  });

  it('builds a calendar with CRLF line ends, events and stable output', () => {
    const calendar = {
      prodId: '-//Vegur//Booking//EN',
      stamp: new Date('2026-01-01T00:00:00Z'),
      name: 'Vegur Car Rental ABCD-EFGH',
      events: [
        {
          uid: 'r1-pickup@vegur.is',
          start: new Date('2026-07-01T12:00:00Z'),
          end: new Date('2026-07-01T12:30:00Z'),
          summary: 'Pickup: VW Golf, or similar; (ABCD-EFGH)',
          location: 'Keflavík Airport',
          description: 'Booking reference: ABCD-EFGH\nVehicle: VW Golf',
        },
        {
          uid: 'r1-return@vegur.is',
          start: new Date('2026-07-05T12:00:00Z'),
          end: new Date('2026-07-05T12:30:00Z'),
          summary: 'Return',
        },
      ],
    };
    const ics = buildIcs(calendar);
    expect(ics).toBe(buildIcs(calendar));
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.replace(/\r\n /g, '').split('\r\n');
    expect(lines.slice(0, 5)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Vegur//Booking//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ]);
    expect(lines).toContain('SUMMARY:Pickup: VW Golf\\, or similar\\; (ABCD-EFGH)');
    expect(lines).toContain('DESCRIPTION:Booking reference: ABCD-EFGH\\nVehicle: VW Golf');
    expect(lines).toContain('DTSTART:20260701T120000Z');
    expect(lines).toContain('DTEND:20260705T123000Z');
    expect(lines.filter((l) => l === 'DTSTAMP:20260101T000000Z')).toHaveLength(2);
    expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(2);
    expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(2);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });
});
