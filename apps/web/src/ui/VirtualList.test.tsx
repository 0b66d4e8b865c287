import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VirtualList } from './VirtualList';
import { VIRTUALIZE_FROM } from './virtualListSizes';

const rows = (n: number) => Array.from({ length: n }, (_, i) => `row ${i}`);

describe('VirtualList', () => {
  it('renders a short list whole', () => {
    render(<VirtualList items={rows(3)} label="short" rowKey={(r) => r} renderRow={(r) => r} />);
    expect(within(screen.getByRole('list', { name: 'short' })).getAllByRole('listitem')).toHaveLength(3);
  });

  it('renders only the visible rows of a long list, inside a scroll box sized for all of them', () => {
    const count = VIRTUALIZE_FROM * 5;
    render(
      <VirtualList
        items={rows(count)}
        label="long"
        rowKey={(r) => r}
        renderRow={(r) => r}
        estimateSize={40}
      />,
    );
    const list = screen.getByRole('list', { name: 'long' });
    expect(within(list).queryAllByRole('listitem').length).toBeLessThan(50);
    expect(list.style.height).toBe(`${count * 40}px`);
  });
});
