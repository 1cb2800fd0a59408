import { Moon, Sun } from 'lucide-react';
import { theme, useTheme } from '../theme-store';

export function ThemeToggle({ className = '' }: { className?: string }) {
  const isDark = useTheme() === 'dark';
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      aria-label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
      aria-pressed={isDark}
      onClick={theme.toggle}
      className={`rounded-md p-2 hover:bg-stone-100 dark:hover:bg-stone-800 ${className}`}
    >
      {isDark ? (
        <Sun aria-hidden="true" className="size-6" />
      ) : (
        <Moon aria-hidden="true" className="size-6" />
      )}
    </button>
  );
}
