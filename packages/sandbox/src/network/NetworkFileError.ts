export type NetworkFileErrorCode = 'not-a-network' | 'version' | 'damaged' | 'content';

const MESSAGES: Record<NetworkFileErrorCode, string> = {
  'not-a-network': 'not a Sextant network file',
  version: 'network file version not supported',
  damaged: 'network file is damaged (checksum mismatch or cut short)',
  content: 'network file content is invalid',
};

/** An export file that cannot be imported; nothing was replaced. */
export class NetworkFileError extends Error {
  readonly code: NetworkFileErrorCode;

  constructor(code: NetworkFileErrorCode, detail?: string, options?: { cause?: unknown }) {
    super(detail === undefined ? MESSAGES[code] : `${MESSAGES[code]}: ${detail}`, options);
    this.name = 'NetworkFileError';
    this.code = code;
  }
}
