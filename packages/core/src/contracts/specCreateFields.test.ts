import { readFileSync } from 'node:fs';
import algosdk from 'algosdk';
import { describe, expect, it } from 'vitest';
import { referencePath } from '../../../../scripts/referenceDir';
import { buildTransaction } from '../txn/buildTransaction';
import { emptyTxnDraft } from '../txn/emptyTxnDraft';
import { bytesToBase64 } from '../txn/decodeBytesText';
import type { ApplDraft } from '../txn/TxnDraft';
import type { ContractSpec } from './ContractSpec';
import { EXAMPLE_CONTRACTS } from './exampleContracts';
import { labAbiCall } from './labAbiCall';
import { loadContractSpec } from './loadContractSpec';
import {
  createMethodsOf,
  createOnComplete,
  specCreateFields,
  unfilledTemplates,
  withSpecCreateFields,
} from './specCreateFields';
import { LAB_PARAMS } from './testing/labParams';

const reference = (path: string) => loadContractSpec(readFileSync(referencePath(path), 'utf8'));
const voting = reference('app-specs/puya/voting/VotingRoundApp.arc56.json');
const state = reference('app-specs/algokit-utils-ts/state/State.arc56.json');
const vaultText = EXAMPLE_CONTRACTS.find((c) => c.key === 'vault')?.specText ?? '';
const vault = loadContractSpec(vaultText);
const sender = algosdk.generateAccount().addr.toString();

describe('specCreateFields', () => {
  it('takes compiled bytes, the declared schema and the extra pages they need', () => {
    const { patch, programs, templates } = specCreateFields(voting);
    expect(programs).toBe('bytes');
    expect(templates).toEqual([]);
    expect(patch).toMatchObject({
      approvalProgram: voting.byteCode?.approval,
      clearProgram: voting.byteCode?.clear,
      globalInts: '8',
      globalBytes: '5',
      localInts: '0',
      localBytes: '0',
      // 1,395 + 4 bytes fit one page
      extraPages: '0',
    });
    expect(patch.approvalTeal).toBeUndefined();
    const long: Pick<ContractSpec, 'state' | 'byteCode' | 'templateVariables'> = {
      state: voting.state,
      templateVariables: {},
      byteCode: { approval: bytesToBase64(new Uint8Array(4097)), clear: bytesToBase64(new Uint8Array(1)) },
    };
    // 4,098 bytes: two pages beyond the first
    expect(specCreateFields(long).patch.extraPages).toBe('2');
  });

  it('takes the TEAL when template variables need filling, and names the ones it uses', () => {
    const { patch, programs, templates } = specCreateFields(state);
    expect(programs).toBe('teal');
    expect(templates.sort()).toEqual(['DELETABLE', 'UPDATABLE', 'VALUE']);
    expect(patch.approvalTeal).toContain('TMPL_VALUE');
    expect(patch.approvalTeal?.startsWith('#pragma version')).toBe(true);
    expect(patch.clearTeal?.startsWith('#pragma version')).toBe(true);
    expect(patch).toMatchObject({ approvalProgram: '', clearProgram: '', globalInts: '3', localBytes: '2' });
  });

  it('fills the template variables in the TEAL when their literals are given', () => {
    const { patch, programs, templates } = specCreateFields(state, {
      DELETABLE: '1',
      UPDATABLE: '0',
      VALUE: '42',
    });
    expect(programs).toBe('teal');
    expect(templates).toEqual([]);
    expect(patch.approvalTeal).not.toContain('TMPL_');
    // one given, two left: those are said
    const partial = specCreateFields(state, { VALUE: '42' });
    expect(partial.templates.sort()).toEqual(['DELETABLE', 'UPDATABLE']);
    expect(unfilledTemplates(['A', 'AB'], 'int TMPL_AB')).toEqual(['AB']);
  });

  it('takes the TEAL of a spec without bytes, and only the schema from one without programs', () => {
    const teal = specCreateFields(vault);
    expect(teal.programs).toBe('teal');
    expect(teal.templates).toEqual([]);
    expect(teal.patch.approvalTeal).toContain('create(uint64)void');
    const arc4 = loadContractSpec(
      JSON.stringify({ name: 'Plain', methods: [{ name: 'hi', args: [], returns: { type: 'void' } }] }),
    );
    expect(specCreateFields(arc4)).toEqual({
      programs: 'none',
      templates: [],
      patch: { globalInts: '0', globalBytes: '0', localInts: '0', localBytes: '0', extraPages: '0' },
    });
  });
});

describe('withSpecCreateFields', () => {
  const base = emptyTxnDraft('appl', sender) as ApplDraft;

  it('leaves the TEAL mode for compiled bytes (its text would be compiled over them)', () => {
    const inTeal: ApplDraft = { ...base, approvalTeal: '#pragma version 10', clearTeal: '' };
    const next = withSpecCreateFields(inTeal, specCreateFields(voting));
    expect('approvalTeal' in next || 'clearTeal' in next).toBe(false);
    expect(next.approvalProgram).toBe(voting.byteCode?.approval);
  });

  it('enters it for TEAL, and keeps the rest of the draft', () => {
    const next = withSpecCreateFields(
      { ...base, note: 'n', approvalProgram: 'AQ==' },
      specCreateFields(vault),
    );
    expect(next.approvalTeal).toContain('create(uint64)void');
    expect(next.approvalProgram).toBe('');
    expect(next.note).toBe('n');
  });
});

describe('create methods', () => {
  it('offers only the methods that can create, on an on-complete each allows', () => {
    expect(createMethodsOf(vault).map((m) => m.signature)).toEqual(['create(uint64)void']);
    expect(createMethodsOf(state).map((m) => m.name)).toEqual(['create_abi']);
    const optInOnly = { actions: { create: ['OptIn' as const], call: [] } };
    expect(createOnComplete(optInOnly, 'noop')).toBe('optIn');
    const both = { actions: { create: ['NoOp' as const, 'OptIn' as const], call: [] } };
    expect(createOnComplete(both, 'optIn')).toBe('optIn');
    expect(createOnComplete(both, 'delete')).toBe('noop');
  });

  it('builds a create call by its method: app 0, the spec’s programs and schema, the selector first', () => {
    const create = createMethodsOf(voting)[0];
    if (create === undefined) throw new Error('no create method');
    const abi = labAbiCall(
      voting,
      create,
      [
        { kind: 'value', value: 'round-1' },
        { kind: 'value', value: { format: 'hex', text: '00'.repeat(4) } },
        { kind: 'value', value: 'QmHash' },
        { kind: 'value', value: '100' },
        { kind: 'value', value: '200' },
        { kind: 'value', value: ['3', '2'] },
        { kind: 'value', value: '50' },
        { kind: 'value', value: 'https://example.org/nft' },
      ],
      voting.name,
    );
    const draft: ApplDraft = {
      ...(emptyTxnDraft('appl', sender) as ApplDraft),
      ...specCreateFields(voting).patch,
      abi,
    };
    const built = buildTransaction(draft, LAB_PARAMS);
    if (!built.ok) throw new Error(JSON.stringify(built.errors));
    const call = built.txn.applicationCall;
    expect(call?.appIndex).toBe(0n);
    expect(call?.appArgs[0]).toEqual(new algosdk.ABIMethod(create).getSelector());
    expect(call?.appArgs).toHaveLength(9);
    expect(bytesToBase64(call?.approvalProgram ?? new Uint8Array())).toBe(voting.byteCode?.approval);
    expect(call?.numGlobalInts).toBe(8);
    expect(call?.numGlobalByteSlices).toBe(5);
  });
});
