export type { Principal, Role } from './auth.ts';
export type { LakeOptions } from './config.ts';
export { resolveOptions } from './config.ts';
export { type RunningLake, startLake } from './server.ts';
export type { Doc } from './store.ts';
