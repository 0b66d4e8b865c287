import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../app/storage/KeyValueStore';
import { ThemeProvider } from '../../../app/theme/ThemeProvider';
import { memoryStore } from '../../../test/memoryStore';
import { SETTINGS_LABELS as L } from '../settingsLabels';
import { ThemePicker } from './ThemePicker';

describe('ThemePicker', () => {
  it('applies and saves the chosen theme; System forgets the choice', async () => {
    const user = userEvent.setup();
    const store = memoryStore();
    render(
      <ThemeProvider initial="system" storage={store}>
        <ThemePicker />
      </ThemeProvider>,
    );
    expect(screen.getByRole('radio', { name: L.themes.system })).toHaveAttribute('aria-checked', 'true');
    expect(document.documentElement).not.toHaveClass('dark');

    await user.click(screen.getByRole('radio', { name: L.themes.dark }));
    expect(document.documentElement).toHaveClass('dark');
    expect(store.data.get(STORAGE_KEYS.theme)).toBe('dark');
    expect(screen.getByRole('radio', { name: L.themes.dark })).toHaveAttribute('aria-checked', 'true');

    await user.click(screen.getByRole('radio', { name: L.themes.light }));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(store.data.get(STORAGE_KEYS.theme)).toBe('light');

    await user.click(screen.getByRole('radio', { name: L.themes.system }));
    expect(store.data.has(STORAGE_KEYS.theme)).toBe(false);
  });
});
