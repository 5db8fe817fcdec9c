import { defineCliConfig } from 'sanity/cli';

const SCHEMA_JSON = './node_modules/.cache/sanity/schema.json';

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
  // TYPEGEN_SCHEMA/TYPEGEN_OUT let the freshness test generate beside the committed file.
  schemaExtraction: { workspace: 'cars', path: process.env.TYPEGEN_SCHEMA || SCHEMA_JSON },
  typegen: {
    path: './schemas/queries.ts',
    schema: process.env.TYPEGEN_SCHEMA || SCHEMA_JSON,
    generates: process.env.TYPEGEN_OUT || './web/sanity.types.ts',
    overloadClientMethods: true,
  },
});
