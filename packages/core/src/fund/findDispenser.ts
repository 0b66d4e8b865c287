import { AlgodReader } from '../algod/AlgodReader';
import { toBigInt } from '../format/toBigInt';
import type { KmdClient } from '../kmd/KmdClient';
import type { KmdWalletInfo } from '../kmd/listKmdWallets';
import type { NetworkProfile } from '../network/NetworkProfile';
import { FundError } from './FundError';
import { DISPENSER_MIN_MICROALGOS, DISPENSER_WALLET } from './fundMessages';

/**
 * LocalNet's dispenser as AlgoKit finds it: the first account of kmd's `unencrypted-default-wallet`
 * (empty password) that is not offline and holds more than 1,000 Algo. Throws FundError when the
 * network has no kmd or the wallet has no such account; kmd's own failures stay KmdClientErrors.
 * `wallets`: kmd's list when the caller has it already (it is asked otherwise), asked once either way.
 */
export async function findDispenser(
  profile: NetworkProfile,
  kmd: KmdClient | undefined,
  wallets?: KmdWalletInfo[],
): Promise<string> {
  if (kmd === undefined || profile.kmd === undefined) throw new FundError('FUND_NO_KMD');
  const wallet = (wallets ?? (await kmd.listWallets())).find((w) => w.name === DISPENSER_WALLET);
  if (wallet === undefined) throw new FundError('FUND_NO_DISPENSER');
  const addresses = await kmd.withWallet(wallet, '', (s) => s.listAddresses());
  const algod = new AlgodReader(profile.algod);
  for (const address of addresses) {
    const account = await algod.account(address);
    if (account.status !== 'Offline' && toBigInt(account.amount) > DISPENSER_MIN_MICROALGOS) return address;
  }
  throw new FundError('FUND_NO_DISPENSER');
}
