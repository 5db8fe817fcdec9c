import { jsonTooDeep } from '@domain';

/**
 * Server actions arrive as a POST with a `Next-Action` header; React decodes their arguments
 * recursively before any of our code runs, so a body of deeply nested brackets overflowed its
 * stack (a 500) and a malformed one failed the same way. The
 * proxy refuses both with a 400 first. The argument model is JSON: the whole body for a plain
 * call, or the multipart fields named by a number (React's outlined models); other multipart
 * fields are the form's own values (`<id>_<name>`), free text that is not checked here.
 */
export async function refuseMalformedAction(request: Request): Promise<Response | null> {
  if (request.method !== 'POST' || !request.headers.get('next-action')) return null;
  const type = request.headers.get('content-type') ?? '';
  // The root model (the argument list) first, then the outlined ones.
  const models: string[] = [];
  try {
    if (type.startsWith('multipart/form-data')) {
      const form = await request.clone().formData();
      const root = form.get('0');
      if (typeof root !== 'string') return refuse('The action arguments are missing');
      models.push(root);
      for (const [name, value] of form) {
        if (name !== '0' && /^\d+$/.test(name) && typeof value === 'string') models.push(value);
      }
    } else {
      models.push(await request.clone().text());
    }
  } catch {
    return refuse('The action arguments cannot be read');
  }
  for (const [index, text] of models.entries()) {
    if (jsonTooDeep(text)) return refuse('The action arguments nest too deeply');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return refuse('The action arguments are not valid JSON');
    }
    if (index === 0 && !Array.isArray(value)) return refuse('The action arguments must be a list');
  }
  return null;
}

function refuse(message: string): Response {
  return Response.json({ code: 'malformed_action', message }, { status: 400 });
}
