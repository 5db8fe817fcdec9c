import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'local',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // Offline machines: never fetch Studio packages from the CDN at runtime.
  deployment: { autoUpdates: false },
  // 3333 and 3334 are the local lake's ports.
  server: { port: Number(process.env.STUDIO_PORT) || 3335 },
  // All workspaces share one schema; extraction needs one name.
  schemaExtraction: { workspace: 'cars', path: './node_modules/.cache/sanity/schema.json' },
  typegen: {
    path: './schemas/queries.ts',
    schema: './node_modules/.cache/sanity/schema.json',
    generates: './web/sanity.types.ts',
    overloadClientMethods: true,
  },
});
