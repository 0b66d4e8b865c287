import { encodeAddress } from 'algosdk';
import { describe, expect, it } from 'vitest';
import { appAddress } from '../appAddress';
import { EvalTxn } from '../EvalTxn';
import { FakeLedger } from '../testing/FakeLedger';
import { APP_ID, appError, OTHER, runApp, SENDER } from '../testing/runTeal';
import { bytesKey } from '../values';

const v = (body: string, version = 11) =>
  `#pragma version ${version}\n#pragma typetrack false\n${body.replaceAll('; ', '\n')}`;

const enc = (s: string) => new TextEncoder().encode(s);

describe('txn and global fields', () => {
  it('reads the transaction', () => {
    const r = runApp(
      v(
        'txn Fee; int 1000; ==; txn NumAppArgs; int 2; ==; &&; txna ApplicationArgs 1; byte "b"; ==; &&; ' +
          'txn ApplicationID; int 1001; ==; &&; txn Sender; txna Accounts 0; ==; &&; global GroupSize; int 1; ==; &&; ' +
          'txn TypeEnum; int 6; ==; &&; int 0; txnas ApplicationArgs; byte "a"; ==; &&; global CurrentApplicationID; int 1001; ==; &&',
      ),
      { txn: { applicationArgs: [enc('a'), enc('b')] } },
    );
    expect(r.error?.message).toBeUndefined();
    expect(r.pass).toBe(true);
  });

  it('global values', () => {
    const r = runApp(
      v(
        'global MinTxnFee; int 1000; ==; global Round; int 1000; ==; &&; global ZeroAddress; len; int 32; ==; &&; ' +
          'global CurrentApplicationAddress; byte 0x' +
          Buffer.from(appAddress(APP_ID)).toString('hex') +
          '; ==; &&; global OpcodeBudget; int 600; >; &&; global CallerApplicationID; !; &&',
      ),
    );
    expect(r.error?.message).toBeUndefined();
    expect(r.pass).toBe(true);
  });

  it('field errors', () => {
    expect(appError(v('txna ApplicationArgs 0; len'))).toBe('invalid ApplicationArgs index 0');
    expect(appError(v('txna Accounts 1; len'))).toBe('invalid Accounts index 1');
    expect(appError(v('gtxn 1 Fee'))).toBe('txn index 1, len(group) is 1');
    expect(runApp(new Uint8Array([11, 0x31, 68])).error?.message).toBe('invalid txn field RejectVersion');
  });

  it('gtxn reads earlier transactions; gaid and gload', () => {
    const pay = Object.assign(new EvalTxn(), { type: 'pay', sender: OTHER, receiver: SENDER, amount: 5n });
    const r = runApp(v('gtxn 0 Amount; int 5; ==; int 0; gtxns Receiver; txn Sender; ==; &&'), {
      before: [pay],
    });
    expect(r.pass).toBe(true);
    expect(appError(v('gaid 0'), { before: [pay] })).toBe(
      "can't use gaid on txn that is not an app call nor an asset config txn with index 0",
    );
    expect(appError(v('gload 0 0'), { before: [pay] })).toBe(
      "can't use gload on non-app call txn with index 0",
    );
  });
});

describe('global and local state', () => {
  it('puts, gets and deletes global state, recording the delta', () => {
    const r = runApp(
      v(
        'byte "k"; int 7; app_global_put; byte "k"; app_global_get; int 7; ==; assert; int 0; byte "k"; app_global_get_ex; assert; int 7; ==; assert; byte "x"; byte "v"; app_global_put; byte "x"; app_global_del; int 1',
      ),
    );
    expect(r.error?.message).toBeUndefined();
    expect(r.ad.globalDelta.get('k')).toEqual({ action: 'set', value: 7n });
    expect(r.ad.globalDelta.get('x')).toEqual({ action: 'delete' });
    expect(r.ledger.getGlobal(APP_ID, 'k')).toBe(7n);
  });

  it('local state needs an opted-in account', () => {
    const ledger = new FakeLedger();
    ledger.acct(SENDER).locals.set(APP_ID, new Map());
    const r = runApp(
      v('txn Sender; byte "k"; byte "v"; app_local_put; txn Sender; byte "k"; app_local_get; byte "v"; =='),
      { ledger },
    );
    expect(r.pass).toBe(true);
    expect(r.ad.localDeltas.get(0)?.get('k')).toEqual({ action: 'set', value: enc('v') });
    expect(appError(v('txn Sender; byte "k"; int 1; app_local_put; int 1'))).toBe(
      `cannot set key, ${encodeAddress(SENDER)} has not opted in to app ${APP_ID}`,
    );
  });

  it('key and value limits', () => {
    expect(appError(v(`byte 0x${'00'.repeat(65)}; int 1; app_global_put; int 1`))).toBe(
      'key too long: length was 65, maximum is 64',
    );
    expect(appError(v(`byte "k"; byte 0x${'00'.repeat(128)}; app_global_put; int 1`))).toBe(
      'key/value total too long for key 0x6b: sum was 129',
    );
  });

  it('unavailable resources', () => {
    expect(appError(v(`addr ${encodeAddress(OTHER)}; balance`))).toBe(
      `unavailable Account ${encodeAddress(OTHER)}`,
    );
    expect(appError(v('int 5555; byte "k"; app_global_get_ex; pop'))).toBe('unavailable App 5555');
    expect(appError(v('int 7777; asset_params_get AssetTotal; pop'))).toBe('unavailable Asset 7777');
    expect(appError(v('int 200; byte "k"; app_global_get_ex; pop'), { txn: { foreignApps: [200n] } })).toBe(
      'low App lookup 200',
    );
  });

  it('balance and asset reads of available resources', () => {
    const ledger = new FakeLedger();
    ledger.acct(OTHER).balance = 5_000_000n;
    ledger.acct(OTHER).assets.set(777n, { amount: 42n, frozen: true });
    const r = runApp(
      v(
        `addr ${encodeAddress(OTHER)}; balance; int 5000000; ==; addr ${encodeAddress(OTHER)}; int 777; asset_holding_get AssetBalance; assert; int 42; ==; &&; ` +
          `addr ${encodeAddress(OTHER)}; int 777; asset_holding_get AssetFrozen; assert; &&; int 777; asset_params_get AssetTotal; !; swap; !; &&; &&`,
      ),
      { ledger, txn: { accounts: [OTHER], foreignAssets: [777n] } },
    );
    expect(r.error?.message).toBeUndefined();
    expect(r.pass).toBe(true);
  });

  it('logs: at most 32 calls and 1024 bytes', () => {
    expect(runApp(v('byte "a"; log; byte "b"; log; int 1')).ad.logs).toEqual([enc('a'), enc('b')]);
    expect(
      appError(v('int 33; store 0; l:; byte "x"; log; load 0; int 1; -; dup; store 0; bnz l; int 1')),
    ).toBe('too many log calls in program. up to 32 is allowed');
    expect(appError(v('int 1000; bzero; log; int 30; bzero; log; int 1'))).toBe(
      'program logs too large. 1030 bytes >  1024 bytes limit',
    );
  });
});

describe('boxes', () => {
  const box = { boxes: [{ app: 0n, name: enc('b') }] };

  it('create, put, get, replace, splice, resize, len, delete', () => {
    const r = runApp(
      v(
        'byte "b"; int 4; box_create; assert; byte "b"; int 1; byte 0xaabb; box_replace; byte "b"; box_get; assert; byte 0x00aabb00; ==; assert; ' +
          'byte "b"; int 0; int 1; byte 0xff; box_splice; byte "b"; int 0; int 2; box_extract; byte 0xffaa; ==; assert; ' +
          'byte "b"; int 6; box_resize; byte "b"; box_len; assert; int 6; ==; assert; byte "b"; box_del; assert; byte "b"; box_len; !; swap; !; &&',
      ),
      { txn: box },
    );
    expect(r.error?.message).toBeUndefined();
    expect(r.pass).toBe(true);
  });

  it('box errors', () => {
    expect(appError(v('byte "z"; int 1; box_create'), { txn: box })).toBe('invalid Box reference 0x7a');
    expect(appError(v('byte "b"; int 0; int 1; box_extract'), { txn: box })).toBe('no such box 0x62');
    expect(appError(v('byte "b"; int 32769; box_create'), { txn: box })).toBe(
      'box size too large: 32769, maximum is 32768',
    );
    // go: data/transactions/logic/box.go availableAppBox (v5.0.0 text)
    expect(appError(v('byte "b"; int 3000; box_create'), { txn: box })).toBe(
      'write budget exceeded (3000 > 2048) while creating box 0x62',
    );
    expect(
      appError(v('byte "b"; int 2; box_create; pop; byte "b"; byte 0x00; box_put; int 1'), { txn: box }),
    ).toBe('attempt to box_put wrong size 2 != 1');
    const ledger = new FakeLedger();
    ledger.boxes.set(`${APP_ID}:b`, new Uint8Array(3000));
    expect(() => runApp(v('int 1'), { ledger, txn: box })).toThrow('read budget exceeded (3000 > 2048)');
    ledger.boxes.set(`${APP_ID}:b`, new Uint8Array(2000));
    expect(runApp(v('int 1'), { ledger, txn: box }).pass).toBe(true);
  });
});

describe('inner transactions', () => {
  it('submits a payment from the app account and reads it back', () => {
    const ledger = new FakeLedger();
    ledger.acct(appAddress(APP_ID)).balance = 1_000_000n;
    const r = runApp(
      v(
        'itxn_begin; int pay; itxn_field TypeEnum; txn Sender; itxn_field Receiver; int 5000; itxn_field Amount; int 0; itxn_field Fee; itxn_submit; itxn Amount; int 5000; ==',
      ),
      { ledger, txn: { fee: 2000n } },
    );
    expect(r.error?.message).toBeUndefined();
    expect(r.pass).toBe(true);
    expect(r.ad.innerTxns).toHaveLength(1);
    expect(ledger.acct(SENDER).balance).toBe(5000n);
  });

  it('inner errors', () => {
    expect(appError(v('itxn_submit; int 1'))).toBe('itxn_submit without itxn_begin');
    expect(appError(v('int 1; itxn_field Amount; int 1'))).toBe('itxn_field without itxn_begin');
    expect(
      appError(v('itxn_begin; int pay; itxn_field TypeEnum; int 0; itxn_field Fee; itxn_submit; int 1')),
    ).toBe('group fee 0.0A too small (needs 1mA more)');
    expect(appError(v(`itxn_begin; addr ${encodeAddress(OTHER)}; itxn_field Receiver; int 1`))).toBe(
      `unavailable Account ${encodeAddress(OTHER)}`,
    );
    expect(appError(v('itxn_begin; byte "xyz"; itxn_field Type; int 1'))).toBe(
      'xyz is not a valid Type for itxn_field',
    );
  });

  it('an inner app call runs the callee with the shared budget and reports its failure', () => {
    const ledger = new FakeLedger();
    ledger.createApp(2002n, SENDER, new Uint8Array([11, 0x00])); // err
    const msg = appError(
      v('itxn_begin; int appl; itxn_field TypeEnum; int 2002; itxn_field ApplicationID; itxn_submit; int 1'),
      { ledger, txn: { foreignApps: [2002n], fee: 2000n } },
    );
    expect(msg).toBe('inner tx 0 failed: logic eval error: err opcode executed. Details: app=2002, pc=1');
  });
});

export { bytesKey };
