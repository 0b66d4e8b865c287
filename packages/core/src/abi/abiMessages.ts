/**
 * What the contract lab says about an ABI type or an argument value. Type messages describe a
 * spec that is wrong; value messages appear at the field the person typed into.
 */
export const ABI_MESSAGES = {
  // types (a spec's problem)
  emptyType: 'The type is empty.',
  unknownType: (type: string) => `"${type}" is not an ABI type.`,
  uintBits: (bits: string) => `uint${bits}: the width must be 8 to 512 in steps of 8.`,
  ufixedBits: (bits: string) => `ufixed${bits}x…: the width must be 8 to 512 in steps of 8.`,
  ufixedPrecision: (precision: string) => `ufixed…x${precision}: the precision must be 1 to 160.`,
  arrayLength: (length: string) =>
    `[${length}]: a static array length must be a whole number from 0 to 65535.`,
  unbalanced: (type: string) => `"${type}": the parentheses do not match.`,
  unknownStruct: (name: string) => `The struct "${name}" is not defined in the spec.`,
  structCycle: (name: string) => `The struct "${name}" contains itself.`,
  notTopLevel: (type: string) =>
    `"${type}" can only be a method argument's own type, not part of another type.`,

  // values (a person's input)
  required: 'Required.',
  notWhole: 'Must be a whole number (digits only).',
  negative: 'Must not be negative.',
  /** `max` as the person types it: digits for a uint, the decimal for a ufixed (its scaled integer's bound). */
  tooBig: (bits: number, max: bigint | string) => `Must fit in ${bits} bits: at most ${max}.`,
  notDecimal: 'Must be a decimal number such as 12.5.',
  tooPrecise: (precision: number) => `At most ${precision} decimal place${precision === 1 ? '' : 's'}.`,
  byteRange: 'Must be a whole number from 0 to 255.',
  notHex: 'Not hex: use pairs of the digits 0-9 and a-f.',
  notBase64: 'Not base64.',
  bytesLength: (expected: number, got: number) =>
    `Must be exactly ${expected} byte${expected === 1 ? '' : 's'}; this is ${got}.`,
  tooManyBytes: (got: number) => `At most 65535 bytes; this is ${got}.`,
  arrayCount: (expected: number, got: number) =>
    `Must have exactly ${expected} element${expected === 1 ? '' : 's'}; this has ${got}.`,
  tooManyElements: (got: number) => `At most 65535 elements; this has ${got}.`,
  stringTooLong: (got: number) => `At most 65535 bytes of UTF-8; this is ${got}.`,
  notId: 'Must be an id: a whole number of at most 2^64 − 1.',
  wrongShape: 'This value does not have the shape of its type.',
} as const;
