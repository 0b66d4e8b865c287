import algosdk from 'algosdk';
import { randomBytes } from '#platform/crypto';
import { FEE_SINK, type Genesis, type GenesisAllocation, REWARDS_POOL } from './Genesis';
import type { GenesisKey } from './GenesisKeys';

/** Each funded account starts with 4 million ALGO, like a LocalNet wallet account (well, close). */
export const GENESIS_ACCOUNT_MICROALGOS = 4_000_000_000_000;

export interface NewGenesis {
  genesis: Genesis;
  keys: GenesisKey[];
}

/**
 * A fresh `sandnet-v1` genesis (`<network>-v1`) with `count` funded, online accounts named
 * Wallet1…WalletN (Wallet1 is the dispenser AlgoKit looks for). Keys are random: each data dir
 * gets its own network and so its own genesis hash.
 */
export function createGenesis(
  count: number,
  timestamp = Math.floor(Date.now() / 1000),
  network = 'sandnet',
): NewGenesis {
  const keys: GenesisKey[] = [];
  const wallets: GenesisAllocation[] = [];
  for (let i = 0; i < count; i++) {
    const acct = algosdk.generateAccount();
    const address = acct.addr.toString();
    keys.push({ address, secretKey: acct.sk });
    wallets.push({
      addr: address,
      comment: `Wallet${i + 1}`,
      state: {
        algo: GENESIS_ACCOUNT_MICROALGOS,
        onl: 1,
        sel: base64(randomBytes(32)),
        vote: base64(randomBytes(32)),
        stprf: base64(randomBytes(64)),
        voteKD: 10000,
        voteLst: 3000000,
      },
    });
  }
  const genesis: Genesis = {
    alloc: [
      { addr: REWARDS_POOL, comment: 'RewardsPool', state: { algo: 125_000_000_000_000, onl: 2 } },
      { addr: FEE_SINK, comment: 'FeeSink', state: { algo: 100_000, onl: 2 } },
      ...wallets,
    ],
    devmode: true,
    fees: FEE_SINK,
    id: 'v1',
    network,
    proto: 'future',
    rwd: REWARDS_POOL,
    timestamp,
  };
  return { genesis, keys };
}

function base64(bytes: Uint8Array): string {
  return Buffer.from(bytes).toString('base64');
}
