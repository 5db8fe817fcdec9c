'use client';

import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A booking step's heading. After a client navigation (the previous step's form sent the visitor
 * here) focus moves to it, so keyboard and screen-reader users start on the new step instead of at
 * <body>. Not on a first page load: `Runtime` marks the document ready only after hydration (its
 * effect runs after this one, which is earlier in the tree), so a fresh load keeps the browser's
 * own starting point.
 */
export function StepHeading({ className, children }: { className?: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (document.documentElement.dataset.runtime !== 'ready') return;
    heading.current?.focus({ preventScroll: false });
  }, []);
  return (
    <h1 ref={heading} className={className} tabIndex={-1} data-testid="step-heading">
      {children}
    </h1>
  );
}
