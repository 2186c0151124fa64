import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

/** The refusal to open a data folder another process is serving. */
export class DataDirLockedError extends Error {}

/** Lock files this process holds: a second database on the same folder in one process is refused too. */
const held = new Set<string>();

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

function ownerOf(lockPath: string): number | undefined {
  try {
    const pid = Number.parseInt(readFileSync(lockPath, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(lockPath: string): boolean {
  try {
    const fd = openSync(lockPath, 'wx', 0o644);
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

/**
 * Takes the data folder for this process: `<folder>.lock` beside it, created exclusively and
 * holding our pid. PGlite is a single-process database; two servers writing one folder lose
 * acknowledged writes and corrupt indexes, so a second one must refuse to start. A lock left by a
 * process that no longer runs (a crash, kill -9, a container restarted with the same pid) is
 * taken over. Answers the release function.
 */
export function lockDataDir(dir: string): () => void {
  const folder = resolve(dir);
  const lockPath = `${folder}.lock`;
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(lockPath)) {
      held.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        held.delete(lockPath);
        if (ownerOf(lockPath) === process.pid) rmSync(lockPath, { force: true });
      };
    }
    const owner = ownerOf(lockPath);
    const ours = owner === process.pid && held.has(lockPath);
    if (owner !== undefined && (ours || (owner !== process.pid && alive(owner)))) {
      throw new DataDirLockedError(
        `Folder data "${folder}" sedang dipakai oleh proses lain (pid ${owner}). ` +
          'Dua server tidak boleh memakai satu folder data PGlite: hentikan proses itu, atau pakai DATA_DIR lain ' +
          `(atau PostgreSQL lewat DATABASE_URL untuk beberapa server). Jika yakin tidak ada proses lain, hapus berkas "${lockPath}".`,
      );
    }
    // Stale: its process is gone (or the file was left half-written); take it over.
    rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(`Folder data "${folder}" tidak dapat dikunci (${lockPath}).`);
}
