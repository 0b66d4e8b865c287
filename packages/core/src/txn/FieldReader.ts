import { ADDRESS_LENGTH, isValidAddress } from '../address/isValidAddress';
import { FIELD_MESSAGES as F } from './fieldMessages';
import { decodeBytesText } from './decodeBytesText';
import { MAX_UINT64, parseAmount } from './parseAmount';

/** Field path → the message shown at that field (e.g. `amount`, `args.2`, `boxes.0.name`). */
export type FieldErrors = Record<string, string>;

const BASE32 = /^[A-Z2-7]*$/;

/**
 * Reads typed strings into values, collecting one message per field instead of stopping at the
 * first problem, so the form can mark every bad field at once. Each reader returns undefined when
 * the field is wrong (or empty and optional).
 */
export class FieldReader {
  readonly errors: FieldErrors = {};

  fail(field: string, message: string): undefined {
    this.errors[field] ??= message;
    return undefined;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  address(field: string, text: string, required: boolean): string | undefined {
    const t = text.trim();
    if (t === '') return required ? this.fail(field, F.required) : undefined;
    const message = addressProblem(t);
    return message === undefined ? t : this.fail(field, message);
  }

  uint64(field: string, text: string, required: boolean, min = 0n, max = MAX_UINT64): bigint | undefined {
    const t = text.trim();
    if (t === '') return required ? this.fail(field, F.required) : undefined;
    if (!/^\d+$/.test(t)) return this.fail(field, /^\d*\.\d*$/.test(t) ? F.wholeNumber : F.uint64);
    const value = BigInt(t);
    if (value < min || value > max) {
      return this.fail(field, min === 0n && max === MAX_UINT64 ? F.uint64 : F.range(min, max));
    }
    return value;
  }

  smallInt(field: string, text: string, min: number, max: number): number | undefined {
    const value = this.uint64(field, text === '' ? '0' : text, true, BigInt(min), BigInt(max));
    return value === undefined ? undefined : Number(value);
  }

  amount(field: string, text: string, decimals: number): bigint | undefined {
    const r = parseAmount(text, decimals);
    if (r.ok) return r.value;
    switch (r.problem) {
      case 'empty':
        return this.fail(field, F.required);
      case 'format':
        return this.fail(field, F.amountFormat);
      case 'negative':
        return this.fail(field, F.amountNegative);
      case 'tooManyDecimals':
        return this.fail(field, F.amountDecimals(decimals));
      case 'tooLarge':
        return this.fail(field, F.amountTooLarge);
    }
  }

  /** Exactly `length` bytes as base64 or hex; undefined (no error) when empty and optional. */
  fixedBytes(field: string, text: string, length: number, required: boolean): Uint8Array | undefined {
    const t = text.trim();
    if (t === '') return required ? this.fail(field, F.required) : undefined;
    const bytes = decodeBytesText(t, length);
    if (bytes === undefined) return this.fail(field, F.bytesEncoding);
    if (bytes.length !== length) return this.fail(field, F.bytesLength(length, bytes.length));
    return bytes;
  }

  /** UTF-8 text of at most `max` bytes. */
  text(field: string, text: string, max: number): string | undefined {
    const bytes = new TextEncoder().encode(text).length;
    return bytes > max ? this.fail(field, F.textTooLong(max, bytes)) : text;
  }
}

/** The message for a bad address: the length, then the alphabet, then the checksum. */
export function addressProblem(text: string): string | undefined {
  if (text.length !== ADDRESS_LENGTH) return F.addressLength(text.length);
  if (!BASE32.test(text)) return F.address;
  return isValidAddress(text) ? undefined : F.addressChecksum;
}
