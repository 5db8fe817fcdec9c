'use client';

import { countdown, hiddenCouponsKey, isBookingPath, promotionStateAt } from '@domain/promotion-window.ts';
import { usePathname } from 'next/navigation';
import { type MouseEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { isBotBrowser } from '../../lib/content/bots-browser.ts';
import { useConsentChosen } from '../shell/consent-store.ts';
import { addHiddenCode, parseHiddenCodes } from './coupon.ts';
import { storeCoupon, useStoredCoupon } from './coupon-store.ts';
import styles from './Promotion.module.css';
import type { CountdownUnits, PromotionModel } from './promotion-model.ts';

export interface PromotionLabels {
  close: string;
  codeLabel: string;
  endsIn: string;
  showOffer: string;
  /** "Code {code} applied", with the code filled in on the server. */
  applied: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Days only when above zero, then hours, minutes, seconds; updated every 1 s. */
function Countdown({ endsAt, now, units }: { endsAt: number; now: number; units: CountdownUnits }) {
  const left = countdown(endsAt, now);
  const parts: [string, string, string][] = [
    ...(left.showDays ? [[String(left.days), units.days, 'days'] as [string, string, string]] : []),
    [pad(left.hours), units.hours, 'hours'],
    [pad(left.minutes), units.minutes, 'minutes'],
    [pad(left.seconds), units.seconds, 'seconds'],
  ];
  return (
    <span className={styles.countdown} role="timer" data-testid="promotion-countdown">
      {parts.map(([value, unit, key]) => (
        <span key={key} className={styles.unit} data-unit={key}>
          <b>{value}</b> {unit}
        </span>
      ))}
    </span>
  );
}

function readHidden(key: string): string[] {
  try {
    return parseHiddenCodes(window.localStorage.getItem(key));
  } catch {
    // Storage can be blocked (privacy settings): then nothing was dismissed.
    return [];
  }
}

/**
 * The promotion banner and popup, for cars and campers only
 * (the server mounts it only there). Validity, dismissal and application follow the domain rules
 * (`promotionStateAt` in domain/promotion-window.ts, which carries no date code into the
 * bundle); this component keeps the clock, storage and dialog in step with them.
 */
export function Promotion({
  model,
  labels,
  renderedAt,
  image,
  autoOpen: autoOpenAllowed = true,
  edit,
}: {
  model: PromotionModel;
  labels: PromotionLabels;
  /** The server's clock at render time: the first client render matches the HTML exactly. */
  renderedAt: number;
  image?: ReactNode;
  /** Off in draft mode: the popup would cover the page an editor is previewing. */
  autoOpen?: boolean;
  /** Click-to-edit attributes of the promotion (draft mode only): its banner and its popup. */
  edit?: { banner?: string | undefined; popup?: string | undefined };
}) {
  const { tenant } = model;
  const pathname = usePathname();
  const coupon = useStoredCoupon(tenant);
  const [now, setNow] = useState(renderedAt);
  // `null` until local storage was read in the browser: the popup never opens before that.
  const [hidden, setHidden] = useState<string[] | null>(null);
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hiddenKey = hiddenCouponsKey(tenant);

  useEffect(() => setHidden(readHidden(hiddenKey)), [hiddenKey]);

  // `?coupon=CODE` in the address prefills the visitor's coupon (checked again after navigations).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read the query after each navigation.
  useEffect(() => {
    const fromQuery = new URLSearchParams(window.location.search).get('coupon');
    if (fromQuery?.trim()) storeCoupon(tenant, fromQuery);
  }, [tenant, pathname]);

  useEffect(() => {
    setNow(Date.now());
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, []);

  const state = promotionStateAt(model.window, now, {
    storedCoupon: coupon,
    hiddenCodes: hidden ?? [],
    path: pathname,
  });
  // The cookie banner comes first: the popup opens once the visitor has answered it.
  const consentChosen = useConsentChosen();
  const autoOpen = autoOpenAllowed && consentChosen && hidden !== null && state.popupOpen;

  // Never for crawlers: a modal over the page is not what they should index.
  useEffect(() => {
    if (autoOpen && !isBotBrowser()) setOpen(true);
  }, [autoOpen]);

  // Off a valid window or on a booking path the popup has no business being open.
  const mayShow = state.valid && !isBookingPath(pathname);
  useEffect(() => {
    if (!mayShow) setOpen(false);
  }, [mayShow]);

  // Focus goes back to what opened the dialog. The banner button that opened it disappears when the
  // code is dismissed, and an auto-opened popup had no opener: then the page's main region takes
  // focus, never <body> (where the next Tab would start from the top of the page).
  const opener = useRef<HTMLElement | null>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      element.showModal();
    }
    if (!open && element.open) {
      element.close();
      const target = opener.current?.isConnected ? opener.current : document.getElementById('main');
      target?.focus({ preventScroll: true });
      opener.current = null;
    }
  }, [open]);

  const dismiss = () => {
    const next = addHiddenCode(readHidden(hiddenKey), model.code);
    try {
      window.localStorage.setItem(hiddenKey, JSON.stringify(next));
    } catch {
      // Blocked storage: the popup stays closed for this page view at least.
    }
    setHidden(next);
    setOpen(false);
  };

  const apply = () => {
    storeCoupon(tenant, model.code);
    setOpen(false);
  };

  // The dialog fills the viewport's centre; a click on the dialog element itself is a click on
  // its backdrop (the content sits in an inner element).
  const onDialogClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) dismiss();
  };

  const endsAt = state.endsAt ?? now;
  const showBanner = state.bannerActive || (state.applied && mayShow);

  return (
    <>
      {showBanner ? (
        <div
          className={styles.banner}
          data-testid="promotion-banner"
          data-applied={state.applied ? 'true' : undefined}
          data-sanity={edit?.banner}
        >
          <div className={styles.bannerInner}>
            {state.applied ? (
              <p className={styles.bannerText}>
                <span aria-hidden="true">✓ </span>
                {labels.applied}
              </p>
            ) : (
              <button
                type="button"
                className={styles.bannerButton}
                onClick={() => setOpen(true)}
                aria-haspopup="dialog"
                data-testid="promotion-banner-open"
              >
                {model.banner}
              </button>
            )}
            <span className={styles.bannerCountdown}>
              <span className="visually-hidden">{labels.endsIn} </span>
              <Countdown endsAt={endsAt} now={now} units={model.units} />
            </span>
          </div>
        </div>
      ) : null}
      {mayShow ? (
        // biome-ignore lint/a11y/useKeyWithClickEvents: Escape closes a modal dialog natively (onCancel).
        <dialog
          ref={dialog}
          className={styles.dialog}
          aria-labelledby={titleId}
          data-testid="promotion-popup"
          data-sanity={edit?.popup}
          onCancel={(event) => {
            event.preventDefault();
            dismiss();
          }}
          onClick={onDialogClick}
        >
          <div className={styles.content}>
            <button
              type="button"
              className={styles.close}
              onClick={dismiss}
              aria-label={labels.close}
              data-testid="promotion-close"
            >
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </button>
            {image ? <div className={styles.image}>{image}</div> : null}
            <div className={styles.body}>
              <h2 id={titleId}>{model.title ?? model.banner}</h2>
              {model.text ? <p>{model.text}</p> : null}
              <p className={styles.code}>
                <span>{labels.codeLabel}</span>
                <strong data-testid="promotion-code">{model.code}</strong>
                {model.percentage ? <span className={styles.percentage}>−{model.percentage}</span> : null}
              </p>
              <p className={styles.ends}>
                {labels.endsIn} <Countdown endsAt={endsAt} now={now} units={model.units} />
              </p>
              <button type="button" className={styles.apply} onClick={apply} data-testid="promotion-apply">
                {model.buttonText}
              </button>
              {model.note ? <p className={styles.note}>{model.note}</p> : null}
            </div>
          </div>
        </dialog>
      ) : null}
    </>
  );
}
