import type { ComposeSession, ComposeSnapshot } from '@sextant/core/compose/ComposeSession';
import type { GroupDraft } from '@sextant/core/compose/GroupDraft';
import type { AbiCallDraft } from '@sextant/core/contracts/AbiCallDraft';
import { emptyTxnDraft } from '@sextant/core/txn/emptyTxnDraft';
import type { TxnDraft } from '@sextant/core/txn/TxnDraft';
import { readFileSync } from 'node:fs';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import algosdk from 'algosdk';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { referencePath } from '../../../../../../scripts/referenceDir';
import { ActiveNetworkContext } from '../../../app/networks/ActiveNetworkContext';
import { appSpecQuery } from '../../applications/storage/useAppSpec';
import { attachedSpecOf } from '../../../test/attachedSpec';
import { LAB_NETWORK } from '../../../test/labNetwork';
import { COMPOSE_LABELS as L } from '../composeLabels';
import { SendPanel } from './SendPanel';

const SENDER = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ';

function abiCall(name: string, returns: string): TxnDraft {
  const abi: AbiCallDraft = {
    specLabel: 'Answers (app 5)',
    method: { name, signature: `${name}()${returns}`, args: [], returns: { type: returns } },
    structs: {},
    inputs: [],
  };
  return { ...emptyTxnDraft('appl', SENDER), appId: '5', abi } as TxnDraft;
}

/** A committed group: a payment, then three ABI calls (uint64, string and void returns). */
function committed(lastLogs: GroupDraft['lastLogs']): GroupDraft {
  const entries = [
    { ...emptyTxnDraft('pay', SENDER), receiver: SENDER, amount: '1' } as TxnDraft,
    abiCall('answer', 'uint64'),
    abiCall('greet', 'string'),
    abiCall('touch', 'void'),
  ].map((draft, i) => ({ id: `t${i + 1}`, draft }));
  return {
    network: 'lab',
    entries,
    status: 'committed',
    built: { groupId: 'R1JPVVA=', txids: ['TX1', 'TX2', 'TX3', 'TX4'], unsigned: [], lastValid: 1010n },
    signatures: ['', '', '', ''],
    submittedAtRound: 9n,
    confirmedRound: 10n,
    ...(lastLogs !== undefined && { lastLogs }),
    nextId: 5,
  } as GroupDraft;
}

const helloSpec = readFileSync(
  referencePath('app-specs/puya/hello_world_arc4/HelloWorldContract.arc56.json'),
  'utf8',
);

/** Renders the panel over `group`, HelloWorld's spec attached to app 5. */
function renderPanel(group: GroupDraft) {
  cleanup();
  const snap = { group, send: { busy: false } } as unknown as ComposeSnapshot;
  // HelloWorld's spec is attached to app 5 on this network
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(appSpecQuery(LAB_NETWORK.id, 5n).queryKey, attachedSpecOf(helloSpec));
  render(
    <MemoryRouter>
      <QueryClientProvider client={client}>
        <ActiveNetworkContext value={LAB_NETWORK}>
          <SendPanel session={{} as ComposeSession} snap={snap} waitRounds="10" onWaitRounds={() => {}} />
        </ActiveNetworkContext>
      </QueryClientProvider>
    </MemoryRouter>,
  );
}

function show(group: GroupDraft) {
  renderPanel(group);
  return screen.getAllByTestId('compose-committed-return');
}

describe('SendPanel, committed', () => {
  it('decodes each ABI call’s return from its confirmation’s last log, by position; a void method gets no line', () => {
    // 151f7c75 then uint64 42; 151f7c75 then the ABI string "hi" (2-byte length, then the text)
    const lines = show(
      committed([
        { position: 2, log: 'FR98dQAAAAAAAAAq' },
        { position: 3, log: 'FR98dQACaGk=' },
      ]),
    );
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent(L.returnedBy(2));
    expect(within(lines[0]!).getByTestId('compose-abi-return')).toHaveTextContent('42');
    expect(lines[0]).toHaveTextContent(L.abi.decodedReturn('answer'));
    expect(lines[1]).toHaveTextContent(L.returnedBy(3));
    expect(within(lines[1]!).getByTestId('compose-abi-return')).toHaveTextContent('hi');
  });

  it('says so where a call’s confirmation carried no return log, or one that does not decode', () => {
    const lines = show(committed([{ position: 3, log: 'AAECAw==' }]));
    expect(within(lines[0]!).getByTestId('compose-abi-return-problem')).toHaveTextContent(
      L.abi.returnMissing,
    );
    expect(within(lines[1]!).getByTestId('compose-abi-return-problem')).toHaveTextContent(
      L.abi.returnMissing,
    );
    const short = show(committed([{ position: 2, log: 'FR98dQAB' }]));
    expect(within(short[0]!).getByTestId('compose-abi-return-problem').textContent).toMatch(
      /^The return log does not decode as the method’s type: /,
    );
  });

  it('reads a plain app call by the called app’s attached spec, as the simulation does', () => {
    const hello = algosdk.ABIMethod.fromSignature('hello(string)string');
    const txn = algosdk.makeApplicationNoOpTxnFromObject({
      sender: SENDER,
      appIndex: 5n,
      appArgs: [hello.getSelector(), new algosdk.ABIStringType().encode('x')],
      suggestedParams: {
        fee: 1000n,
        minFee: 1000n,
        firstValid: 1n,
        lastValid: 1001n,
        genesisHash: new Uint8Array(32),
        genesisID: 'lab',
        flatFee: true,
      },
    });
    const group: GroupDraft = {
      network: 'lab',
      entries: [{ id: 't1', draft: { ...emptyTxnDraft('appl', SENDER), appId: '5' } as TxnDraft }],
      status: 'committed',
      built: {
        txids: [txn.txID()],
        unsigned: [algosdk.bytesToBase64(algosdk.encodeUnsignedTransaction(txn))],
        lastValid: 1001n,
      },
      signatures: [''],
      submittedAtRound: 9n,
      confirmedRound: 10n,
      // 151f7c75, then the ABI string "Hello, x"
      lastLogs: [
        {
          position: 1,
          log: algosdk.bytesToBase64(
            Uint8Array.from([0x15, 0x1f, 0x7c, 0x75, 0, 8, ...new TextEncoder().encode('Hello, x')]),
          ),
        },
      ],
      nextId: 2,
    } as GroupDraft;
    const [line] = show(group);
    expect(line).toHaveTextContent(L.returnedBy(1));
    expect(within(line!).getByTestId('compose-committed-spec-return')).toHaveTextContent('Hello, x');
    // no return log came back: nothing said
    const noLog = { ...group };
    delete noLog.lastLogs;
    renderPanel(noLog);
    expect(screen.queryByTestId('compose-committed-return')).toBeNull();
  });
});
