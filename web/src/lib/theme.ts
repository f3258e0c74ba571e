import { useSyncExternalStore } from 'react';
import { THEME_COLORS, THEME_COOKIE, type Theme } from '#contract/theme.ts';

export const THEME_KEYS = { darkMode: 'darkMode', theme: 'theme' } as const;

const DARK_QUERY = '(prefers-color-scheme: dark)';

const listeners = new Set<() => void>();

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function getStoredTheme(): Theme | null {
  const store = storage();
  const theme = store?.getItem(THEME_KEYS.theme);
  if (theme === 'dark' || theme === 'light') return theme;
  const darkMode = store?.getItem(THEME_KEYS.darkMode);
  if (darkMode === 'true') return 'dark';
  if (darkMode === 'false') return 'light';
  return null;
}

export function getSystemTheme(): Theme {
  return window.matchMedia?.(DARK_QUERY).matches ? 'dark' : 'light';
}

export function getTheme(): Theme {
  return getStoredTheme() ?? getSystemTheme();
}

/** The class names the server and the stylesheet read: an explicit light wins over a dark system. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.classList.toggle('light', theme === 'light');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/** Tells the server the visitor's choice, so its pages arrive painted in it (or forgets it). */
function rememberForServer(theme: Theme | null): void {
  const value = theme ? `${theme}; Max-Age=31536000` : '; Max-Age=0';
  document.cookie = `${THEME_COOKIE}=${value}; Path=/; SameSite=Lax`;
}

/** At start: the page follows the stored choice or the system, and the server learns the choice. */
export function startTheme(): void {
  applyTheme(getTheme());
  rememberForServer(getStoredTheme());
}

export function setTheme(theme: Theme): void {
  rememberForServer(theme);
  const store = storage();
  store?.setItem(THEME_KEYS.darkMode, String(theme === 'dark'));
  store?.setItem(THEME_KEYS.theme, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

export function toggleTheme(): void {
  setTheme(getTheme() === 'dark' ? 'light' : 'dark');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const media = window.matchMedia?.(DARK_QUERY);
  // Without a stored choice the page follows the operating system, also when it changes.
  const onSystemChange = () => {
    if (getStoredTheme() === null) applyTheme(getSystemTheme());
    listener();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_KEYS.theme || event.key === THEME_KEYS.darkMode) {
      applyTheme(getTheme());
      listener();
    }
  };
  media?.addEventListener('change', onSystemChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', onSystemChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, getTheme, () => 'light');
}
