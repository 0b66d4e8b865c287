import algosdk from 'algosdk';
import { e2eEnv } from './e2eEnv';
import { genesisAccount } from './explorerLedger';
import type { SandboxUrls } from './fixtures';
import { deployHostileApp } from './hostileApp';
import { sandboxClients } from './kmdWallet';

/** The routes of the app, each with real data behind it, and the funded account whose page is one of them. */
export interface EveryRoute {
  routes: string[];
  /** The genesis account (the largest balance in the sandbox: the longest figure to fit). */
  funder: string;
}

/**
 * Every screen of the app (21 routes): the explorer lists and one of each detail page (a block, the
 * genesis account, an asset, an application and its call with logs, a transaction), the studio's
 * screens, the tools and the settings. Deploys the hostile app and creates an asset to fill them.
 */
export async function prepareEveryRoute(sandbox: SandboxUrls): Promise<EveryRoute> {
  const { algod, kmd } = sandboxClients(sandbox);
  const funder = await genesisAccount(kmd, algod);
  const app = await deployHostileApp({
    algod: e2eEnv('algodUrl'),
    kmd: e2eEnv('kmdUrl'),
    token: e2eEnv('token'),
  });
  const create = algosdk.makeAssetCreateTxnWithSuggestedParamsFromObject({
    sender: funder.addr,
    total: 1000n,
    decimals: 2,
    defaultFrozen: false,
    assetName: 'Audit token',
    unitName: 'AUD',
    suggestedParams: await algod.getTransactionParams().do(),
  });
  await algod.sendRawTransaction(create.signTxn(funder.sk)).do();
  const confirmed = await algosdk.waitForConfirmation(algod, create.txID(), 10);
  const routes = [
    '/sandbox',
    '/sandbox/accounts',
    '/sandbox/assets',
    '/sandbox/applications',
    '/sandbox/transactions',
    '/sandbox/blocks',
    `/sandbox/block/${confirmed.confirmedRound}`,
    `/sandbox/account/${funder.addr.toString()}`,
    `/sandbox/asset/${confirmed.assetIndex}`,
    `/sandbox/application/${app.appId}`,
    `/sandbox/transaction/${create.txID()}`,
    `/sandbox/transaction/${app.callTxid}`,
    '/sandbox/compose',
    '/sandbox/multisig',
    '/sandbox/logicsig',
    '/sandbox/contracts',
    '/sandbox/debug',
    '/sandbox/fund',
    '/sandbox/log',
    '/tools/mnemonic',
    '/tools/decode',
    '/tools/sign-data',
    '/settings',
  ];
  return { routes, funder: funder.addr.toString() };
}
