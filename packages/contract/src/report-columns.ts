import { currentLocale } from './language.js';
import { translate } from './translate.js';

/**
 * A report's columns, declared once: the web's table and the Excel file both read them, so the
 * screen and the file show the same columns, in the same order, with the same values.
 */

/**
 * How a cell is typed: in the file a date, a time and a count are real dates and numbers. A
 * `term` is text of Halte's own words (a status, a list of notes) written in the reader's language.
 */
export type CellType = 'text' | 'term' | 'number' | 'date' | 'time' | 'datetime';

export interface ReportColumn<Row> {
  key: Extract<keyof Row, string>;
  /** The header, in Indonesian. */
  label: string;
  type: CellType;
  /** The width in the file, in characters. */
  width: number;
}

export type ReportColumns<Row> = readonly ReportColumn<Row>[];

/** The columns more than one report shows, declared once; each fits any row with its key. */
export const SHARED_COLUMNS = {
  serviceDate: { key: 'dtservice', label: 'Tanggal', type: 'date', width: 12 },
  plate: { key: 'vcnopol', label: 'Nomor Bus', type: 'text', width: 14 },
  route: { key: 'vcrute', label: 'Rute', type: 'text', width: 24 },
  boardedAt: { key: 'timein', label: 'Naik', type: 'time', width: 8 },
  alightedAt: { key: 'timeout', label: 'Turun', type: 'time', width: 8 },
  tripStart: { key: 'timestart', label: 'Mulai', type: 'time', width: 8 },
  tripStop: { key: 'timestop', label: 'Selesai', type: 'time', width: 8 },
  status: { key: 'vcstatus', label: 'Status', type: 'term', width: 16 },
  riders: { key: 'jmlsiswa', label: 'Jumlah Siswa', type: 'number', width: 13 },
} as const;

/** The `No` column both the screen and the file put first. */
export const ROW_NUMBER_LABEL = 'No';

/** The Excel number format of each cell type (text has none). */
export const CELL_FORMATS: Readonly<Record<CellType, string | undefined>> = {
  text: undefined,
  term: undefined,
  number: '#,##0',
  date: 'dd/mm/yyyy',
  time: 'hh:mm',
  datetime: 'dd/mm/yyyy hh:mm',
};

const wallFormats = new Map<string, Intl.DateTimeFormat>();

function wallFormat(timeZone: string) {
  let format = wallFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
    wallFormats.set(timeZone, format);
  }
  return format;
}

/** A zone's offset changes only on a quarter hour: one reading of the clock per zone and quarter. */
const QUARTER_MS = 15 * 60_000;
const offsets = new Map<string, number>();

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function offsetAt(ms: number, timeZone: string): number {
  const key = `${timeZone} ${Math.floor(ms / QUARTER_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const start = Math.floor(ms / QUARTER_MS) * QUARTER_MS;
    const p = Object.fromEntries(wallFormat(timeZone).formatToParts(new Date(start)).map((x) => [x.type, Number(x.value)]));
    offset = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - start;
    // A year's file reads some 35,000 quarters; a long-running server keeps no more than that.
    if (offsets.size >= 50_000) offsets.clear();
    offsets.set(key, offset);
  }
  return offset;
}

/**
 * The wall-clock reading of an instant in the zone, as a Date whose UTC fields hold it: the
 * form a spreadsheet cell takes (it knows no zones) and the one the screen formats.
 */
export function wallClock(instant: Date, timeZone: string): Date {
  const ms = instant.getTime();
  // Whole seconds, as the clock reads.
  return new Date(Math.floor(ms / 1000) * 1000 + offsetAt(ms, timeZone));
}

/** A cell's typed value: text, a number, a wall-clock Date (see `wallClock`), or null when empty. */
export function cellValue<Row>(column: ReportColumn<Row>, row: Row, timeZone: string): string | number | Date | null {
  const raw = row[column.key] as unknown;
  if (raw === null || raw === undefined || raw === '') return null;
  switch (column.type) {
    case 'number':
      return Number(raw);
    case 'term':
      return String(raw).split(', ').map((word) => translate(word)).join(', ');
    case 'date': {
      const [y, m, d] = String(raw).split('-').map(Number);
      return new Date(Date.UTC(y, m - 1, d));
    }
    case 'time':
    case 'datetime':
      return wallClock(new Date(String(raw)), timeZone);
    default:
      return String(raw);
  }
}

const two = (n: number) => String(n).padStart(2, '0');
const dateText = (d: Date) => `${two(d.getUTCDate())}/${two(d.getUTCMonth() + 1)}/${d.getUTCFullYear()}`;
const timeText = (d: Date) => `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;

/** A cell as the screen writes it, from the same typed value the file gets ('' when empty). */
export function cellText<Row>(column: ReportColumn<Row>, row: Row, timeZone: string): string {
  const value = cellValue(column, row, timeZone);
  if (value === null) return '';
  if (typeof value === 'number') return value.toLocaleString(currentLocale());
  if (typeof value === 'string') return value;
  if (column.type === 'date') return dateText(value);
  if (column.type === 'time') return timeText(value);
  return `${dateText(value)} ${timeText(value)}`;
}

/** `YYYY-MM-DD` as the screen and a file's title write it (`23/11/2026`). */
export const calendarDateText = (date: string) => date.split('-').reverse().join('/');
