import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { GroupStepper } from './GroupStepper';

function steps(): string[] {
  return screen.getAllByRole('listitem').map((li) => li.textContent ?? '');
}

describe('GroupStepper', () => {
  it('marks the current step', () => {
    render(<GroupStepper status="signed" failedAfter="signed" />);
    expect(steps()).toEqual([
      L.steps.building,
      L.steps.built,
      L.steps.signed,
      L.steps.submitted,
      L.steps.committed,
    ]);
    expect(screen.getByText(L.steps.signed).closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('shows a failure in place of the step that was not reached', () => {
    render(<GroupStepper status="failed" failedAfter="signed" />);
    expect(steps()).toEqual([
      L.steps.building,
      L.steps.built,
      L.steps.signed,
      L.steps.failed,
      L.steps.committed,
    ]);
    expect(screen.getByText(L.steps.failed).closest('li')).toHaveAttribute('aria-current', 'step');
  });

  it('marks every step done once committed', () => {
    render(<GroupStepper status="committed" failedAfter="committed" />);
    expect(screen.getByTestId('compose-stepper')).toHaveAttribute('data-status', 'committed');
    expect(screen.queryByRole('listitem', { current: 'step' })).toBeNull();
  });
});
