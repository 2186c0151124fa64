import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PeriodType } from '@halte/contract';
import { startOf } from '../list/PeriodFilter';
import type { PeriodOptions } from '../list/listFilters';
import { calendarDateIn } from '@halte/contract';
import { useServiceZone } from '../time/serviceDay';

/** A report's period once it can be shown: the server's zone and the period filter's options. */
export interface ReportPeriod {
  timeZone: string;
  filter: PeriodOptions;
}

/**
 * A report's period, kept in the address (`rt, from, to, m, y`). An address without one opens on
 * the first kind offered (today, or this month) of the server's zone, written into the address so
 * it can be shared. Undefined until the zone is known and the address names a period: nothing is
 * shown or asked for before.
 */
export function useReportPeriod(kinds: readonly [PeriodType, ...PeriodType[]]): ReportPeriod | undefined {
  const timeZone = useServiceZone();
  const today = timeZone ? calendarDateIn(timeZone) : undefined;
  const [params, setParams] = useSearchParams();
  const missing = !params.get('rt');
  useEffect(() => {
    if (!missing || !today) return;
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(startOf(String(kinds[0]), today))) if (value) next.set(key, value);
        return next;
      },
      { replace: true },
    );
  }, [missing, setParams, kinds, today]);

  // One object while nothing changes, so a declaration built from it is built once.
  const period = useMemo(() => (timeZone ? { timeZone, filter: { kinds, required: true, today } } : undefined), [timeZone, kinds, today]);
  return missing ? undefined : period;
}
