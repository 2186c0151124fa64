import type { Db } from '../../db/client.js';

/**
 * One value per database handle, made on first use: prepared statements belong to the handle
 * they were built on, and tests open many.
 */
export function perDb<T>(make: (db: Db) => T): (db: Db) => T {
  const made = new WeakMap<Db, T>();
  return (db) => {
    let value = made.get(db);
    if (value === undefined) {
      value = make(db);
      made.set(db, value);
    }
    return value;
  };
}
