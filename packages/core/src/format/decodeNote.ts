import { base64Bytes } from '../explore/base64Bytes';
import { revealBidi } from './revealBidi';

/** A note (base64 from the API) in every form it decodes to. All of it is untrusted text. */
export interface DecodedNote {
  base64: string;
  hex: string;
  byteLength: number;
  /** Present when the bytes are valid UTF-8 with no control characters other than tab and newlines. */
  text?: string;
  /** Pretty-printed, when the text is a JSON object or array. */
  json?: string;
  /** Pretty-printed JSON of the decoded value, when the bytes are one complete msgpack map or array. */
  msgpack?: string;
  /** The bytes start like a msgpack map or array and are not text: worth decoding as msgpack. */
  msgpackCandidate: boolean;
}

/** A msgpack decoder (algosdk's msgpackRawDecode): passed in so this module does not load the SDK. */
export type MsgpackDecode = (bytes: Uint8Array) => unknown;

/** Control characters other than tab, LF and CR: their presence means the bytes are not meant as text. */
export function hasControl(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if ((c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || c === 0x7f) return true;
  }
  return false;
}

function pretty(value: unknown): string {
  return JSON.stringify(
    value,
    (_key, v: unknown) => {
      if (typeof v === 'bigint') return v.toString();
      if (v instanceof Uint8Array) return `base64:${btoa(String.fromCharCode(...v))}`;
      if (v instanceof Map)
        return Object.fromEntries([...v.entries()].map(([k, x]) => [String(k), x as unknown]));
      return v;
    },
    2,
  );
}

/**
 * Decodes a transaction note as text, JSON and (given a decoder) msgpack where it can; always offers
 * base64 and hex. Screens load the decoder only when `msgpackCandidate` says it may be needed.
 */
export function decodeNote(noteB64: string, decodeMsgpack?: MsgpackDecode): DecodedNote {
  const bytes = base64Bytes(noteB64) ?? new Uint8Array();
  const out: DecodedNote = {
    base64: noteB64,
    hex: [...bytes].map((b) => b.toString(16).padStart(2, '0')).join(''),
    byteLength: bytes.length,
    msgpackCandidate: false,
  };
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    if (!hasControl(text)) {
      // Shown, never obeyed: a bidi control in a note would flip the text around it.
      out.text = revealBidi(text);
      const trimmed = text.trim();
      if (trimmed.startsWith('{') || trimmed.startsWith('[')) {
        try {
          out.json = revealBidi(JSON.stringify(JSON.parse(trimmed), null, 2));
        } catch {
          // Not JSON: the text form is enough.
        }
      }
    }
  } catch {
    // Not UTF-8: no text form.
  }
  const first = bytes[0];
  // Only maps and arrays: a lone msgpack scalar is indistinguishable from ordinary bytes.
  const container =
    first !== undefined &&
    ((first >= 0x80 && first <= 0x9f) ||
      first === 0xdc ||
      first === 0xdd ||
      first === 0xde ||
      first === 0xdf);
  out.msgpackCandidate = container && out.text === undefined;
  if (out.msgpackCandidate && decodeMsgpack !== undefined) {
    try {
      out.msgpack = pretty(decodeMsgpack(bytes));
    } catch {
      // Not msgpack.
    }
  }
  return out;
}
