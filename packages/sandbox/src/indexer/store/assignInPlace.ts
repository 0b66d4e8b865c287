/** Makes `target` hold what `source` holds (the maps and lists stay the same objects: routes keep them). */
export function assignInPlace<T extends object>(target: T, source: T): void {
  for (const key of Object.keys(source) as Array<keyof T>) {
    const to = target[key];
    const from = source[key];
    if (to instanceof Map && from instanceof Map) {
      to.clear();
      for (const [k, v] of from) to.set(k, v);
    } else if (Array.isArray(to) && Array.isArray(from)) {
      to.length = 0;
      to.push(...(from as unknown[]));
    }
  }
}
