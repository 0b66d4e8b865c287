import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PuyaStepView } from '@sextant/core/debug/puyaRunView';
import { describe, expect, it, vi } from 'vitest';
import { DEBUG_LABELS as L } from '../debugLabels';
import { PuyaFrames } from './PuyaFrames';

/** Hello world (run 1) called from an Algorand TypeScript caller's callHello (run 0). */
const view: PuyaStepView = {
  location: { source: 0, line: 11, column: 8 },
  frames: [
    { name: 'Caller.approval', run: 0, at: 3, location: { source: 0, line: 4, column: 8 } },
    {
      name: 'contracts/caller.algo.ts::callHello',
      run: 0,
      at: 20,
      location: { source: 0, line: 13, column: 5 },
    },
    {
      name: 'algopy.arc4.ARC4Contract.approval_program',
      run: 1,
      at: 30,
      location: { source: 0, line: 8, column: 0 },
    },
  ],
  variables: [{ name: 'app', value: { type: 'uint', uint: 1002n }, param: true }],
};
const apps = new Map([
  [0, 'app 1003'],
  [1, 'app 1002'],
]);

describe('PuyaFrames', () => {
  it('nests an inner app call’s program on its caller’s frames, each program naming its app', async () => {
    const onFrame = vi.fn();
    render(<PuyaFrames view={view} onFrame={onFrame} appOf={(r) => apps.get(r)} />);
    const items = within(screen.getByTestId('debug-puya-frames')).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual([
      `ARC4Contract.approval_program · app 1002 · ${L.frameAt(9)}`,
      `callHello · ${L.frameAt(14)}`,
      `Caller.approval · app 1003 · ${L.frameAt(5)}`,
    ]);
    // A caller's frame shows the step it waits on: callHello's submit.
    await userEvent.setup().click(within(items[1] as HTMLElement).getByRole('button'));
    expect(onFrame).toHaveBeenCalledWith(20);
    expect(screen.getByTestId('debug-puya-variables')).toHaveTextContent('app');
  });

  it('names no app when the stack stays in one program', () => {
    const one = { ...view, frames: view.frames.slice(0, 2) };
    render(<PuyaFrames view={one} onFrame={() => undefined} appOf={(r) => apps.get(r)} />);
    expect(screen.getByTestId('debug-puya-frames')).not.toHaveTextContent('app 1003');
  });
});
