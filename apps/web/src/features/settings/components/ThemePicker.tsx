import clsx from 'clsx';
import { Monitor, Moon, Sun } from 'lucide-react';
import { THEME_PREFERENCES } from '../../../app/theme/ThemePreference';
import { useTheme } from '../../../app/theme/useTheme';
import { SETTINGS_LABELS as L } from '../settingsLabels';

const ICONS = { system: Monitor, light: Sun, dark: Moon } as const;

/** System / light / dark, as a radio group of buttons. */
export function ThemePicker() {
  const { preference, setPreference } = useTheme();
  return (
    <div
      role="radiogroup"
      aria-label={L.theme}
      className="inline-flex rounded-md border border-line-strong bg-sunken p-0.5"
    >
      {THEME_PREFERENCES.map((value) => {
        const Icon = ICONS[value];
        const checked = value === preference;
        return (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={checked}
            onClick={() => setPreference(value)}
            className={clsx(
              'inline-flex h-7 items-center gap-1.5 rounded px-3 text-[13px]',
              checked ? 'bg-surface font-medium text-fg shadow-sm' : 'text-muted hover:text-fg',
            )}
          >
            <Icon className="size-3.5" aria-hidden />
            {L.themes[value]}
          </button>
        );
      })}
    </div>
  );
}
