/**
 * The device's offline store: one IndexedDB database with one key-value store (structured clone, so a
 * non-extractable CryptoKey is kept as it is). Keys by kind: `device`, `download:<id>` (its description),
 * `package:<id>` (the ciphertext), `key:<id>` (the CryptoKey), `attempt:<id>`, `log:<attempt>:<n>` (the answer
 * log, append only) and `answers:<attempt>:<section>` (the section store's copy).
 */
const DB_NAME = "satlingo-offline";
const STORE = "kv";

let opening: Promise<IDBDatabase> | null = null;

function open(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DB_NAME, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE);
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  });
  return opening;
}

function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T> | void): Promise<T> {
  return open().then(
    (db) =>
      new Promise<T>((resolve, reject) => {
        const tx = db.transaction(STORE, mode);
        const req = work(tx.objectStore(STORE));
        tx.oncomplete = () => resolve(req ? req.result : (undefined as T));
        tx.onerror = () => reject(tx.error);
        tx.onabort = () => reject(tx.error);
      }),
  );
}

export const idb = {
  get: <T>(key: string) => run<T | undefined>("readonly", (s) => s.get(key) as IDBRequest<T | undefined>),
  set: (key: string, value: unknown) => run<IDBValidKey>("readwrite", (s) => s.put(value, key)),
  del: (key: string) => run<undefined>("readwrite", (s) => s.delete(key)),
  /** Every value whose key starts with `prefix`, in key order. */
  entries: async <T>(prefix: string): Promise<[string, T][]> => {
    const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`);
    const [keys, values] = await Promise.all([
      run<IDBValidKey[]>("readonly", (s) => s.getAllKeys(range)),
      run<T[]>("readonly", (s) => s.getAll(range) as IDBRequest<T[]>),
    ]);
    return keys.map((k, i) => [String(k), values[i]!]);
  },
  delPrefix: (prefix: string) => run<undefined>("readwrite", (s) => s.delete(IDBKeyRange.bound(prefix, `${prefix}\uffff`))),
};
