'use client';

import { useEffect, useRef, useState } from 'react';
import {
  projectShuttle,
  relativeAge,
  SHUTTLE_IDLE_MS,
  SHUTTLE_POLL_MS,
  type ShuttlePosition,
  shouldPoll,
} from '../../lib/content/shuttle.ts';
import styles from './blocks.module.css';

export interface ShuttleTexts {
  live: string;
  lastSeen: string;
  seconds: string;
  minutes: string;
  hours: string;
  noShuttles: string;
  mapLabel: string;
  paused: string;
  terminal: string;
  office: string;
  /** "Shuttle {number}" */
  shuttleName: string;
}

const W = 640;
const H = 400;
const ACTIVITY_EVENTS = ['pointermove', 'pointerdown', 'keydown', 'scroll', 'touchstart'] as const;

/**
 * The airport shuttle on a drawn map (no map tiles from the internet). Polls the booking API's
 * shuttle feed every 5 s while the map is on screen, the tab is visible and the visitor has been
 * active within 15 minutes; the LIVE label shows while it polls.
 */
export function ShuttleTracker({
  endpoint,
  route,
  texts,
}: {
  endpoint: string;
  route: readonly [number, number][];
  texts: ShuttleTexts;
}) {
  const [shuttles, setShuttles] = useState<ShuttlePosition[] | null>(null);
  const [polling, setPolling] = useState(false);
  // Paused because the visitor went idle (not merely scrolled away): only then is it explained.
  const [idle, setIdle] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const state = {
      visible: false,
      pageVisible: document.visibilityState === 'visible',
      lastActivity: Date.now(),
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    let controller: AbortController | undefined;
    let stopped = false;

    async function poll() {
      controller?.abort();
      controller = new AbortController();
      try {
        const response = await fetch(endpoint, {
          method: 'POST',
          signal: controller.signal,
          cache: 'no-store',
        });
        if (response.ok) setShuttles((await response.json()) as ShuttlePosition[]);
      } catch (error) {
        if ((error as Error).name !== 'AbortError')
          console.error('Shuttle positions could not be loaded', error);
      }
      setNow(Date.now());
    }

    function schedule() {
      clearTimeout(timer);
      if (stopped) return;
      const active = shouldPoll(state, Date.now());
      setPolling(active);
      setIdle(Date.now() - state.lastActivity >= SHUTTLE_IDLE_MS);
      if (!active) return;
      timer = setTimeout(async () => {
        if (shouldPoll(state, Date.now())) await poll();
        schedule();
      }, SHUTTLE_POLL_MS);
    }

    function onActivity() {
      const wasIdle = Date.now() - state.lastActivity >= SHUTTLE_IDLE_MS;
      state.lastActivity = Date.now();
      if (wasIdle && state.visible && state.pageVisible) {
        void poll();
        schedule();
      }
    }
    function onVisibility() {
      state.pageVisible = document.visibilityState === 'visible';
      if (state.pageVisible && state.visible) void poll();
      schedule();
    }

    const observer = new IntersectionObserver(([entry]) => {
      const was = state.visible;
      state.visible = entry?.isIntersecting ?? false;
      if (state.visible && !was) void poll();
      schedule();
    });
    if (box.current) observer.observe(box.current);
    for (const name of ACTIVITY_EVENTS) window.addEventListener(name, onActivity, { passive: true });
    document.addEventListener('visibilitychange', onVisibility);
    // The idle limit is re-checked even without events, so LIVE turns off after 15 minutes.
    const idleCheck = setInterval(schedule, 30_000);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(idleCheck);
      controller?.abort();
      observer.disconnect();
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [endpoint]);

  const path = route
    .map(([lat, lon]) => projectShuttle(lat, lon, W, H))
    .filter((p): p is { x: number; y: number } => p !== null);
  const start = path[0];
  const end = path[path.length - 1];
  const drawn = (shuttles ?? [])
    .map((s) => ({ shuttle: s, point: projectShuttle(s.lat, s.lon, W, H) }))
    .filter((s): s is { shuttle: ShuttlePosition; point: { x: number; y: number } } => s.point !== null);

  const ageText = (date: string) => {
    const age = relativeAge(date, now);
    return texts.lastSeen.replace('{time}', `${age.count} ${texts[age.unit]}`);
  };

  return (
    <div
      ref={box}
      className={styles.shuttle}
      data-testid="shuttle-tracker"
      data-polling={polling || undefined}
    >
      <div className={styles.shuttleStatus}>
        {polling ? (
          <span className={styles.live} data-testid="shuttle-live">
            <span aria-hidden="true" className={styles.liveDot} />
            {texts.live}
          </span>
        ) : idle ? (
          <span className={styles.paused}>{texts.paused}</span>
        ) : null}
      </div>
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={texts.mapLabel} className={styles.shuttleMap}>
        <rect width={W} height={H} fill="#e8efe6" />
        <path
          d={`M0 ${H * 0.78} C ${W * 0.3} ${H * 0.7}, ${W * 0.6} ${H * 0.95}, ${W} ${H * 0.85} L ${W} ${H} L 0 ${H} Z`}
          fill="#cfe3f1"
        />
        {path.length > 1 ? (
          <polyline
            points={path.map((p) => `${p.x},${p.y}`).join(' ')}
            fill="none"
            stroke="#9aa5b1"
            strokeWidth="8"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        ) : null}
        {start ? (
          <g>
            <rect x={start.x - 36} y={start.y - 14} width="72" height="28" rx="4" fill="#0b3d5c" />
            <text x={start.x} y={start.y + 5} textAnchor="middle" fontSize="13" fill="#fff">
              {texts.terminal}
            </text>
          </g>
        ) : null}
        {end ? (
          <g>
            <circle cx={end.x} cy={end.y} r="10" fill="#0b3d5c" />
            <text x={end.x - 14} y={end.y + 28} textAnchor="end" fontSize="13" fill="#1b1f24">
              {texts.office}
            </text>
          </g>
        ) : null}
        {drawn.map(({ shuttle, point }) => (
          <g
            key={shuttle.id}
            transform={`translate(${point.x} ${point.y}) rotate(${shuttle.heading})`}
            data-testid="shuttle-marker"
          >
            <circle r="11" fill="#f28c28" stroke="#fff" strokeWidth="3" />
            <path d="M0 -7 L5 4 L0 1 L-5 4 Z" fill="#fff" />
          </g>
        ))}
      </svg>
      {shuttles && drawn.length === 0 ? <p>{texts.noShuttles}</p> : null}
      {drawn.length > 0 ? (
        <ul className={styles.shuttleList}>
          {drawn.map(({ shuttle }, index) => (
            <li key={shuttle.id}>
              <span aria-hidden="true" className={styles.shuttleBullet} />
              {texts.shuttleName.replace('{number}', String(index + 1))}: {ageText(shuttle.date)}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
