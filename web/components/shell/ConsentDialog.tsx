'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { readBrowserCookie } from '../../lib/browser-cookie.ts';
import styles from './Consent.module.css';
import { ALL_CONSENT, CONSENT_COOKIE, type Consent, NO_CONSENT, parseConsent } from './consent.ts';

export interface ConsentLabels {
  title: string;
  text: string;
  acceptAll: string;
  rejectAll: string;
  settings: string;
  save: string;
  necessary: string;
  necessaryHelp: string;
  analytics: string;
  analyticsHelp: string;
  chat: string;
  chatHelp: string;
  close: string;
}

interface Props {
  labels: ConsentLabels;
  /** Counts the requests to open (banner link, footer entry): each new value opens it afresh. */
  opens: number;
  onChoose: (consent: Consent) => void;
}

/**
 * The cookie settings dialog, loaded the first time it is asked for: most visitors answer the
 * banner's buttons, so its code stays out of every page's first-load JavaScript.
 */
export function ConsentDialog({ labels, opens, onChoose }: Props) {
  const [draft, setDraft] = useState<Consent>(NO_CONSENT);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens is the request to open; the boxes show the stored choice each time.
  useEffect(() => {
    setDraft(parseConsent(readBrowserCookie(CONSENT_COOKIE)) ?? NO_CONSENT);
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [opens]);

  const choose = (value: Consent) => {
    dialog.current?.close();
    onChoose(value);
  };

  return (
    <dialog ref={dialog} className={styles.dialog} aria-labelledby={titleId} data-testid="consent-dialog">
      <form
        method="dialog"
        onSubmit={(event) => {
          event.preventDefault();
          choose(draft);
        }}
      >
        <h2 id={titleId}>{labels.title}</h2>
        <p>{labels.text}</p>
        <fieldset className={styles.options}>
          <legend className="visually-hidden">{labels.settings}</legend>
          <label>
            <input type="checkbox" checked disabled />
            <span>
              <strong>{labels.necessary}</strong>
              <small>{labels.necessaryHelp}</small>
            </span>
          </label>
          <label>
            <input
              type="checkbox"
              name="analytics"
              checked={draft.analytics}
              onChange={(e) => setDraft({ ...draft, analytics: e.target.checked })}
            />
            <span>
              <strong>{labels.analytics}</strong>
              <small>{labels.analyticsHelp}</small>
            </span>
          </label>
          <label>
            <input
              type="checkbox"
              name="chat"
              checked={draft.chat}
              onChange={(e) => setDraft({ ...draft, chat: e.target.checked })}
            />
            <span>
              <strong>{labels.chat}</strong>
              <small>{labels.chatHelp}</small>
            </span>
          </label>
        </fieldset>
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {labels.save}
          </button>
          <button type="button" className={styles.secondary} onClick={() => choose(ALL_CONSENT)}>
            {labels.acceptAll}
          </button>
          <button type="button" className={styles.link} onClick={() => dialog.current?.close()}>
            {labels.close}
          </button>
        </div>
      </form>
    </dialog>
  );
}
