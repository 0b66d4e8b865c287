import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { GroupStepper } from './GroupStepper';

function steps(): string[] {
  return screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
}

describe('GroupStepper', () => {
  it.each([
    { case: 'marks the current step', status: 'signed', current: L.steps.signed, fourth: L.steps.submitted },
    {
      case: 'shows a failure in place of the step that was not reached',
      status: 'failed',
      current: L.steps.failed,
      fourth: L.steps.failed,
    },
  ] as const)('$case', ({ status, current, fourth }) => {
    render(<GroupStepper status={status} failedAfter="signed" />);
    expect(steps()).toEqual([L.steps.building, L.steps.built, L.steps.signed, fourth, L.steps.committed]);
    expect(screen.getByText(current).closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('marks every step done once committed', () => {
    render(<GroupStepper status="committed" failedAfter="committed" />);
    expect(screen.getByTestId('compose-stepper')).toHaveAttribute('data-status', 'committed');
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
  });
});
