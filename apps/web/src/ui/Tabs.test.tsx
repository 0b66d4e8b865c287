import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs } from './Tabs';

const ITEMS = [
  { value: 'one', label: 'One', content: <p>first panel</p> },
  { value: 'two', label: 'Two', content: <p>second panel</p> },
  { value: 'three', label: 'Three', content: <p>third panel</p> },
];

function Harness({ start = 'one' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return <Tabs label="Lists" items={ITEMS} value={value} onValueChange={setValue} />;
}

describe('Tabs', () => {
  it('links each tab to its panel and draws only the open panel’s content', async () => {
    render(<Harness />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['One', 'Two', 'Three']);
    for (const tab of tabs) {
      const panel = document.getElementById(tab.getAttribute('aria-controls') ?? '');
      expect(panel).not.toBeNull();
      expect(panel).toHaveAttribute('role', 'tabpanel');
      expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    }
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('first panel');
    // The closed panels are in the page, hidden and empty: their content is not drawn.
    expect(screen.queryByText('second panel')).toBeNull();
    expect(screen.getAllByRole('tabpanel', { hidden: true }).filter((p) => p.hidden)).toHaveLength(2);

    await userEvent.setup().click(screen.getByRole('tab', { name: 'Three' }));
    expect(screen.getByRole('tab', { name: 'Three' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Three' })).toHaveTextContent('third panel');
    expect(screen.queryByText('first panel')).toBeNull();
  });

  it('opens on the tab it is given', () => {
    render(<Harness start="two" />);
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('second panel');
  });
});
