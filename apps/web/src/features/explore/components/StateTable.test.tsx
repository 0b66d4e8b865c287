import { render, screen, within } from '@testing-library/react';
import algosdk from 'algosdk';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { LAB_NETWORK } from '../../../test/labNetwork';
import { STATE_TABLE_LABELS as L, StateTable } from './StateTable';

const owner = algosdk.generateAccount().addr.toString();

describe('StateTable', () => {
  it('has a type column: uint64 for numbers, bytes for text, addresses and raw bytes', () => {
    render(
      <MemoryRouter>
        <ActiveNetworkContext value={LAB_NETWORK}>
          <StateTable
            label="Global state"
            entries={[
              { key: 'count', keyBase64: 'Y291bnQ=', value: { kind: 'uint', value: 12n } },
              { key: 'owner', keyBase64: 'b3duZXI=', value: { kind: 'address', value: owner, base64: 'x' } },
              { key: 'label', keyBase64: 'bGFiZWw=', value: { kind: 'text', value: 'hi', base64: 'aGk=' } },
              { key: 'raw', keyBase64: 'cmF3', value: { kind: 'bytes', base64: 'AAE=' } },
            ]}
          />
        </ActiveNetworkContext>
      </MemoryRouter>,
    );
    const table = screen.getByRole('table', { name: 'Global state' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([L.key, L.type, L.value]);
    expect(
      within(table)
        .getAllByTestId('state-type')
        .map((c) => c.textContent),
    ).toEqual(['uint64', 'bytes', 'bytes', 'bytes']);
    // An address stays an address (a link to the account), not hex or base64.
    expect(within(within(table).getByRole('row', { name: /owner/ })).getByRole('link')).toHaveTextContent(
      owner.slice(0, 6),
    );
  });
});
