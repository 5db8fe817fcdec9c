import { formArgument } from '@web/lib/action-argument.ts';
import { describe, expect, it } from 'vitest';

describe('server action form arguments', () => {
  it('passes a form and answers anything else with a 404 instead of failing with a 500', () => {
    const form = new FormData();
    expect(formArgument(form)).toBe(form);
    for (const junk of ['text', 42, null, undefined, { get: () => 'x' }, [], new Map()]) {
      let thrown: unknown;
      try {
        formArgument(junk);
      } catch (error) {
        thrown = error;
      }
      // Next's notFound(): its action handler turns this into a 404 response.
      expect(String((thrown as { digest?: string }).digest)).toContain('404');
    }
  });
});
