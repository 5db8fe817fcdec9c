// Entry of a query worker thread. Node 20 cannot load TypeScript by itself and the worker starts
// without the parent's loader flags (vitest, tsx), so it registers tsx before loading the code.
import { register } from 'tsx/esm/api';

register();
await import('./query-worker.ts');
