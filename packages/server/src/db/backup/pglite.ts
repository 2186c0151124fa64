import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';

/**
 * A PGlite data folder is held by one process (see data-dir-lock.ts), so a backup taken while the
 * server runs must be taken by the server itself: it listens on a Unix socket beside the folder
 * (`<folder>.sock`, readable by its own user only) and answers every connection with a dump.
 */
export const backupSocketOf = (dataDir: string) => `${resolve(dataDir)}.sock`;

/** The gzip'd tar of the whole data folder, read while no other statement runs. */
export async function dumpPglite(client: PGlite): Promise<Uint8Array> {
  // transaction() holds the client's queue: every other query waits until the tar is read, so the
  // files are copied as one moment. CHECKPOINT first makes them current, so the restored
  // database does not even need to replay the log.
  const tar = await client.transaction(async (tx) => {
    await tx.exec('CHECKPOINT');
    const file = await client.dumpDataDir('none');
    return new Uint8Array(await file.arrayBuffer());
  });
  // Compressed once the queue is free again, on libuv's threads rather than in the queue.
  return new Uint8Array(await promisify(gzip)(tar));
}

/** The socket protocol: the server writes `OK <bytes>\n` then the dump, or `ERR <message>\n`. */
export function serveBackups(client: PGlite, dataDir: string, onError: (err: unknown) => void): () => Promise<void> {
  const path = backupSocketOf(dataDir);
  // A socket file left by a crashed server; the data folder lock already proved no server runs.
  rmSync(path, { force: true });
  const server = createServer((socket) => {
    socket.on('error', () => undefined);
    dumpPglite(client).then(
      (dump) => {
        socket.write(`OK ${dump.byteLength}\n`);
        socket.end(dump);
      },
      (err: unknown) => {
        onError(err);
        socket.end(`ERR ${err instanceof Error ? err.message : String(err)}\n`);
      },
    );
  });
  server.on('error', onError);
  server.listen(path, () => {
    try {
      chmodSync(path, 0o600);
    } catch (err) {
      onError(err);
    }
  });
  return () =>
    new Promise((done) => {
      server.close(() => {
        rmSync(path, { force: true });
        done();
      });
    });
}

/** Asks the server holding `dataDir` for a dump; `undefined` when no server answers there. */
export function requestBackup(dataDir: string): Promise<Uint8Array | undefined> {
  return new Promise((resolveDump, reject) => {
    const socket = createConnection(backupSocketOf(dataDir));
    const chunks: Buffer[] = [];
    let connected = false;
    socket.on('connect', () => (connected = true));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')) resolveDump(undefined);
      else reject(err);
    });
    socket.on('end', () => {
      const all = Buffer.concat(chunks);
      const newline = all.indexOf(10);
      const head = all.subarray(0, newline < 0 ? all.length : newline).toString('utf8');
      const body = all.subarray(newline + 1);
      if (head.startsWith('OK ') && Number(head.slice(3)) === body.length) resolveDump(new Uint8Array(body));
      else if (head.startsWith('ERR ')) reject(new Error(`Server gagal membuat cadangan: ${head.slice(4)}`));
      else reject(new Error('Cadangan dari server terputus sebelum selesai.'));
    });
  });
}
