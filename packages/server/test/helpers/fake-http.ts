import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fake received it. */
export interface FakeCall {
  method: string;
  /** Path and query string. */
  url: string;
  authorization?: string;
  contentType?: string;
  body: string;
}

/** What the fake answers next: a status and a body, after a delay when set. */
export interface FakeAnswer {
  status: number;
  body: string;
  delayMs?: number;
}

export interface FakeHttp {
  /** `http://127.0.0.1:<port>` */
  url: string;
  calls: FakeCall[];
  /** Sets the answer to every following request. */
  answer(a: FakeAnswer): void;
  close(): Promise<void>;
}

/**
 * A real HTTP server on a free port standing in for an outside service (a map provider): it
 * records each request and answers as told, so the code under test goes through real sockets.
 */
export async function startFakeHttp(first: FakeAnswer = { status: 200, body: '{}' }): Promise<FakeHttp> {
  let current = first;
  const calls: FakeCall[] = [];
  const timers = new Set<NodeJS.Timeout>();
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      calls.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      });
      const { status, body, delayMs = 0 } = current;
      const timer = setTimeout(() => {
        timers.delete(timer);
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      }, delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    answer(a) {
      current = a;
    },
    async close() {
      for (const t of timers) clearTimeout(t);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
