/**
 * Where the msgpack value starting at `pos` ends, without decoding it: lets a request body of
 * concatenated signed transactions be cut into one slice per transaction (algod decodes them one
 * after another). Throws `MsgpackExtentError` on truncated input, reserved bytes or nesting deeper
 * than `maxDepth` (so hostile input cannot blow the stack).
 */
export class MsgpackExtentError extends Error {
  /** The input nested deeper than allowed (rather than being truncated or invalid). */
  readonly tooDeep: boolean;
  constructor(message: string, tooDeep = false) {
    super(message);
    this.name = 'MsgpackExtentError';
    this.tooDeep = tooDeep;
  }
}

export function msgpackExtent(buf: Uint8Array, pos: number, maxDepth = 64): number {
  // Iterative: `pending` counts values still to skip at each open container.
  let p = pos;
  let pending = 1;
  const stack: number[] = [];
  const view = new DataView(buf.buffer, buf.byteOffset, buf.byteLength);
  while (true) {
    while (pending === 0) {
      const outer = stack.pop();
      if (outer === undefined) return p;
      pending = outer;
    }
    pending--;
    if (p + 1 > buf.length) truncated(buf);
    const b = buf[p++] as number;
    let skip = 0;
    let children = 0;
    if (b <= 0x7f || b >= 0xe0) skip = 0;
    else if (b >= 0x80 && b <= 0x8f) children = (b & 0x0f) * 2;
    else if (b >= 0x90 && b <= 0x9f) children = b & 0x0f;
    else if (b >= 0xa0 && b <= 0xbf) skip = b & 0x1f;
    else {
      switch (b) {
        case 0xc0:
        case 0xc2:
        case 0xc3:
          break;
        case 0xc4:
        case 0xd9:
          if (p + 1 > buf.length) truncated(buf);
          skip = buf[p] as number;
          p += 1;
          break;
        case 0xc5:
        case 0xda:
          if (p + 2 > buf.length) truncated(buf);
          skip = view.getUint16(p);
          p += 2;
          break;
        case 0xc6:
        case 0xdb:
          if (p + 4 > buf.length) truncated(buf);
          skip = view.getUint32(p);
          p += 4;
          break;
        case 0xc7:
          if (p + 1 > buf.length) truncated(buf);
          skip = (buf[p] as number) + 1;
          p += 1;
          break;
        case 0xc8:
          if (p + 2 > buf.length) truncated(buf);
          skip = view.getUint16(p) + 1;
          p += 2;
          break;
        case 0xc9:
          if (p + 4 > buf.length) truncated(buf);
          skip = view.getUint32(p) + 1;
          p += 4;
          break;
        case 0xca:
          skip = 4;
          break;
        case 0xcb:
          skip = 8;
          break;
        case 0xcc:
        case 0xd0:
          skip = 1;
          break;
        case 0xcd:
        case 0xd1:
          skip = 2;
          break;
        case 0xce:
        case 0xd2:
          skip = 4;
          break;
        case 0xcf:
        case 0xd3:
          skip = 8;
          break;
        case 0xd4:
          skip = 2;
          break;
        case 0xd5:
          skip = 3;
          break;
        case 0xd6:
          skip = 5;
          break;
        case 0xd7:
          skip = 9;
          break;
        case 0xd8:
          skip = 17;
          break;
        case 0xdc:
          if (p + 2 > buf.length) truncated(buf);
          children = view.getUint16(p);
          p += 2;
          break;
        case 0xdd:
          if (p + 4 > buf.length) truncated(buf);
          children = view.getUint32(p);
          p += 4;
          break;
        case 0xde:
          if (p + 2 > buf.length) truncated(buf);
          children = view.getUint16(p) * 2;
          p += 2;
          break;
        case 0xdf:
          if (p + 4 > buf.length) truncated(buf);
          children = view.getUint32(p) * 2;
          p += 4;
          break;
        default:
          throw new MsgpackExtentError(`invalid msgpack byte 0x${b.toString(16)} at ${p - 1}`);
      }
    }
    if (p + skip > buf.length) truncated(buf);
    p += skip;
    if (children > 0) {
      // Each child needs at least one byte: a count larger than what is left is a lie.
      if (children > buf.length - p)
        throw new MsgpackExtentError(`unexpected end of msgpack data at byte ${buf.length}`);
      if (stack.length >= maxDepth)
        throw new MsgpackExtentError(`msgpack nesting deeper than ${maxDepth}`, true);
      stack.push(pending);
      pending = children;
    }
  }
}

/** No closure in the hot loop above: tsx wraps every function it creates (keepNames). */
function truncated(buf: Uint8Array): never {
  throw new MsgpackExtentError(`unexpected end of msgpack data at byte ${buf.length}`);
}
