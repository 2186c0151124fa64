import { spawn, spawnSync } from 'node:child_process';
import { withPgClient } from '../pg-client.js';

/**
 * The connection string without its password, and the password for PGPASSWORD: the tools'
 * command lines are visible to every user of the machine (ps), their environment is not.
 */
function connectionFor(databaseUrl: string) {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
}

/** Runs a PostgreSQL client tool; its own message when it fails, a plain one when it is missing. */
function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'inherit', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      process.stderr.write(chunk);
    });
    child.on('error', (err: NodeJS.ErrnoException) =>
      reject(
        new Error(
          err.code === 'ENOENT'
            ? `${tool} tidak ditemukan. Pasang klien PostgreSQL (Debian/Ubuntu: apt-get install postgresql-client) dengan versi sama atau lebih baru dari servernya.`
            : `${tool}: ${err.message}`,
        ),
      ),
    );
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} gagal (kode ${code}). ${stderr.trim().split('\n').pop() ?? ''}`))));
  });
}

/** Whether a PostgreSQL client program is installed (on PATH). */
export const installed = (tool: string) => !spawnSync(tool, ['--version'], { stdio: 'ignore' }).error;

/** `pg_dump --format=custom`: one consistent snapshot of the whole database, however busy. */
export async function pgDump(databaseUrl: string, file: string) {
  const { dbname, env } = connectionFor(databaseUrl);
  await run('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, `--dbname=${dbname}`], env);
}

/** `pg_restore` in one transaction: a failure leaves the database as empty as it was. */
export async function pgRestore(databaseUrl: string, file: string) {
  const { dbname, env } = connectionFor(databaseUrl);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], env);
}

/** The tables a database already holds (outside PostgreSQL's own schemas); none means empty. */
export async function userTables(databaseUrl: string): Promise<string[]> {
  const { rows } = await withPgClient(databaseUrl, (client) =>
    client.query<{ name: string }>(
      `select schemaname || '.' || tablename as name from pg_tables
       where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
    ),
  );
  return rows.map((r) => r.name);
}
