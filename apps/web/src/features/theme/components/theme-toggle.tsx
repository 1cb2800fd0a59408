import { Moon, Sun } from 'lucide-react';
import { useDispatch, useSelector } from 'react-redux';
import { type ThemeState, toggleTheme } from '../theme-slice';

export function ThemeToggle({ className = '' }: { className?: string }) {
  const mode = useSelector((state: { theme: ThemeState }) => state.theme.mode);
  const dispatch = useDispatch();
  const isDark = mode === 'dark';
  return (
    <button
      type="button"
      data-testid="theme-toggle"
      aria-label={isDark ? 'Switch to light theme' : 'Switch to dark theme'}
      aria-pressed={isDark}
      onClick={() => dispatch(toggleTheme())}
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
