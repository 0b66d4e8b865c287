import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CopyButton } from './CopyButton';
import { UI_LABELS } from './uiLabels';

describe('CopyButton', () => {
  it('copies the value and says so', async () => {
    const user = userEvent.setup();
    render(<CopyButton value="18446744073709551615" what="total" />);
    await user.click(screen.getByRole('button', { name: UI_LABELS.copy('total') }));
    expect(await navigator.clipboard.readText()).toBe('18446744073709551615');
    expect(screen.getByRole('status')).toHaveTextContent(UI_LABELS.copied);
  });
});
