'use client';

import { useSyncExternalStore } from 'react';

/**
 * The shared loading flag (the loading bar shows during page loads and while a
 * shared loading flag is set). Any client component may hold it with `startLoading()` and give it
 * back with the function that returns; the bar shows while at least one holder remains.
 */
let holders = 0;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function startLoading(): () => void {
  holders += 1;
  emit();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    emit();
  };
}

export function useLoadingFlag(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => holders > 0,
    () => false,
  );
}
