import { once } from 'node:events';
import { get, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import ExcelJS from 'exceljs';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { ReportColumns } from '@halte/contract';
import { sendReportWorkbook } from '../../src/lib/reporting/report-workbook.js';

interface Row { plate: string; fee: number }
const columns: ReportColumns<Row> = [
  { key: 'plate', label: 'Nomor Kendaraan', type: 'text', width: 18 },
  { key: 'fee', label: 'Biaya', type: 'number', width: 12 },
];
const BATCH = 1_000;
/** More rows than the buffers between server and client hold, zipped: tens of megabytes. */
const BIG = 2_000;
// Plates and fees that do not repeat, so the zip cannot shrink a batch to nothing.
const plateOf = (n: number) => `S ${(n * 7919) % 10_000} ${String.fromCharCode(65 + (n % 26), 65 + ((n * 31) % 26))}`;
const feeOf = (n: number) => (n * 104_729) % 50_000;

/** A report of `batches` batches of rows, served over real HTTP; counts the batches read and the exports ended. */
async function serve(batches: number) {
  const seen = { read: 0, closed: false, ended: [] as string[] };
  async function* rows() {
    try {
      for (let b = 0; b < batches; b++) {
        seen.read += 1;
        yield Array.from({ length: BATCH }, (_, i) => ({ plate: plateOf(b * BATCH + i), fee: feeOf(b * BATCH + i) }));
      }
    } finally {
      seen.closed = true;
    }
  }
  const app = Fastify();
  const metrics = { exportStarted: () => (result: string) => void seen.ended.push(result) };
  app.get('/file', (_req, reply) => sendReportWorkbook({ metrics }, reply, {
    fileName: 'f.xlsx', department: 'Dinas Perhubungan', title: 'Rekap', period: 'Hari ini', timeZone: 'Asia/Jakarta',
    sheets: [{ name: 'Rekap', columns, rows: rows() }],
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  apps.push(app);
  const { port } = app.server.address() as AddressInfo;
  const response = await new Promise<IncomingMessage>((resolve) => get(`http://127.0.0.1:${port}/file`, resolve));
  return { seen, response };
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('a streamed report file', () => {
  it('reads no further ahead than the client takes', async () => {
    const { seen, response } = await serve(BIG);
    response.pause();
    // The client takes nothing: once the buffers on the way are full, no more rows are read.
    let last = -1;
    await expect
      .poll(() => {
        const still = seen.read === last;
        last = seen.read;
        return still;
      }, { interval: 1_000, timeout: 60_000 })
      .toBe(true);
    expect(seen.read).toBeLessThan(BIG);
    response.destroy();
  });

  it('gives the whole file, row by row, to a client that reads it', async () => {
    const { seen, response } = await serve(20);
    const chunks: Buffer[] = [];
    response.on('data', (c: Buffer) => chunks.push(c));
    await once(response, 'end');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Rekap')!;
    // Department, title, period, a blank row, then the header.
    const header = 5;
    expect(sheet.getRow(header).values).toEqual([undefined, 'No', 'Nomor Kendaraan', 'Biaya']);
    expect(sheet.rowCount).toBe(header + 20 * BATCH);
    expect(sheet.getRow(header + 1).values).toEqual([undefined, 1, plateOf(0), feeOf(0)]);
    expect(sheet.getRow(sheet.rowCount).values).toEqual([undefined, 20 * BATCH, plateOf(20 * BATCH - 1), feeOf(20 * BATCH - 1)]);
    expect(seen.ended).toEqual(['completed']);
  });

  it('stops reading the rows when the client goes away mid-file', async () => {
    const { seen, response } = await serve(BIG);
    await once(response, 'data');
    response.destroy();
    await expect.poll(() => seen.closed, { timeout: 20_000 }).toBe(true);
    expect(seen.ended).toEqual(['aborted']);
    expect(seen.read).toBeLessThan(BIG);
  });
});
