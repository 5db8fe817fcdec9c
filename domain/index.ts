export * from './locale.ts';
export * from './money.ts';
