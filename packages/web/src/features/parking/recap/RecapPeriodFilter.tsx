import { Form } from 'react-bootstrap';
import type { FilterValues } from '../../../ui/list/listFilters';
import { ui } from '../../../i18n/ui';
import { monthNames } from '../../../ui/time/calendarNames';
import { parkingRecap as t } from '../../../i18n/parking-recap';
import { REPORT_TYPES, periodOfMonth, periodOfType, withDate, yearDays } from './recapPeriod';

interface RecapPeriodFilterProps {
  value: FilterValues;
  onChange: (patch: FilterValues) => void;
  /** Today as the server counts days. */
  today: string;
}

/** The years offered: ten back to this one, and the one in the address if it is elsewhere. */
function years(today: string, chosen: string | undefined): number[] {
  const now = Number(today.slice(0, 4));
  const all = new Set(Array.from({ length: 11 }, (_, i) => now - i));
  if (chosen && /^\d{4}$/.test(chosen)) all.add(Number(chosen));
  return [...all].sort((a, b) => b - a);
}

/** Jenis Laporan (Tanggal, Bulan, Tahun), the month or the year it offers, and the days from and to. */
export function RecapPeriodFilter({ value, onChange, today }: RecapPeriodFilterProps) {
  const type = value.report_type ?? REPORT_TYPES.date;
  const size = 'sm' as const;
  const date = (key: 'from' | 'to') => (text: string) => {
    const patch = withDate(value, key, text);
    if (patch) onChange(patch);
  };
  return (
    <div className="d-flex flex-wrap align-items-center gap-1" role="group" aria-label={ui.period.label}>
      <Form.Select size={size} aria-label={t.reportType} value={type} onChange={(e) => onChange(periodOfType(e.target.value, today))} style={{ width: 'auto' }}>
        {Object.values(REPORT_TYPES).map((k) => <option key={k} value={k}>{t.types[k]}</option>)}
      </Form.Select>
      {type === REPORT_TYPES.month && (
        <Form.Select size={size} aria-label={ui.period.monthLabel} value={value.month ?? ''} onChange={(e) => onChange(periodOfMonth(Number(e.target.value), today))} style={{ width: 'auto' }}>
          {monthNames().map((name, i) => <option key={name} value={String(i + 1)}>{name}</option>)}
        </Form.Select>
      )}
      {type === REPORT_TYPES.year && (
        <Form.Select size={size} aria-label={ui.period.yearLabel} value={value.year ?? ''} onChange={(e) => onChange(yearDays(Number(e.target.value)))} style={{ width: 'auto' }}>
          {years(today, value.year).map((y) => <option key={y} value={String(y)}>{y}</option>)}
        </Form.Select>
      )}
      <Form.Control size={size} type="date" aria-label={ui.period.fromLabel} value={value.from ?? ''} onChange={(e) => date('from')(e.target.value)} style={{ width: 'auto' }} />
      <Form.Control size={size} type="date" aria-label={ui.period.toLabel} value={value.to ?? ''} onChange={(e) => date('to')(e.target.value)} style={{ width: 'auto' }} />
    </div>
  );
}
