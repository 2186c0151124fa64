import { Form } from 'react-bootstrap';
import { PERIOD_TYPES, PERIOD_YEARS, type PeriodType } from '@halte/contract';
import type { FilterValues } from './listFilters';
import { ui } from '../../i18n/ui';
import { monthNames } from '../time/calendarNames';

const t = ui.period;

/** Today as `YYYY-MM-DD` in the browser's own time zone. */
function browserToday(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/**
 * The values a reading starts with, so the list is always asked a complete period (today, or
 * this month) and the server never has to refuse a half-given one.
 */
export function startOf(rt: string, today: string = browserToday()): FilterValues {
  const none = { rt: undefined, from: undefined, to: undefined, m: undefined, y: undefined };
  const [y, m] = today.split('-');
  if (rt === String(PERIOD_TYPES.date)) return { ...none, rt, from: today };
  if (rt === String(PERIOD_TYPES.range)) return { ...none, rt, from: today, to: today };
  if (rt === String(PERIOD_TYPES.month)) return { ...none, rt, m: String(Number(m)), y };
  return none;
}

const ALL_KINDS: readonly PeriodType[] = [PERIOD_TYPES.date, PERIOD_TYPES.range, PERIOD_TYPES.month];

/** The years offered: ten back to next year, and the one in the address if it is elsewhere. */
function yearsAround(chosen: string | undefined): number[] {
  const now = new Date().getFullYear();
  const years = new Set<number>();
  for (let y = Math.max(PERIOD_YEARS.min, now - 10); y <= Math.min(PERIOD_YEARS.max, now + 1); y++) years.add(y);
  if (chosen && Number.isInteger(Number(chosen))) years.add(Number(chosen));
  return [...years].sort((a, b) => b - a);
}

interface PeriodFilterProps {
  value: FilterValues;
  onChange: (patch: FilterValues) => void;
  /** The kinds offered (all three by default); with one and `required`, no choice is shown. */
  kinds?: readonly PeriodType[];
  /** A period is always given (a report): no `Semua`. */
  required?: boolean;
  /** Today as the server counts days (`TZ`); the browser's day by default. */
  today?: string;
}

/** A list's period: one date, a range of dates, a month of a year, or all. */
export function PeriodFilter({ value, onChange, kinds = ALL_KINDS, required = false, today }: PeriodFilterProps) {
  const rt = value.rt ?? '';
  const names: Record<PeriodType, string> = { [PERIOD_TYPES.date]: t.date, [PERIOD_TYPES.range]: t.range, [PERIOD_TYPES.month]: t.month };
  // A cleared date input keeps the last date rather than sending half a period.
  const date = (key: 'from' | 'to', other?: 'from' | 'to') => (text: string) => {
    if (!text) return;
    const patch: FilterValues = { [key]: text };
    const otherValue = other ? value[other] : undefined;
    if (other && otherValue && (key === 'from' ? otherValue < text : otherValue > text)) patch[other] = text;
    onChange(patch);
  };
  const size = 'sm' as const;

  return (
    <div className="d-flex flex-wrap align-items-center gap-1" role="group" aria-label={t.label}>
      {!(required && kinds.length === 1) && (
        <Form.Select size={size} aria-label={t.label} value={rt} onChange={(e) => onChange(startOf(e.target.value, today))} style={{ width: 'auto' }}>
          {!required && <option value="">{t.all}</option>}
          {kinds.map((k) => <option key={k} value={k}>{names[k]}</option>)}
        </Form.Select>
      )}
      {rt === String(PERIOD_TYPES.date) && (
        <Form.Control size={size} type="date" aria-label={t.dateLabel} value={value.from ?? ''} onChange={(e) => date('from')(e.target.value)} style={{ width: 'auto' }} />
      )}
      {rt === String(PERIOD_TYPES.range) && (
        <>
          <Form.Control size={size} type="date" aria-label={t.fromLabel} value={value.from ?? ''} onChange={(e) => date('from', 'to')(e.target.value)} style={{ width: 'auto' }} />
          <Form.Control size={size} type="date" aria-label={t.toLabel} value={value.to ?? ''} onChange={(e) => date('to', 'from')(e.target.value)} style={{ width: 'auto' }} />
        </>
      )}
      {rt === String(PERIOD_TYPES.month) && (
        <>
          <Form.Select size={size} aria-label={t.monthLabel} value={value.m ?? ''} onChange={(e) => onChange({ m: e.target.value })} style={{ width: 'auto' }}>
            {monthNames().map((name, i) => <option key={name} value={i + 1}>{name}</option>)}
          </Form.Select>
          <Form.Select size={size} aria-label={t.yearLabel} value={value.y ?? ''} onChange={(e) => onChange({ y: e.target.value })} style={{ width: 'auto' }}>
            {yearsAround(value.y).map((y) => <option key={y} value={y}>{y}</option>)}
          </Form.Select>
        </>
      )}
    </div>
  );
}
