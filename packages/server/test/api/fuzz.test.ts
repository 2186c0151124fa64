import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ADMIN_PASSWORD, startTestApp, type TestApp } from '../helpers/app.js';
import { engine } from '../helpers/database.js';
import { changedTables, dbFingerprint, writeMark } from '../helpers/db-fingerprint.js';
import { describeRequest, fuzzRequests, type FuzzRequest } from '../helpers/fuzz-requests.js';
import { bothModes, routeMode, routeName, type ApiRoute } from '../helpers/route-table.js';
import { signedInDriver } from '../helpers/driver-fixtures.js';
import { userOfRole } from '../helpers/roles.js';
import { signedInMember } from '../helpers/member-fixtures.js';

/**
 * Every route of the route table, through the real HTTP server, with requests built from its
 * own schemas and then made hostile one thing at a time. Whatever arrives, the answer is never
 * a 5xx, an error answer never shows a stack or SQL, and a refused request writes nothing.
 * The seed is fixed so a failure can be replayed: FUZZ_SEED=<seed> picks another run,
 * FUZZ_RUNS=<n> the number of requests per route.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);

/** What an error answer must never contain: a stack frame, a source path, SQL or a driver's words. */
const LEAK = /\bat [\w.<>$]+ \(|\.(?:ts|js|mjs|cjs):\d+|node_modules|\b(?:select|insert into|update \w+ set|delete from)\b|syntax error|violates|duplicate key|relation "|column "|pglite|postgres|zod|FST_ERR|\w*Error:/i;

/** A server under fuzz: the school mode, or the parking mode for the parking screens' routes. */
interface Target { t: TestApp; base: string; token: string }
let school: Target;
let parking: Target;
let t: TestApp;
let base: string;
let token: string;
/** The driver app's routes refuse the administrator: a driver's account (with its driver record, so calls reach their handlers) sends to them. */
let driverToken: string;
/** The attendant console's routes take an attendant's (JUKIR) token, on the parking server. */
let jukirToken: string;
/** A member's routes take a member's token only. */
let memberToken: string;
const tokenFor = (route: ApiRoute) =>
  (route.access === 'driver' ? driverToken : route.access === 'jukir' ? jukirToken : route.access === 'member' ? memberToken : token);

async function target(env: Record<string, string>): Promise<Target> {
  // The fuzz signs in badly thousands of times; the limits would otherwise refuse the admin too.
  const app = await startTestApp({ SIGNIN_FREE_FAILURES: '1000000', SIGNIN_MAX_PER_IP: '1000000', ...env });
  return { t: app, base: await app.app.listen({ port: 0, host: '127.0.0.1' }), token: app.adminToken };
}

/** Sends the fuzz to `to` from now on. */
function aim(to: Target) {
  ({ t, base, token } = to);
}

beforeAll(async () => {
  school = await target({});
  parking = await target({ APP_TYPE: 'parking' });
  aim(school);
  driverToken = (await signedInDriver(t)).token;
  memberToken = (await signedInMember(t)).token;
  jukirToken = (await userOfRole(parking.t, 'JUKIR')).token;
}, 180_000);
afterAll(async () => {
  await school?.t.close();
  await parking?.t.close();
});

interface Answer { status: number; body: string }

async function send(r: FuzzRequest, bearer: string): Promise<Answer> {
  const headers: Record<string, string> = { authorization: `Bearer ${bearer}` };
  if (r.body?.contentType) headers['content-type'] = r.body.contentType;
  const res = await fetch(`${base}${r.url}`, { method: r.method, headers, body: r.body?.payload, redirect: 'manual' });
  return { status: res.status, body: await res.text() };
}

/** What is wrong with an answer, if anything. */
function problemsOf(r: FuzzRequest, a: Answer): string | undefined {
  if (a.status >= 500) return `answered ${a.status}`;
  if (a.status < 400 || r.method === 'HEAD') return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(a.body);
  } catch {
    return `answered ${a.status} with a body that is not JSON`;
  }
  const { message, errors, ...other } = parsed as { message?: unknown; errors?: unknown };
  if (typeof message !== 'string' || message === '') return `answered ${a.status} without a message`;
  if (Object.keys(other).length || (errors !== undefined && (typeof errors !== 'object' || errors === null))) return `answered ${a.status} with a body other than { message, errors }`;
  if (LEAK.test(a.body)) return `answered ${a.status} with internals: ${a.body.match(LEAK)?.[0]}`;
  return undefined;
}

describe(`fuzz of every route's input (${engine}, seed ${SEED}, ${RUNS} requests per route)`, () => {
  it('never a 5xx, never a stack or SQL in an error, nothing written on a 4xx', async () => {
    const routes = bothModes(school.t, parking.t).filter((r) => r.method !== 'HEAD');
    const failures: string[] = [];
    const pastGuard = new Set<string>();
    const refusedByValidation = new Set<string>();
    let mark = '';
    let before: Record<string, string> = {};

    // The school routes first, then the parking ones on the parking server.
    const ordered = [...routes.filter((r) => routeMode(r) === 'school'), ...routes.filter((r) => routeMode(r) === 'parking')];
    let aimed: Target | undefined;
    for (const route of ordered) {
      const to = routeMode(route) === 'parking' ? parking : school;
      if (to !== aimed) {
        if (aimed) aimed.token = token;
        aim(to);
        aimed = to;
        [mark, before] = [await writeMark(t), await dbFingerprint(t)];
      }
      const check = async (r: FuzzRequest) => {
        const answer = await send(r, tokenFor(route));
        let changed: string[] = [];
        const now = await writeMark(t);
        if (now !== mark) {
          const after = await dbFingerprint(t);
          changed = changedTables(before, after);
          [before, mark] = [after, now];
        }
        if (answer.status === 401) {
          // The fuzz may sign its own session out (POST /users/signout, /member/signout): sign in again.
          if (route.access === 'member') memberToken = (await signedInMember(t)).token;
          else token = await t.signin('admin', ADMIN_PASSWORD);
          [before, mark] = [await dbFingerprint(t), await writeMark(t)];
        } else if (answer.status !== 403) pastGuard.add(routeName(route));
        if (answer.status === 400) refusedByValidation.add(routeName(route));
        const problem = problemsOf(r, answer) ?? (answer.status >= 400 && changed.length ? `answered ${answer.status} but wrote to ${changed.join(', ')}` : undefined);
        if (problem) throw new Error(`${problem}\n  request: ${describeRequest(r)}\n  answer: ${answer.status} ${answer.body.slice(0, 300)}`);
      };
      const requests = fuzzRequests(route).map((r) => Object.assign(r, { [fc.toStringMethod]: () => describeRequest(r) }));
      const out = await fc.check(fc.asyncProperty(requests, check), { seed: SEED, numRuns: RUNS, endOnFailure: true });
      if (out.failed) failures.push(`${routeName(route)}: ${out.errorInstance instanceof Error ? out.errorInstance.message : String(out.errorInstance)}\n  replay: FUZZ_SEED=${out.seed} (counterexample path ${out.counterexamplePath})`);
    }

    expect(failures, failures.join('\n\n')).toEqual([]);
    // The requests got past the guard, and every route that takes a body refused some with a 400.
    expect(routes.map(routeName).filter((n) => !pastGuard.has(n)), 'routes the fuzz never got past the guard').toEqual([]);
    expect(routes.filter((r) => r.input.body).map(routeName).filter((n) => !refusedByValidation.has(n)), 'routes the fuzz never got a 400 from').toEqual([]);
  }, 600_000);
});
