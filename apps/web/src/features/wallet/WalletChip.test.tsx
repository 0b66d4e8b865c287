import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WalletChip } from './WalletChip';
import { WALLET_CHIP_LABELS as L } from './walletChipLabels';

describe('WalletChip', () => {
  it('shows the three session states', () => {
    const { rerender } = render(<WalletChip state="disconnected" />);
    const chip = screen.getByTestId(L.chipTestId);
    expect(chip).toHaveAttribute('data-state', 'disconnected');
    expect(chip).toHaveTextContent(L.connect);

    rerender(<WalletChip state="pending" />);
    expect(chip).toHaveAttribute('data-state', 'pending');
    expect(chip).toHaveAttribute('aria-busy', 'true');
    expect(chip).toHaveTextContent(L.pending);

    rerender(<WalletChip state="connected" shortAddress="ABCD…WXYZ" />);
    expect(chip).toHaveAttribute('data-state', 'connected');
    expect(chip).toHaveTextContent('ABCD…WXYZ');
    expect(screen.getByRole('button', { name: L.connectedAs('ABCD…WXYZ') })).toBe(chip);
  });
});
