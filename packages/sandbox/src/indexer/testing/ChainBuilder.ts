import algosdk from 'algosdk';
import { FEE_SINK, type Genesis, REWARDS_POOL } from '../../genesis/Genesis';
import { type FakeAccount, FakeLedger } from './FakeLedger';
import { applyEffects, type Holdings } from './applyEffects';
import { prng, prngBytes } from './prng';

export interface TestAccount {
  address: string;
  sk: Uint8Array;
}

export interface BlockOptions {
  timestamp?: number;
  proposer?: string;
  absent?: string[];
  expired?: string[];
}

/**
 * Builds a chain of real algosdk blocks for unit tests and the bench: deterministic funded accounts,
 * transactions signed by algosdk, apply data filled the way algod fills it (closing amounts, created
 * ids), genesis id/hash stripped from the payset as in algod's block encoding, and a FakeLedger that
 * receives each block and reports account scalars.
 */
export class ChainBuilder {
  readonly genesis: Genesis;
  readonly ledger: FakeLedger;
  readonly accounts: TestAccount[] = [];
  private readonly rand: () => number;
  private readonly holdings: Holdings = new Map();
  private txnCounter = 1000n;
  /** Transaction ids of the last committed block, computed by algosdk before genesis fields were stripped. */
  lastTxids: string[] = [];
  private time: number;

  constructor(options: { accounts?: number; seed?: number; startTime?: number } = {}) {
    this.rand = prng(options.seed ?? 1);
    this.time = options.startTime ?? 1_700_000_000;
    for (let i = 0; i < (options.accounts ?? 4); i++) {
      const acct = algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(prngBytes(this.rand)));
      this.accounts.push({ address: acct.addr.toString(), sk: acct.sk });
    }
    this.genesis = {
      alloc: [
        { addr: REWARDS_POOL, comment: 'RewardsPool', state: { algo: 125_000_000_000_000, onl: 2 } },
        { addr: FEE_SINK, comment: 'FeeSink', state: { algo: 100_000, onl: 2 } },
        ...this.accounts.map((a, i) => ({
          addr: a.address,
          comment: `Wallet${i + 1}`,
          state: { algo: 4_000_000_000_000 },
        })),
      ],
      devmode: true,
      fees: FEE_SINK,
      id: 'v1',
      network: 'sandnet',
      proto: 'future',
      rwd: REWARDS_POOL,
      timestamp: this.time,
    };
    this.ledger = new FakeLedger(this.genesis);
    for (const a of this.genesis.alloc) this.ledger.accounts.set(a.addr, blankAccount(BigInt(a.state.algo)));
  }

  get round(): number {
    return Number(this.ledger.latestRound());
  }

  /** Suggested params valid for the next round. */
  params(): algosdk.SuggestedParams {
    const first = this.round + 1;
    return {
      flatFee: true,
      fee: 1000,
      minFee: 1000,
      firstValid: first,
      lastValid: first + 1000,
      genesisID: this.ledger.genesisId,
      genesisHash: this.ledger.genesisHash,
    };
  }

  sign(txn: algosdk.Transaction, sk: Uint8Array): algosdk.SignedTransaction {
    return algosdk.decodeSignedTransaction(txn.signTxn(sk));
  }

  /**
   * Commits one block holding these transactions (each with optional apply data a test supplies,
   * e.g. app eval deltas and inner transactions) and returns it.
   */
  commit(
    items: Array<
      algosdk.SignedTransaction | { stxn: algosdk.SignedTransaction; applyData?: algosdk.ApplyData }
    >,
    options: BlockOptions = {},
  ): algosdk.Block {
    const round = BigInt(this.round + 1);
    this.time = options.timestamp ?? this.time + 5;
    const payset: algosdk.SignedTxnInBlock[] = [];
    this.lastTxids = [];
    for (const item of items) {
      const stxn = item instanceof algosdk.SignedTransaction ? item : item.stxn;
      const applyData =
        item instanceof algosdk.SignedTransaction
          ? new algosdk.ApplyData({})
          : (item.applyData ?? new algosdk.ApplyData({}));
      const withAd = new algosdk.SignedTxnWithAD({ signedTxn: stxn, applyData });
      this.lastTxids.push(stxn.txn.txID());
      this.txnCounter = applyEffects(withAd, this.ledger.accounts, this.holdings, this.txnCounter);
      payset.push(stripGenesis(withAd));
    }
    const header = new algosdk.BlockHeader({
      round,
      branch: prngBytes(this.rand),
      seed: prngBytes(this.rand),
      txnCommitments: new algosdk.TxnCommitments({
        nativeSha512_256Commitment: prngBytes(this.rand),
        sha256Commitment: prngBytes(this.rand),
      }),
      timestamp: BigInt(this.time),
      genesisID: this.ledger.genesisId,
      genesisHash: this.ledger.genesisHash,
      proposer:
        options.proposer === undefined
          ? algosdk.Address.zeroAddress()
          : algosdk.Address.fromString(options.proposer),
      feesCollected: 0n,
      bonus: 0n,
      proposerPayout: 0n,
      rewardState: new algosdk.RewardState({
        feeSink: algosdk.Address.fromString(FEE_SINK),
        rewardsPool: algosdk.Address.fromString(REWARDS_POOL),
        rewardsLevel: 0n,
        rewardsRate: 0n,
        rewardsResidue: 0n,
        rewardsRecalculationRound: 500_000n,
      }),
      upgradeState: new algosdk.UpgradeState({
        currentProtocol: 'future',
        nextProtocol: '',
        nextProtocolApprovals: 0n,
        nextProtocolVoteBefore: 0n,
        nextProtocolSwitchOn: 0n,
      }),
      upgradeVote: new algosdk.UpgradeVote({ upgradePropose: '', upgradeDelay: 0n, upgradeApprove: false }),
      txnCounter: this.txnCounter,
      stateproofTracking: new Map(),
      participationUpdates: new algosdk.ParticipationUpdates({
        expiredParticipationAccounts: (options.expired ?? []).map((a) => algosdk.Address.fromString(a)),
        absentParticipationAccounts: (options.absent ?? []).map((a) => algosdk.Address.fromString(a)),
      }),
    });
    const block = new algosdk.Block({ header, payset });
    this.ledger.commit(block);
    return block;
  }
}

function blankAccount(amount: bigint): FakeAccount {
  return {
    amount,
    authAddr: undefined,
    online: undefined,
    nonParticipating: false,
    totalAssetsOptedIn: 0,
    totalCreatedAssets: 0,
    totalAppsOptedIn: 0,
    totalCreatedApps: 0,
  };
}

/** algod's block encoding: genesis id/hash left out of each transaction, flags saying they were there. */
function stripGenesis(withAd: algosdk.SignedTxnWithAD): algosdk.SignedTxnInBlock {
  const stxn = withAd.signedTxn;
  const data = stxn.txn.toEncodingData();
  const hasGenesisID = Boolean(stxn.txn.genesisID);
  const hasGenesisHash = stxn.txn.genesisHash !== undefined;
  data.delete('gen');
  data.delete('gh');
  const bare = new algosdk.SignedTransaction({
    txn: algosdk.Transaction.fromEncodingData(data),
    ...(stxn.sig !== undefined && { sig: stxn.sig }),
    ...(stxn.msig !== undefined && { msig: stxn.msig }),
    ...(stxn.lsig !== undefined && { lsig: stxn.lsig }),
    ...(stxn.sgnr !== undefined && { sgnr: stxn.sgnr }),
  });
  return new algosdk.SignedTxnInBlock({
    signedTxn: new algosdk.SignedTxnWithAD({ signedTxn: bare, applyData: withAd.applyData }),
    hasGenesisID,
    hasGenesisHash,
  });
}
