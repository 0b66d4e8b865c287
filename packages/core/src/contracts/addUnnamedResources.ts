import { bytesToBase64 } from '../txn/decodeBytesText';
import type { UnnamedResources } from './simulateAppCall';

/** Resources as a form holds them: ids and names as text (box names base64), saved with a draft. */
export interface ResourceLists {
  accounts: string[];
  apps: string[];
  assets: string[];
  boxes: { app: string; name: string }[];
}

/**
 * The resources a call names plus those simulate saw it reach unnamed, each once; empty box
 * references (name '', this app) up to the number simulate says the box I/O budget needs.
 */
export function addUnnamedResources(current: ResourceLists, unnamed: UnnamedResources): ResourceLists {
  const boxes = [...current.boxes];
  for (const b of unnamed.boxes) {
    const box = { app: String(b.app), name: bytesToBase64(b.name) };
    if (!boxes.some((x) => x.app === box.app && x.name === box.name)) boxes.push(box);
  }
  const empty = boxes.filter((b) => b.name === '').length;
  for (let i = empty; i < unnamed.extraBoxRefs; i++) boxes.push({ app: '0', name: '' });
  return {
    accounts: [...new Set([...current.accounts, ...unnamed.accounts])],
    apps: [...new Set([...current.apps, ...unnamed.apps.map(String)])],
    assets: [...new Set([...current.assets, ...unnamed.assets.map(String)])],
    boxes,
  };
}

export const NO_RESOURCES: ResourceLists = { accounts: [], apps: [], assets: [], boxes: [] };

export function resourceCount(r: ResourceLists | Omit<UnnamedResources, 'extraBoxRefs'>): number {
  return r.accounts.length + r.apps.length + r.assets.length + r.boxes.length;
}

/**
 * The resources kept when the person picks another action: box references name one method's boxes
 * (a key built from its arguments), so they do not carry over to another; accounts, apps and
 * assets stay (they are the app's neighbours whatever the method).
 */
export function resourcesOnPick(current: ResourceLists, from: string, to: string): ResourceLists {
  return from === to || current.boxes.length === 0 ? current : { ...current, boxes: [] };
}
