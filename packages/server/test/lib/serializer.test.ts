import { afterEach, describe, expect, it, vi } from 'vitest';
import Fastify from 'fastify';
import { z } from 'zod';
import { responseSerializer } from '../../src/lib/http/serializer.js';

const declared = z.object({ data: z.object({ intid: z.number(), vcname: z.string() }) });

async function serverAnswering(check: boolean, body: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(responseSerializer(check));
  app.get('/x', { schema: { response: { 200: declared } } }, async () => body);
  await app.ready();
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('answers against their declared response schema', () => {
  it('go out as the handler built them: a field the schema does not name is kept', async () => {
    const app = await serverAnswering(false, { data: { intid: 1, vcname: 'Siti', vcextra: 'ikut' } });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.json()).toEqual({ data: { intid: 1, vcname: 'Siti', vcextra: 'ikut' } });
    await app.close();
  });

  it('with the check on, an answer off its schema fails as a 500 instead of reaching a client', async () => {
    vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
    const app = await serverAnswering(true, { data: { intid: '1', vcname: 'Siti' } });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(500);
    expect(process.stderr.write).toHaveBeenCalledWith(expect.stringContaining('data.intid'));
    await app.close();
  });

  it('with the check on, a matching answer goes out unchanged, extra fields included', async () => {
    const app = await serverAnswering(true, { data: { intid: 1, vcname: 'Siti', vcextra: 'ikut' } });
    const res = await app.inject({ method: 'GET', url: '/x' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { intid: 1, vcname: 'Siti', vcextra: 'ikut' } });
    await app.close();
  });
});
