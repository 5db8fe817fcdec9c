// Entry of an image render process (lake/image-renderer.ts). Node cannot load the lake's
// TypeScript by itself in every setup (vitest, tsx), so it registers tsx before loading the code.
import { register } from 'tsx/esm/api';

register();
await import('./image-render-child.ts');
