import type { Route } from './handler.ts';

export const publicRoutes: Route[] = [];
