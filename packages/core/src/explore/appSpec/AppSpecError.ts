import { SextantError } from '../../errors/SextantError';

export type AppSpecErrorCode = 'not-json' | 'not-a-spec';

/** A file or text given as an application spec that is not one Sextant can read. */
export class AppSpecError extends SextantError<AppSpecErrorCode> {
  override name = 'AppSpecError';
}

export const APP_SPEC_MESSAGES = {
  notJson: 'This is not JSON.',
  notASpec: 'This is neither an ARC-56 nor an ARC-32 application spec (no state keys or schema found).',
} as const;
