// `npm run lake -- <command>`: start the lake, move datasets in and out, manage access.
import { parseArgs } from 'node:util';
import { Auth, ROLES, type Role } from './auth.ts';
import { resolveOptions } from './config.ts';
import { startLake } from './server.ts';
import { Store } from './store.ts';
import { exportDataset, importDataset } from './transfer.ts';

const USAGE = `Usage: npm run lake -- <command>
  start                                   run the lake (LAKE_DATA_DIR, LAKE_HTTP_PORT, LAKE_HTTPS_PORT, ...)
  import FILE [--dataset D] [--replace]   import an NDJSON file or a .tar.gz export (sanity dataset export)
  export FILE [--dataset D]               export a dataset; FILE ending in .tar.gz includes the assets
  token create --label L [--role R]       create an API token (viewer | editor | administrator)
  user add --email E --name N --role R    add a user; the password is read from LAKE_USER_PASSWORD or stdin`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').trim();
}

async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      dataset: { type: 'string' },
      replace: { type: 'boolean', default: false },
      label: { type: 'string' },
      role: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const options = resolveOptions({ dataDir: values['data-dir'] });
  const dataset = values.dataset ?? options.defaultDataset;
  const [command, sub] = positionals;
  switch (command) {
    case 'start': {
      const lake = await startLake(options);
      const stop = () => {
        void lake.close().then(() => process.exit(0));
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
      return -1;
    }
    case 'import':
    case 'export': {
      if (!sub) {
        console.error(USAGE);
        return 2;
      }
      const store = new Store(options.dataDir);
      try {
        if (command === 'import') {
          const n = await importDataset(store, options.dataDir, dataset, sub, { replace: values.replace });
          console.log(`Imported ${n.documents} documents and ${n.assets} assets into "${dataset}"`);
        } else {
          const n = await exportDataset(store, options.dataDir, dataset, sub);
          console.log(`Exported ${n.documents} documents and ${n.assets} assets from "${dataset}" to ${sub}`);
        }
      } finally {
        store.close();
      }
      return 0;
    }
    case 'token': {
      if (sub !== 'create' || !values.label) break;
      const role = (values.role ?? 'viewer') as Role;
      if (!ROLES.includes(role)) {
        console.error(`Unknown role "${role}"; use one of ${ROLES.join(', ')}`);
        return 2;
      }
      const store = new Store(options.dataDir);
      try {
        const { token, id } = new Auth(store, undefined).createToken(values.label, role);
        console.error(`Token ${id} (${role}) created; it is shown only once:`);
        console.log(token);
      } finally {
        store.close();
      }
      return 0;
    }
    case 'user': {
      if (sub !== 'add' || !values.email || !values.name || !values.role) break;
      const password = process.env.LAKE_USER_PASSWORD ?? (await readStdin());
      const store = new Store(options.dataDir);
      try {
        const { id } = new Auth(store, undefined).addUser({
          email: values.email,
          name: values.name,
          role: values.role as Role,
          password,
        });
        console.log(`User ${id} <${values.email}> added as ${values.role}`);
      } finally {
        store.close();
      }
      return 0;
    }
  }
  console.error(USAGE);
  return 2;
}

main(process.argv.slice(2)).then(
  (code) => {
    if (code >= 0) process.exit(code);
  },
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
