/**
 * A thenable that hands over `value` synchronously. React's `lazy` calls `then` once and reads the
 * value at once when it is called back: a lazily loaded component whose code has already run then
 * renders in that very render, with no Suspense fallback first and no second render after it.
 */
export function settledThenable<T>(value: T): Promise<T> {
  return { then: (resolve: (v: T) => void) => resolve(value) } as unknown as Promise<T>;
}
