import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

// The hello-world baseline of `npm run perf`: the framework's own cost on this machine, built
// with the site's Next.js and React from the project's one node_modules.
const config: NextConfig = {
  poweredByHeader: false,
  turbopack: { root: fileURLToPath(new URL('../../..', import.meta.url)) },
  typescript: { ignoreBuildErrors: true },
};

export default config;
