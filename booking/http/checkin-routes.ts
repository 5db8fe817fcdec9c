import type { Route } from './handler.ts';

export const checkinRoutes: Route[] = [];
