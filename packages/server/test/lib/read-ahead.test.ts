import { describe, expect, it } from 'vitest';
import { readAhead } from '../../src/lib/reporting/report-workbook.js';

describe('readAhead', () => {
  it('asks for the next batch while the current one is written, never more than one ahead', async () => {
    const log: string[] = [];
    async function* source() {
      for (let i = 1; i <= 3; i++) {
        log.push(`read ${i}`);
        yield i;
      }
    }
    for await (const batch of readAhead(source())) {
      log.push(`write ${batch}`);
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(log).toEqual(['read 1', 'read 2', 'write 1', 'read 3', 'write 2', 'write 3']);
  });

  it('stops the source when the writer stops, and a read failing meanwhile is not left unhandled', async () => {
    let closed = false;
    async function* source() {
      try {
        yield 1;
        throw new Error('gone');
      } finally {
        closed = true;
      }
    }
    for await (const batch of readAhead(source())) {
      expect(batch).toBe(1);
      break;
    }
    expect(closed).toBe(true);
  });
});
