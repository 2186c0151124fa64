import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const modules = fileURLToPath(new URL('../../src/modules', import.meta.url));

/**
 * SQL and query-builder calls: a `sql` template, Drizzle's select/insert/update/delete/execute and
 * `.from(`. A route declared on `api` or `app` (`api.delete('/x', …)`) is not a query, nor is
 * `Array.from` or `Buffer.from`.
 */
const QUERY = /sql`|\.select\(|\.insert\(|\.update\(|(?<!\b(?:api|app))\.delete\(|\.execute\(|(?<!\b(?:Array|Buffer))\.from\(/;

const routeFiles = () =>
  readdirSync(modules, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('routes.ts'))
    .map((f) => join(modules, f))
    .sort();

describe('route files', () => {
  it('are found', () => {
    expect(routeFiles().length).toBeGreaterThan(10);
  });

  // Routes declare, read the request, call a service and answer; the queries live in the services.
  it('hold no SQL or query-builder calls', () => {
    const offending = routeFiles().flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => (QUERY.test(line) ? [`${relative(modules, file)}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(offending).toEqual([]);
  });
});
