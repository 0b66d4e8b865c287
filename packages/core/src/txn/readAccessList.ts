/**
 * The studio's access list (`al`) and reject version (`aprv`) → algosdk's app call params, checked
 * at each field as go-algorand v5.0.0 data/transactions/application.go checks them: at most
 * MaxAppAccess (v41: 16) entries after algosdk adds the addresses, assets and apps a holding,
 * local state or box names (appAccess.ts resourceReferencesToEncodingData); no accounts, foreign
 * apps, foreign assets or boxes beside it ("tx.Accounts can't be used when tx.Access is used");
 * no local state of app 0 while creating; a box name of at most 64 bytes (MaxAppKeyLen); reject
 * version never on create ("tx.RejectVersion cannot be set during creation").
 */
import algosdk from 'algosdk';
import type { FieldReader } from './FieldReader';
import { parseAppArg } from './parseAppArg';

export type AccessKind = 'address' | 'asset' | 'app' | 'holding' | 'locals' | 'box' | 'quota';

/** One entry as typed: `address` for address/holding/locals (blank: the sender), `id` the asset or app (blank or 0 in locals/box: the called app), `name` a box's. */
export interface AccessDraft {
  kind: AccessKind;
  address: string;
  id: string;
  name: string;
}

export const ACCESS_KINDS: readonly AccessKind[] = [
  'address',
  'asset',
  'app',
  'holding',
  'locals',
  'box',
  'quota',
];

/** go: config/consensus.go v41.MaxAppAccess. */
export const MAX_APP_ACCESS = 16;
/** go: config/consensus.go MaxAppKeyLen. */
const MAX_BOX_NAME = 64;

export const ACCESS_MESSAGES = {
  tooLong: (count: number) =>
    `At most ${MAX_APP_ACCESS} entries in an access list, counting the addresses, assets and apps its holdings, local states and boxes name; this has ${count}.`,
  notBeside: 'An access list replaces accounts, foreign apps, foreign assets and boxes: empty those first.',
  localsOnCreate: 'While creating, a local state must name an app id (0 is the app being created).',
  boxName: `A box name holds 1 to ${MAX_BOX_NAME} bytes.`,
  rejectOnCreate: 'A reject version cannot be set while creating an application.',
} as const;

export function emptyAccessDraft(kind: AccessKind): AccessDraft {
  return { kind, address: '', id: '', name: '' };
}

function nameProblem(bytesOrProblem: ReturnType<typeof parseAppArg>): string | undefined {
  if (!bytesOrProblem.ok) return undefined;
  const n = bytesOrProblem.bytes.length;
  return n === 0 || n > MAX_BOX_NAME ? ACCESS_MESSAGES.boxName : undefined;
}

/** How many entries algosdk's encoding makes of these (each named address, asset and app once, then the entry). */
function encodedCount(refs: readonly algosdk.ResourceReference[]): number {
  const seen = new Set<string>();
  let count = 0;
  const ensure = (key: string) => {
    if (!seen.has(key)) {
      seen.add(key);
      count++;
    }
  };
  for (const r of refs) {
    if (r.address !== undefined) ensure(`d:${String(r.address)}`);
    else if (r.assetIndex !== undefined) ensure(`s:${r.assetIndex}`);
    else if (r.appIndex !== undefined) ensure(`p:${r.appIndex}`);
    else if (r.holding !== undefined) {
      if (String(r.holding.address) !== algosdk.ALGORAND_ZERO_ADDRESS_STRING)
        ensure(`d:${String(r.holding.address)}`);
      ensure(`s:${r.holding.assetIndex}`);
      count++;
    } else if (r.locals !== undefined) {
      if (String(r.locals.address) !== algosdk.ALGORAND_ZERO_ADDRESS_STRING)
        ensure(`d:${String(r.locals.address)}`);
      if (BigInt(r.locals.appIndex) !== 0n) ensure(`p:${r.locals.appIndex}`);
      count++;
    } else if (r.box !== undefined) {
      if (BigInt(r.box.appIndex) !== 0n) ensure(`p:${r.box.appIndex}`);
      count++;
    } else count++;
  }
  return count;
}

/** The access list as algosdk's ResourceReferences (failing fields as `access.<i>.<part>`). */
export function readAccessList(
  r: FieldReader,
  drafts: readonly AccessDraft[],
  context: { appIndex: bigint; otherReferences: number },
): algosdk.ResourceReference[] {
  const refs: algosdk.ResourceReference[] = [];
  const creating = context.appIndex === 0n;
  drafts.forEach((d, i) => {
    const at = (part: string) => `access.${i}.${part}`;
    // Blank: the sender, which go names by index 0 (algosdk writes the zero address so).
    const who = () =>
      d.address.trim() === ''
        ? algosdk.ALGORAND_ZERO_ADDRESS_STRING
        : r.address(at('address'), d.address, true);
    switch (d.kind) {
      case 'address': {
        const address = r.address(at('address'), d.address, true);
        if (address !== undefined) refs.push({ address });
        return;
      }
      case 'asset': {
        const id = r.uint64(at('id'), d.id, true, 1n);
        if (id !== undefined) refs.push({ assetIndex: id });
        return;
      }
      case 'app': {
        const id = r.uint64(at('id'), d.id, true, 1n);
        if (id !== undefined) refs.push({ appIndex: id });
        return;
      }
      case 'holding': {
        const address = who();
        const id = r.uint64(at('id'), d.id, true, 1n);
        if (address !== undefined && id !== undefined) refs.push({ holding: { address, assetIndex: id } });
        return;
      }
      case 'locals': {
        const address = who();
        const id = d.id.trim() === '' ? 0n : r.uint64(at('id'), d.id, true);
        if (creating && id === 0n) r.fail(at('id'), ACCESS_MESSAGES.localsOnCreate);
        else if (address !== undefined && id !== undefined)
          refs.push({ locals: { address, appIndex: id === context.appIndex ? 0n : id } });
        return;
      }
      case 'box': {
        const id = d.id.trim() === '' ? 0n : r.uint64(at('id'), d.id, true);
        const name = parseAppArg(d.name);
        const problem = name.ok ? nameProblem(name) : 'format';
        if (problem !== undefined)
          r.fail(at('name'), problem === 'format' ? ACCESS_MESSAGES.boxName : problem);
        else if (id !== undefined && name.ok)
          refs.push({ box: { appIndex: id, name: Uint8Array.from(name.bytes) } });
        return;
      }
      case 'quota':
        refs.push({});
    }
  });
  if (drafts.length > 0 && context.otherReferences > 0) r.fail('access', ACCESS_MESSAGES.notBeside);
  const count = encodedCount(refs);
  if (count > MAX_APP_ACCESS) r.fail('access', ACCESS_MESSAGES.tooLong(count));
  return refs;
}

/** The reject version (`aprv`): blank or 0 is none; never on create. */
export function readRejectVersion(
  r: FieldReader,
  text: string | undefined,
  appIndex: bigint,
): number | undefined {
  const t = (text ?? '').trim();
  if (t === '' || t === '0') return undefined;
  const v = r.uint64('rejectVersion', t, true, 1n, BigInt(Number.MAX_SAFE_INTEGER));
  if (v === undefined) return undefined;
  if (appIndex === 0n) return r.fail('rejectVersion', ACCESS_MESSAGES.rejectOnCreate);
  return Number(v);
}
