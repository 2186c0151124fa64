import { vi } from 'vitest';
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../../src/api/queryClient';
import { FeedbackHost } from '../../src/ui/FeedbackHost';

export interface Call { method: string; path: string; query: URLSearchParams; body: unknown }

type Handler = (call: Call) => { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }> | undefined;

/**
 * A fake `/api/v1` behind fetch: the first handler that answers wins, otherwise 404.
 * Every call is recorded so a test can check what was (not) sent.
 */
export function fakeApi(...handlers: Handler[]) {
  const calls: Call[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: init?.method ?? 'GET',
      path: url.pathname.replace(/^\/api\/v1/, ''),
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    };
    calls.push(call);
    for (const h of handlers) {
      const answer = await h(call);
      if (answer) return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status ?? 200 });
    }
    return new Response(JSON.stringify({ message: 'Alamat tidak ditemukan.' }), { status: 404 });
  });
  vi.stubGlobal('fetch', spy);
  return {
    calls,
    of: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

/**
 * A resource kept in memory with the server's list rules: `q` matches any text field, pages of
 * `limit` rows, `{ data, length, page_total, page, limit }`.
 */
export function memoryResource<T extends { intid: number }>(endpoint: string, rows: T[]): Handler {
  return ({ method, path, query }) => {
    if (method !== 'GET' || path !== endpoint) return undefined;
    const q = (query.get('q') ?? '').toLowerCase();
    const page = Number(query.get('page') ?? 1);
    const limit = Number(query.get('limit') ?? 10);
    const found = rows.filter((r) => !q || Object.values(r as Record<string, unknown>).some((v) => typeof v === 'string' && v.toLowerCase().includes(q)));
    return {
      body: {
        data: found.slice(limit * (page - 1), limit * page),
        length: found.length,
        page_total: Math.ceil(found.length / limit),
        page,
        limit,
      },
    };
  };
}

export const reply = (method: string, path: string, answer: { status?: number; body?: unknown } | ((c: Call) => { status?: number; body?: unknown })): Handler =>
  (call) => (call.method === method && call.path === path ? (typeof answer === 'function' ? answer(call) : answer) : undefined);

/** Renders `ui` at `path` with React Query, a memory router and the feedback host. */
export function renderAt(path: string, ui: ReactNode, routePath = '*') {
  const router = createMemoryRouter([{ path: routePath, element: ui }], { initialEntries: [path] });
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <FeedbackHost />
    </QueryClientProvider>,
  );
  return { router, search: () => new URLSearchParams(router.state.location.search) };
}
