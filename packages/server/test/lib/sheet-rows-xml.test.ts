import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { CELL_FORMATS, type CellType } from '@halte/contract';
import { SheetRows, columnLetters, type CellValue } from '../../src/lib/reporting/sheet-rows-xml.js';

const types: CellType[] = ['number', 'text', 'date', 'time', 'datetime', 'text'];
const rows: CellValue[][] = [
  [1, 'Siti & "Rahma" <SD Negeri 1> it\'s', new Date(Date.UTC(2026, 6, 1)), new Date(Date.UTC(2026, 6, 1, 6, 40, 30)), new Date(Date.UTC(2026, 6, 1, 13, 5)), 'Selesai'],
  [2, 'tab\tline\nreturn\r bell\u0007 del\u007f', new Date(Date.UTC(2026, 11, 31)), null, null, ''],
  [1234567, 'Tidak beroperasi', null, new Date(Date.UTC(2026, 0, 1, 23, 59, 59)), new Date(Date.UTC(2026, 1, 28)), '😀 ﷽'],
];

/** A one-sheet workbook (a committed header row, then `write` adds the data rows), read back. */
async function workbook(write: (xlsx: ExcelJS.stream.xlsx.WorkbookWriter, ws: ExcelJS.Worksheet) => void): Promise<ExcelJS.Worksheet> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on('data', (c: Buffer) => chunks.push(c));
  const xlsx = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const ws = xlsx.addWorksheet('Data');
  ws.addRow(types.map((t) => `kolom ${t}`)).commit();
  write(xlsx, ws);
  ws.commit();
  await xlsx.commit();
  const read = new ExcelJS.Workbook();
  await read.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return read.worksheets[0];
}

const cellsOf = (ws: ExcelJS.Worksheet) =>
  Array.from({ length: ws.rowCount }, (_, r) => types.map((_t, c) => {
    const cell = ws.getRow(r + 1).getCell(c + 1);
    return { type: cell.type, value: cell.value instanceof Date ? cell.value.toISOString() : cell.value, numFmt: cell.numFmt ?? null };
  }));

describe('sheet rows written as XML', () => {
  it('names the columns A … Z, AA …', () => {
    expect(columnLetters(28).slice(24)).toEqual(['Y', 'Z', 'AA', 'AB']);
    expect(columnLetters(703).at(-1)).toBe('AAA');
  });

  it('make the same cells as exceljs makes from rows of styled cells: values, types and number formats', async () => {
    const styles = types.map((t) => (CELL_FORMATS[t] ? { numFmt: CELL_FORMATS[t] } : {}));
    const byExceljs = await workbook((_xlsx, ws) => {
      for (const values of rows) {
        const row = ws.addRow(values);
        styles.forEach((style, i) => (row.getCell(i + 1).style = style));
        row.commit();
      }
    });
    const direct = await workbook((xlsx, ws) => {
      const sheetRows = new SheetRows(xlsx, ws, types);
      sheetRows.write(rows.map((values, i) => sheetRows.xml(i + 2, values)).join(''));
    });
    expect(direct.rowCount).toBe(rows.length + 1);
    expect(cellsOf(direct)).toEqual(cellsOf(byExceljs));
    // What a reader sees: the escaped text back as it was; control characters dropped but tab and
    // line ends (an XML reader reads a return as a line feed).
    expect(direct.getCell('B2').value).toBe('Siti & "Rahma" <SD Negeri 1> it\'s');
    expect(direct.getCell('B3').value).toBe('tab\tline\nreturn\n bell del');
    expect([direct.getCell('C2').numFmt, direct.getCell('D2').numFmt, direct.getCell('A4').value]).toEqual(['dd/mm/yyyy', 'hh:mm', 1234567]);
  });
});
