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
      // The drafts perspective may hand out a draft's id; the Studio opens documents by published id.
      id: doc._id.replace(/^drafts\./, ''),
      type: doc._type,
      path,
      projectId: env.SANITY_PROJECT_ID,
      dataset: env.SANITY_DATASET,
      ...(env.SANITY_STUDIO_URL ? { baseUrl: env.SANITY_STUDIO_URL } : {}),
      workspace,
      tool: 'structure',
    }).toString();
}

/** The edit attributes of a shell document (header, footer, banners), if it exists. */
export function shellEditAttributes(
  doc: { _id: string; _type: string } | null | undefined,
  workspace: string,
  draftMode: boolean,
): EditAttr {
  return doc ? editAttributes(doc, workspace, draftMode) : noEdit;
}
