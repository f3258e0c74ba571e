import { Moon, Sun } from 'lucide-react';
import { ICON_BUTTON_CLASS } from '#web/components/ui/button-styles.ts';
import { toggleTheme, useTheme } from '#web/lib/theme.ts';

export function ThemeToggle() {
  const isDark = useTheme() === 'dark';
  return (
    <button
      type="button"
      // Without JavaScript it could not switch: the page follows the system's theme instead.
      className={`${ICON_BUTTON_CLASS} noscript:hidden`}
      aria-label="Dark mode"
      aria-pressed={isDark}
      title={isDark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={toggleTheme}
    >
      {isDark ? (
        <Sun size={20} strokeWidth={1.5} aria-hidden />
      ) : (
        <Moon size={20} strokeWidth={1.5} aria-hidden />
      )}
    </button>
  );
}
