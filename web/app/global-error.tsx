'use client';

import { useEffect } from 'react';
import { isChunkLoadError } from '../components/runtime/chunk-recovery.ts';

/**
 * Shown only when the site layout itself fails, so it cannot use the message catalogue or the
 * shell: its few words are here in the five languages, picked from the address (Next's built-in
 * screen is in English only).
 */
const TEXTS = {
  en: { title: 'Something went wrong', retry: 'Try again', home: 'Home page' },
  de: { title: 'Etwas ist schiefgelaufen', retry: 'Erneut versuchen', home: 'Startseite' },
  es: { title: 'Algo salió mal', retry: 'Intentar de nuevo', home: 'Página de inicio' },
  fr: { title: 'Une erreur est survenue', retry: 'Réessayer', home: 'Accueil' },
  is: { title: 'Eitthvað fór úrskeiðis', retry: 'Reyna aftur', home: 'Forsíða' },
} as const;

type Language = keyof typeof TEXTS;

function languageOf(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return first in TEXTS ? (first as Language) : 'en';
}

export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  // A chunk that did not load (a deployment, a dropped connection) reloads the page, within the
  // head script's limits (components/runtime/chunk-recovery.ts), instead of showing this screen.
  useEffect(() => {
    if (isChunkLoadError(error)) window.__vegurChunkFailed?.();
  }, [error]);
  const language = typeof window === 'undefined' ? 'en' : languageOf(window.location.pathname);
  const text = TEXTS[language];
  return (
    <html lang={language}>
      {/*
        Inline styles, not a CSS module: this screen shows when the layout failed, a stylesheet
        that did not load among the causes, so it must not depend on one.
      */}
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          margin: 0,
          padding: '4rem 1.5rem',
          textAlign: 'center',
        }}
      >
        <main>
          <h1>{text.title}</h1>
          <p>
            <button type="button" onClick={reset} style={{ font: 'inherit', padding: '0.5rem 1rem' }}>
              {text.retry}
            </button>{' '}
            <a href={language === 'en' ? '/' : `/${language}/`}>{text.home}</a>
          </p>
        </main>
      </body>
    </html>
  );
}
