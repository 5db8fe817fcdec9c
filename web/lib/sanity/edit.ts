import { createDataAttribute } from 'next-sanity';
import { readSanityEnv } from './env.ts';

/** `data-sanity` value for a field path of the current document, or undefined outside draft mode. */
export type EditAttr = (path: string) => string | undefined;

export const noEdit: EditAttr = () => undefined;

/**
 * Click-to-edit attributes for the Presentation tool's overlays. The lake returns no content
 * source maps, so stega cannot mark fields; explicit `data-sanity` attributes do, on headings,
 * blocks and images. Rendered only in draft mode: public pages carry no editing markup.
 */
export function editAttributes(
  doc: { _id: string; _type: string },
  workspace: string,
  draftMode: boolean,
): EditAttr {
  if (!draftMode) return noEdit;
  const env = readSanityEnv();
  return (path) =>
    createDataAttribute({
      id: doc._id,
      type: doc._type,
      path,
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      ...(env.SANITY_STUDIO_URL ? { baseUrl: env.SANITY_STUDIO_URL } : {}),
      workspace,
      tool: 'structure',
    }).toString();
}
