'use client';

import { usePathname } from 'next/navigation';
import {
  createContext,
  type FocusEvent,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styles from './Header.module.css';
import { type HeaderScrollState, nextHeaderScroll } from './header-scroll.ts';

/** The wide layout starts at 1000 px. */
const WIDE = '(min-width: 1000px)';

interface MenuState {
  /** The open dropdown's id; only one at a time. */
  open: string | null;
  toggle: (id: string) => void;
  close: (options?: { focusTrigger?: boolean }) => void;
  mobileOpen: boolean;
  toggleMobile: () => void;
}

const MenuContext = createContext<MenuState | null>(null);

function useMenu(): MenuState {
  const state = useContext(MenuContext);
  if (!state) throw new Error('Menu parts must be inside <HeaderShell>');
  return state;
}

export const triggerId = (id: string) => `menu-trigger-${id}`;
const panelId = (id: string) => `menu-panel-${id}`;
const TOGGLE_ID = 'menu-toggle';
export const NAV_ID = 'main-nav';

/**
 * The header's interactive frame: one dropdown open at a time with a
 * backdrop on wide screens, the mobile menu below 1000 px, Escape and outside clicks close, the
 * header hides on scroll down and returns on scroll up. Everything inside is server-rendered and
 * passed in as children, so only this frame ships as client code.
 */
export function HeaderShell({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState<string | null>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [hidden, setHidden] = useState(false);
  const header = useRef<HTMLElement>(null);
  const pathname = usePathname();

  const openRef = useRef(open);
  useEffect(() => {
    openRef.current = open;
  }, [open]);

  const close = useCallback((options?: { focusTrigger?: boolean }) => {
    const current = openRef.current;
    setOpen(null);
    if (current && options?.focusTrigger) document.getElementById(triggerId(current))?.focus();
  }, []);
  const toggle = useCallback((id: string) => setOpen((current) => (current === id ? null : id)), []);
  const toggleMobile = useCallback(() => setMobileOpen((value) => !value), []);

  // A navigation closes every menu: the layout (and this component) survives client navigations.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on path changes on purpose.
  useEffect(() => {
    setOpen(null);
    setMobileOpen(false);
  }, [pathname]);

  useEffect(() => {
    let state: HeaderScrollState = { hidden: false, lastY: window.scrollY };
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const next = nextHeaderScroll(state, window.scrollY, header.current?.offsetHeight ?? 0);
        if (next !== state) {
          state = next;
          setHidden(next.hidden);
        }
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  useEffect(() => {
    if (!open && !mobileOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // The promotion popup and region dialog handle their own Escape.
      if (document.querySelector('dialog[open]')) return;
      if (open) {
        close({ focusTrigger: true });
      } else {
        setMobileOpen(false);
        document.getElementById(TOGGLE_ID)?.focus();
      }
    };
    const onPointer = (event: PointerEvent) => {
      if (open && !header.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, mobileOpen, close]);

  // The mobile menu fills the screen below the header: measure where that starts, keep the page
  // behind it from scrolling, and give it up when the window grows into the wide layout.
  useEffect(() => {
    if (!mobileOpen) return;
    const root = document.documentElement;
    const bottom = header.current?.getBoundingClientRect().bottom ?? 0;
    header.current?.style.setProperty('--menu-top', `${Math.max(0, bottom)}px`);
    root.style.overflow = 'hidden';
    const wide = window.matchMedia(WIDE);
    const onChange = () => wide.matches && setMobileOpen(false);
    wide.addEventListener('change', onChange);
    return () => {
      root.style.overflow = '';
      wide.removeEventListener('change', onChange);
    };
  }, [mobileOpen]);

  const value = useMemo(
    () => ({ open, toggle, close, mobileOpen, toggleMobile }),
    [open, toggle, close, mobileOpen, toggleMobile],
  );
  const shown = !hidden || open !== null || mobileOpen;

  return (
    <MenuContext.Provider value={value}>
      <header
        ref={header}
        className={styles.header}
        data-testid="site-header"
        data-hidden={shown ? undefined : 'true'}
        data-mobile-open={mobileOpen ? 'true' : undefined}
      >
        {children}
      </header>
      <div
        className={styles.backdrop}
        data-testid="menu-backdrop"
        data-visible={open ? 'true' : undefined}
        aria-hidden="true"
        onClick={() => setOpen(null)}
      />
    </MenuContext.Provider>
  );
}

/** The hamburger button below 1000 px. Icons come from the server (see Icon.tsx). */
export function MenuToggle({
  openLabel,
  closeLabel,
  openIcon,
  closeIcon,
}: {
  openLabel: string;
  closeLabel: string;
  openIcon: ReactNode;
  closeIcon: ReactNode;
}) {
  const { mobileOpen, toggleMobile } = useMenu();
  return (
    <button
      id={TOGGLE_ID}
      type="button"
      className={styles.toggle}
      aria-expanded={mobileOpen}
      aria-controls={NAV_ID}
      aria-label={mobileOpen ? closeLabel : openLabel}
      data-testid="menu-toggle"
      onClick={toggleMobile}
    >
      {mobileOpen ? closeIcon : openIcon}
    </button>
  );
}

/** A main-menu dropdown: a button that discloses a server-rendered panel. */
export function MenuDropdown({
  id,
  title,
  icon,
  children,
}: {
  id: string;
  title: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  const { open, toggle, close } = useMenu();
  const expanded = open === id;
  // On wide screens, tabbing out of an open dropdown closes it (it would cover the page).
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (!expanded || !window.matchMedia(WIDE).matches) return;
    const next = event.relatedTarget as Node | null;
    if (next && !event.currentTarget.contains(next)) close();
  };
  return (
    <li className={styles.item} onBlur={onBlur} data-testid={`menu-item-${id}`}>
      <button
        id={triggerId(id)}
        type="button"
        className={styles.trigger}
        aria-expanded={expanded}
        aria-controls={panelId(id)}
        onClick={() => toggle(id)}
      >
        {title}
        {icon}
      </button>
      <div id={panelId(id)} className={styles.panel} hidden={!expanded} data-testid={`menu-panel-${id}`}>
        {children}
      </div>
    </li>
  );
}
