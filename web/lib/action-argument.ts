import { notFound } from 'next/navigation';

/**
 * A server action's form argument, checked: React lets any caller send any serialisable
 * arguments, and an action that expects a form but got a string failed with a 500. Anything but a FormData answers 404, the client-mistake status Next's actions
 * can give (they cannot answer 400).
 */
export function formArgument(value: unknown): FormData {
  if (value instanceof FormData) return value;
  notFound();
}
