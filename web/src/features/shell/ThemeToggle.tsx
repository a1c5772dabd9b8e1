import { useTheme } from '@/shared/theme/theme';
import { iconButtonClass } from '@/shared/ui/button';
import { StrokeIcon } from './StrokeIcon';

function SunIcon() {
  return (
    <StrokeIcon>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </StrokeIcon>
  );
}

function MoonIcon() {
  return (
    <StrokeIcon roundJoins>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
    </StrokeIcon>
  );
}

/** A toggle button named "Dark mode"; aria-pressed tells whether dark mode is on. */
export function ThemeToggle() {
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      aria-pressed={dark}
      aria-label="Dark mode"
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
      className={iconButtonClass}
    >
      {dark ? <SunIcon /> : <MoonIcon />}
    </button>
  );
}
