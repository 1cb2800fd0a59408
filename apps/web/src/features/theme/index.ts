export { ThemeToggle } from './components/theme-toggle';
export { startTheme, type Theme, theme, useTheme } from './theme-store';
