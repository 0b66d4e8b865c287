import type { ForkMeta } from './ForkMeta';
import type { ForkStore } from './ForkStore';
import type { RemoteAnswer } from './RemoteAlgod';

/** A `ForkStore` in memory: what a fork takes from its remote, held until it is kept elsewhere. */
export class MemoryForkStore implements ForkStore {
  meta: ForkMeta | undefined;
  genesis: string | undefined;
  readonly answers: (readonly [string, RemoteAnswer])[] = [];
  readonly cache = {
    load: () => Promise.resolve(this.answers),
    append: (entries: readonly (readonly [string, RemoteAnswer])[]) => {
      this.answers.push(...entries);
      return Promise.resolve();
    },
  };

  loadMeta = () => Promise.resolve(this.meta);
  saveMeta = (meta: ForkMeta) => {
    this.meta = meta;
    return Promise.resolve();
  };
  loadGenesis = () => Promise.resolve(this.genesis);
  saveGenesis = (text: string) => {
    this.genesis = text;
    return Promise.resolve();
  };
}
