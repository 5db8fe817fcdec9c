// `npm start`: the whole system on embedded defaults. `npm run dev`: the same with hot reload.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildWeb } from './build.ts';
import { ensureSessionSecret, NEXT_BIN, ROOT, supervise } from './lib/runtime.ts';

const dev = process.argv.includes('--dev');
const port = process.env.PORT ?? '3000';
const sessionSecret = ensureSessionSecret();

if (!dev && !existsSync(join(ROOT, 'web', '.next', 'BUILD_ID'))) await buildWeb();

supervise('site', process.execPath, [NEXT_BIN, dev ? 'dev' : 'start', '-p', port], {
  cwd: join(ROOT, 'web'),
  env: { SESSION_SECRET: sessionSecret, PORT: port },
});

console.log(`
  Vegur is starting${dev ? ' (development, hot reload)' : ''}:
    Car rental   http://localhost:${port}/   (also http://cars.localhost:${port}/)
    Campers      http://campers.localhost:${port}/
    Lease        http://lease.localhost:${port}/
    German       http://localhost:${port}/de/   (es, fr, is likewise)
  Press Ctrl+C to stop.
`);
