import { SextantError } from '../errors/SextantError';
import { GROUP_MESSAGES } from './catalogueMessages';

export const MAX_GROUP_SIZE = 16;

export type GroupSizeErrorCode = 'GROUP_EMPTY' | 'GROUP_TOO_LARGE';

/** A group that cannot be signed for its size alone; raised before anything is signed. */
export class GroupSizeError extends SextantError<GroupSizeErrorCode> {
  override name = 'GroupSizeError';

  constructor(count: number) {
    const empty = count === 0;
    super(
      empty ? 'GROUP_EMPTY' : 'GROUP_TOO_LARGE',
      empty ? GROUP_MESSAGES.empty : GROUP_MESSAGES.tooLarge(count),
      {
        details: { count, max: MAX_GROUP_SIZE },
      },
    );
  }

  /** The error for a group of `count` transactions, or undefined when the size is allowed. */
  static check(count: number): GroupSizeError | undefined {
    return count === 0 || count > MAX_GROUP_SIZE ? new GroupSizeError(count) : undefined;
  }
}
