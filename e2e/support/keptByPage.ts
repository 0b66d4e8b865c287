import type { Page } from '@playwright/test';

/**
 * Everything the page keeps or has shown outside its screen: both web storages, cookies, every
 * IndexedDB record (byte arrays as hex and base64, so a stored key is found in either form), and
 * the current URL.
 */
export async function keptByPage(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const bytes = (v: Uint8Array) => {
      let bin = '';
      for (const b of v) bin += String.fromCharCode(b);
      return `${[...v].map((b) => b.toString(16).padStart(2, '0')).join('')} ${btoa(bin)}`;
    };
    const text = (value: unknown) =>
      JSON.stringify(value, (_k, v: unknown) =>
        typeof v === 'bigint' ? String(v) : v instanceof Uint8Array ? bytes(v) : v,
      );
    const parts: string[] = [location.href, document.cookie];
    for (const s of [localStorage, sessionStorage])
      for (let i = 0; i < s.length; i++) parts.push(`${s.key(i)}=${s.getItem(s.key(i)!)}`);
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((ok, ko) => {
        const r = indexedDB.open(info.name!);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => ko(r.error);
      });
      for (const name of Array.from(db.objectStoreNames)) {
        const [keys, values] = await Promise.all(
          (['getAllKeys', 'getAll'] as const).map(
            (how) =>
              new Promise<unknown[]>((ok) => {
                const r = db.transaction(name).objectStore(name)[how]();
                r.onsuccess = () => ok(r.result as unknown[]);
              }),
          ),
        );
        parts.push(`${info.name}/${name}: ${text(keys)} ${text(values)}`);
      }
      db.close();
    }
    return parts.join('\n');
  });
}
