import { defineConfig } from 'vitest/config';
import base from './vitest.config.ts';

// The cluster proof (tests/cluster/): two site instances of the built site on PostgreSQL and
// Redis. Apart from `npm run test:unit`, since it needs `npm run build` and both servers.
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    include: ['tests/cluster/**/*.test.ts'],
    maxWorkers: 1,
    testTimeout: 120_000,
    hookTimeout: 600_000,
  },
});
