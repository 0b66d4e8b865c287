import { readFileSync } from 'node:fs';
import { loadContractSpec } from '@sextant/core/contracts/loadContractSpec';
import { render, screen } from '@testing-library/react';
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
    render(<AppMethodList contract={state} />);
    const rows = screen.getAllByTestId('app-method');
    expect(rows).toHaveLength(state.methods.length);
    expect(screen.getByText(L.methods(state.methods.length))).toBeInTheDocument();
    const row = (name: string) => rows.find((r) => r.textContent?.startsWith(`${name}(`));
    expect(row('create_abi')).toHaveTextContent(L.createOnly);
    expect(row('update_abi')).toHaveTextContent('UpdateApplication');
    expect(row('call_abi')).toHaveTextContent(L.readonly);
    expect(row('call_abi_uint32')).not.toHaveTextContent(L.readonly);
    expect(row('opt_in')).toHaveTextContent('OptIn');
  });

  it('says so when the spec names no methods', () => {
    render(<AppMethodList contract={{ ...state, methods: [] }} />);
    expect(screen.getByText(L.noMethods)).toBeInTheDocument();
  });
});
