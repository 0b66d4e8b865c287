import { readFileSync } from 'node:fs';
import { loadContractSpec } from '@sextant/core/contracts/loadContractSpec';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { referencePath } from '../../../../../../scripts/referenceDir';
import { APPLICATION_LABELS } from '../applicationLabels';
import { AppMethodList } from './AppMethodList';

const L = APPLICATION_LABELS.spec;
const state = loadContractSpec(
  readFileSync(referencePath('app-specs/algokit-utils-ts/state/State.arc56.json'), 'utf8'),
);

describe('AppMethodList', () => {
  it('lists every method by signature, with when it may be called', () => {
    render(
      <MemoryRouter>
        <AppMethodList contract={state} network="sandbox" appId={1001n} />
      </MemoryRouter>,
    );
    const rows = screen.getAllByTestId('app-method');
    expect(rows).toHaveLength(state.methods.length);
    expect(screen.getByText(L.methods(state.methods.length))).toBeInTheDocument();
    const row = (name: string) => rows.find((r) => r.textContent?.startsWith(`${name}(`));
    expect(row('create_abi')).toHaveTextContent(L.createOnly);
    expect(row('update_abi')).toHaveTextContent('UpdateApplication');
    expect(row('call_abi')).toHaveTextContent(L.readonly);
    expect(row('call_abi_uint32')).not.toHaveTextContent(L.readonly);
    expect(row('opt_in')).toHaveTextContent('OptIn');
    // each method callable on the app opens the lab on it; a creation-only one has no such link
    expect(screen.getByRole('link', { name: L.callInLab('call_abi') })).toHaveAttribute(
      'href',
      '/sandbox/contracts#app=1001&method=call_abi%28string%29string',
    );
    expect(screen.queryByRole('link', { name: L.callInLab('create_abi') })).toBeNull();
  });

  it('says so when the spec names no methods', () => {
    render(<AppMethodList contract={{ ...state, methods: [] }} network="sandbox" appId={1001n} />);
    expect(screen.getByText(L.noMethods)).toBeInTheDocument();
  });
});
