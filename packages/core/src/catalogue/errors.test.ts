import { describe, expect, it } from 'vitest';
import { CONFIRMATION_MESSAGES, GROUP_MESSAGES } from './catalogueMessages';
import { ConfirmationTimeoutError } from './ConfirmationTimeoutError';
import { GroupSizeError, MAX_GROUP_SIZE } from './GroupSizeError';
import { microAlgoText, parseAlgodMicroAlgos } from './microAlgoText';

describe('ConfirmationTimeoutError', () => {
  it('says how long it waited and until when the transaction can still land', () => {
    const e = new ConfirmationTimeoutError({ txid: 'X', rounds: 10n, sentAtRound: 100n, lastValid: 1100n });
    expect(e.code).toBe('NOT_CONFIRMED');
    expect(e.message).toBe('Not confirmed after 10 rounds (sent at round 100, valid until round 1100)');
    expect(e.message).toBe(CONFIRMATION_MESSAGES.notConfirmed(10n, 100n, 1100n));
    expect(e.canStillConfirm(1100n)).toBe(true);
    expect(e.canStillConfirm(1101n)).toBe(false);
  });
});

describe('GroupSizeError', () => {
  it('refuses an empty group and one above 16, and allows 1 to 16', () => {
    expect(GroupSizeError.check(0)).toMatchObject({ code: 'GROUP_EMPTY', message: GROUP_MESSAGES.empty });
    expect(GroupSizeError.check(17)).toMatchObject({
      code: 'GROUP_TOO_LARGE',
      message: 'A group holds at most 16 transactions; this one has 17. Remove 1 before signing.',
    });
    expect(GroupSizeError.check(1)).toBeUndefined();
    expect(GroupSizeError.check(MAX_GROUP_SIZE)).toBeUndefined();
  });
});

describe('microAlgoText / parseAlgodMicroAlgos', () => {
  it('prints exact ALGO amounts', () => {
    expect(microAlgoText(0n)).toBe('0 ALGO');
    expect(microAlgoText(1n)).toBe('0.000001 ALGO');
    expect(microAlgoText(1_234_567_890_000n)).toBe('1,234,567.89 ALGO');
    expect(microAlgoText(-500_000n)).toBe('-0.5 ALGO');
    expect(microAlgoText(18446744073709551615n)).toBe('18,446,744,073,709.551615 ALGO');
  });

  it.each([
    ['0.0A', 0n],
    ['2A', 2_000_000n],
    ['1mA', 1000n],
    ['1.500mA', 1500n],
    ['999uA', 999n],
    ['1.000001A', 1_000_001n],
  ])('reads algod amount %s', (text, value) => {
    expect(parseAlgodMicroAlgos(text)).toBe(value);
  });

  it('refuses what is not an algod amount', () => {
    expect(parseAlgodMicroAlgos('1.5uA')).toBeUndefined();
    expect(parseAlgodMicroAlgos('12')).toBeUndefined();
  });
});
