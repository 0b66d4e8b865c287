import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { BytesValue } from './BytesValue';
import { UI_LABELS as L } from './uiLabels';

const b64 = (s: string) => Buffer.from(s).toString('base64');

describe('BytesValue', () => {
  it('shows text first, switches view from the keyboard and keeps the choice across re-renders', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<BytesValue base64={b64('hi')} what="arg 1" testId="v" />);
    const group = screen.getByRole('group', { name: L.bytesViewsOf('arg 1') });
    expect(
      within(group)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual([L.bytesViews.text, L.bytesViews.hex, L.bytesViews.base64]);
    expect(screen.getByTestId('v')).toHaveTextContent(/^hi$/);
    await user.tab();
    await user.tab();
    expect(within(group).getByRole('button', { name: L.bytesViews.hex })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByTestId('v')).toHaveTextContent(/^6869$/);
    expect(within(group).getByRole('button', { name: L.bytesViews.hex })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    rerender(<BytesValue base64={b64('hi')} what="arg 1" testId="v" />);
    expect(screen.getByTestId('v')).toHaveTextContent(/^6869$/);
  });

  it('isolates on-chain text and shows its bidi controls instead of obeying them', () => {
    render(<BytesValue base64={b64('a\u202eb')} what="log 1" testId="v" />);
    const bdi = screen.getByTestId('v').querySelector('bdi');
    expect(bdi).toHaveTextContent('a⟨U+202E⟩b');
  });

  it('offers an address for 32 bytes, first unless told they are a hash, rendered as asked', () => {
    const zero = Buffer.alloc(32).toString('base64');
    const { unmount } = render(
      <BytesValue base64={zero} what="owner" address={(a) => <a href={`#${a}`}>{a}</a>} testId="v" />,
    );
    expect(within(screen.getByTestId('v')).getByRole('link')).toHaveTextContent(/^AAAAAAA.*Y5HFKQ$/);
    unmount();
    render(<BytesValue base64={zero} what="lease" addressFirst={false} testId="v" />);
    expect(screen.getByTestId('v')).toHaveTextContent(/^0{64}$/);
    expect(screen.getByRole('button', { name: L.bytesViews.address })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('says empty bytes are empty, and has no toggle for base64 that does not decode', () => {
    const { unmount } = render(<BytesValue base64="" what="arg 1" testId="v" />);
    expect(screen.getByTestId('v')).toHaveTextContent(L.emptyBytes);
    unmount();
    render(<BytesValue base64="not base64!" what="arg 1" testId="v" />);
    expect(screen.getByTestId('v')).toHaveTextContent('not base64!');
    expect(screen.queryByRole('group')).toBeNull();
  });
});
