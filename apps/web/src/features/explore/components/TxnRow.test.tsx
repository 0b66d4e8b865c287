import type { TxnSummary } from '@sextant/core/explore/TransactionView';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { LAB_NETWORK } from '../../../test/labNetwork';
import { methodNamesQuery } from '../queries/methodNamesQuery';
import { TxnRow } from './TxnRow';

const SENDER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';
const call: TxnSummary = {
  id: 'TXID',
  type: 'appl',
  sender: SENDER,
  applicationId: 1002n,
  selector: '02bece11',
};

function renderRow(txn: TxnSummary, names: Record<string, { name: string; signature: string }> | null) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(methodNamesQuery(LAB_NETWORK.id, 1002n).queryKey, names);
  return render(
    <MemoryRouter>
      <ActiveNetworkContext.Provider value={LAB_NETWORK}>
        <QueryClientProvider client={client}>
          <TxnRow txn={txn} />
        </QueryClientProvider>
      </ActiveNetworkContext.Provider>
    </MemoryRouter>,
  );
}

describe('TxnRow', () => {
  it('names an app call’s method by the app’s attached spec, its signature in the title', () => {
    renderRow(call, { '02bece11': { name: 'hello', signature: 'hello(string)string' } });
    const method = screen.getByTestId('txn-row-method');
    expect(method).toHaveTextContent('hello()');
    expect(method).toHaveAttribute('title', 'hello(string)string');
  });

  it('names nothing without a spec, or when the spec has no method by that selector', () => {
    const { unmount } = renderRow(call, null);
    expect(screen.queryByTestId('txn-row-method')).toBeNull();
    unmount();
    renderRow(
      { ...call, selector: 'ffffffff' },
      { '02bece11': { name: 'hello', signature: 'hello(string)string' } },
    );
    expect(screen.queryByTestId('txn-row-method')).toBeNull();
  });
});
