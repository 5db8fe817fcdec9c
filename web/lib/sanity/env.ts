import { z } from 'zod';

/**
 * Content configuration from the environment. `npm start` sets these for the local lake; production
 * sets them for hosted Sanity. Nothing here is required at build time: `next build` never queries
 * content (pages that read it render at request time), so missing values fall back to the local
 * lake's defaults instead of failing the build.
 */
const schema = z.object({
  SANITY_PROJECT_ID: z.string().min(1).default('local'),
  SANITY_DATASET: z
    .string()
    .regex(/^[a-z0-9_-]{1,64}$/)
    .default('production'),
  /** The local lake's plain HTTP URL; unset means hosted Sanity (`https://api.sanity.io`). */
  SANITY_API_HOST: z.url().optional(),
  /**
   * Server-side read token (a viewer token for the local lake): reads non-public documents, drafts
   * in draft mode, and checks the Presentation tool's preview secret. Never sent to the browser
   * except to an editor who is already in draft mode.
   */
  SANITY_API_READ_TOKEN: z.string().min(1).optional(),
  /** Where the Studio runs, for click-to-edit links (`data-sanity`). */
  SANITY_STUDIO_URL: z.url().optional(),
});

export type SanityEnv = z.infer<typeof schema>;

export function readSanityEnv(env: NodeJS.ProcessEnv = process.env): SanityEnv {
  const parsed = schema.parse({
    SANITY_PROJECT_ID: env.SANITY_PROJECT_ID || undefined,
    SANITY_DATASET: env.SANITY_DATASET || undefined,
    SANITY_API_HOST: env.SANITY_API_HOST || undefined,
    SANITY_API_READ_TOKEN: env.SANITY_API_READ_TOKEN || undefined,
    SANITY_STUDIO_URL: env.SANITY_STUDIO_URL || undefined,
  });
  // The project id `local` means the embedded lake: without an explicit host, its default port.
  if (parsed.SANITY_PROJECT_ID === 'local' && !parsed.SANITY_API_HOST) {
    parsed.SANITY_API_HOST = `http://127.0.0.1:${env.LAKE_HTTP_PORT || '3333'}`;
  }
  return parsed;
}

export const sanityEnv = readSanityEnv();
