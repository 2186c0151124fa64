import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { sheetName } from '../../src/lib/reporting/report-workbook.js';

describe('sheet names', () => {
  it('keeps a short name, cuts a long one to 31 characters and drops what Excel refuses', () => {
    expect(sheetName('Laporan Bus')).toBe('Laporan Bus');
    expect(sheetName('Rekap Parkir Lokasi Pasar Besar Kota: Januari')).toHaveLength(31);
    expect(sheetName('A/B [2026]: *?')).toBe('A B  2026');
    expect(sheetName('///')).toBe('Sheet');
  });

  it('a name it gives is one exceljs writes and reads back', async () => {
    const name = sheetName('Rekap Data Parkir / Lokasi Terminal Bus Utama [2026]');
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on('data', (c: Buffer) => chunks.push(c));
    const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out });
    book.addWorksheet(name).addRow(['x']).commit();
    await book.commit();
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    expect(back.worksheets.map((w) => w.name)).toEqual([name]);
  });
});
