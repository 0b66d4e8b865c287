import type { ForkOptions } from './ForkOptions';
import type { ForkStore } from './ForkStore';

/**
 * A fork kept inside a network's storage (the Browser network): besides what `ForkStore` keeps,
 * the options it was made with, so a restart knows it is a fork and of what. The storage's
 * `replace` wipes all of it with the network.
 */
export interface KeptFork extends ForkStore {
  /** Undefined when the network stored is not a fork. */
  loadOptions(): Promise<ForkOptions | undefined>;
  saveOptions(options: ForkOptions): Promise<void>;
}
