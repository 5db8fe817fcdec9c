/**
 * Headless document validation against the Studio's schema rules, with a client that answers
 * GROQ from an in-memory dataset (groq-js, as the lake does). Reusable for seed content:
 * `validateDocuments(seed)` returns the error markers of every document.
 */
import { Schema } from '@sanity/schema';
import { builtinTypes } from '@sanity/schema/_internal';
import { type DocumentValidationMarker, validateDocumentWithWorkspace } from '@sanity/validation';
import { schemaTypes } from '@schemas/index.ts';
import { evaluate, parse } from 'groq-js';
import { from } from 'rxjs';
import type { SanityDocument } from 'sanity';

// Slug, geopoint and the asset types are built into the Studio, not into `Schema.compile`.
export const schema = Schema.compile({ name: 'vegur', types: [...builtinTypes, ...schemaTypes] });

type Doc = Record<string, unknown> & { _id: string; _type: string };

function datasetClient(dataset: readonly Doc[]) {
  const fetch = async (query: string, params: Record<string, unknown> = {}) =>
    (await evaluate(parse(query), { dataset: [...dataset], params })).get();
  const client = {
    fetch,
    getDataUrl: (operation: string, path?: string) => `/data/${operation}/test/${path ?? ''}`,
    observable: {
      fetch: (query: string, params?: Record<string, unknown>) => from(fetch(query, params)),
      request: () => from(Promise.resolve(null)),
    },
    withConfig: () => client,
  };
  return client;
}

export async function validateDocuments(
  dataset: readonly Doc[],
  only?: readonly string[],
): Promise<Record<string, DocumentValidationMarker[]>> {
  type Workspace = Parameters<typeof validateDocumentWithWorkspace>[0]['workspace'];
  // A structural stand-in: validation calls fetch, getDataUrl, observable and withConfig only.
  const client = datasetClient(dataset) as unknown as ReturnType<Workspace['getClient']>;
  // The Studio's environment: in the 'cli' one, @sanity/validation 6.16 appends an unknown-fields
  // check with `.warning()` to each object's rule, which turns that object's own custom errors
  // into warnings.
  const workspace = { schema, getClient: () => client } as unknown as Workspace;
  const ids = new Set(dataset.map((doc) => doc._id));
  const result: Record<string, DocumentValidationMarker[]> = {};
  for (const document of dataset) {
    if (only && !only.includes(document._id)) continue;
    const markers = await validateDocumentWithWorkspace({
      document: { _createdAt: '', _updatedAt: '', _rev: '', ...document } as SanityDocument,
      workspace,
      environment: 'studio',
      getDocumentExists: async ({ id }) => ids.has(id),
    });
    result[document._id] = markers.filter((marker) => marker.level === 'error');
  }
  return result;
}

export function messages(markers: readonly DocumentValidationMarker[] | undefined): string[] {
  return (markers ?? []).map(
    (marker) =>
      `${marker.path.map((p) => (typeof p === 'object' ? JSON.stringify(p) : p)).join('.')}: ${marker.message}`,
  );
}
