import { refuseMalformedAction } from '@web/lib/action-guard.ts';
import { describe, expect, it } from 'vitest';

const action = (body: BodyInit, type?: string) =>
  new Request('http://cars.localhost/find-reservation/', {
    method: 'POST',
    headers: { 'next-action': 'abc123', ...(type ? { 'content-type': type } : {}) },
    body,
  });

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe('server action guard', () => {
  it('passes what React sends: a JSON argument list, or multipart with numbered models', async () => {
    expect(await refuseMalformedAction(action('["$K1"]', 'text/plain;charset=UTF-8'))).toBeNull();
    expect(
      await refuseMalformedAction(action(form({ '1_reference': '[[[[ free text', '0': '["$K1"]' }))),
    ).toBeNull();
    // Not an action: not ours to judge.
    const page = new Request('http://cars.localhost/', { method: 'POST', body: '[['.repeat(10) });
    expect(await refuseMalformedAction(page)).toBeNull();
  });

  it('refuses deep nesting and malformed arguments with a 400 before React decodes them', async () => {
    const cases: Request[] = [
      action('['.repeat(20_000), 'text/plain'),
      action(`${'['.repeat(5_000)}${']'.repeat(5_000)}`, 'text/plain'),
      action('not json', 'text/plain'),
      action('{"a":1}', 'text/plain'),
      action(form({ '0': '["$1"]', '1': '['.repeat(10_000) })),
      action(form({ '1_x': 'y' })),
    ];
    for (const request of cases) {
      const refused = await refuseMalformedAction(request);
      expect(refused?.status).toBe(400);
      expect(await refused?.json()).toMatchObject({ code: 'malformed_action' });
    }
  });

  it('leaves the body readable for the action itself', async () => {
    const request = action('["x"]', 'text/plain');
    await refuseMalformedAction(request);
    expect(await request.text()).toBe('["x"]');
  });
});
