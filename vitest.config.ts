import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@domain$/, replacement: here('./domain/index.ts') },
      { find: /^@domain\/(.*)$/, replacement: `${here('./domain/')}$1` },
      { find: /^@booking\/(.*)$/, replacement: `${here('./booking/')}$1` },
      { find: /^@schemas\/(.*)$/, replacement: `${here('./schemas/')}$1` },
      { find: /^@web\/(.*)$/, replacement: `${here('./web/')}$1` },
      { find: /^@lake\/(.*)$/, replacement: `${here('./lake/')}$1` },
      { find: /^@studio\/(.*)$/, replacement: `${here('./studio/')}$1` },
      { find: /^@scripts\/(.*)$/, replacement: `${here('./scripts/')}$1` },
    ],
  },
  test: {
    include: ['tests/unit/**/*.test.ts', 'tests/integration/**/*.test.ts'],
    environment: 'node',
    // Integration suites start servers and databases: keep the 2-core machine responsive.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
