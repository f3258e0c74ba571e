import { useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

export const THEME_KEYS = { darkMode: 'darkMode', theme: 'theme' } as const;

const DARK_QUERY = '(prefers-color-scheme: dark)';
const THEME_COLORS: Record<Theme, string> = { light: '#faf7f2', dark: '#14110d' };

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

export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  root.classList.toggle('dark', theme === 'dark');
  root.style.colorScheme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

export function setTheme(theme: Theme): void {
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
