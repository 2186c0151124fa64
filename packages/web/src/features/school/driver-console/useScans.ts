import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { refetchFresh } from '../../../api/refetchFresh';
import type { ScanDirection } from '@halte/contract';
import { driverConsole as text } from '../../../i18n/driver-console';
import type { DriverOutbox } from './outbox';
import { newClientId } from '../../../ui/outbox/store';
import { studentsKey } from './driverApi';
import type { Fix } from './useGpsTracking';

export type Who = { vckode: string } | { intsiswa_id: number };

/** The last scan's word for the driver: who boarded or alighted, a warning, or a refusal. */
export interface ScanFeedback {
  variant: 'success' | 'warning' | 'danger' | 'info';
  message: string;
  detail?: string;
}

/**
 * Scans of a trip go through the outbox (the phone's time and position, a client id), so a
 * scan made without signal is kept and sent later; answers come back as feedback.
 */
export function useScans(tripId: number, outbox: DriverOutbox, online: boolean, fix: Fix | null) {
  const client = useQueryClient();
  const [feedback, setFeedback] = useState<ScanFeedback | null>(null);

  useEffect(
    () =>
      outbox.onOutcome((o) => {
        if (o.item.kind !== 'scan') return;
        void refetchFresh(client, studentsKey(o.item.trip_id));
        if ('refused' in o) setFeedback({ variant: 'danger', message: o.refused, detail: o.item.body.vckode ?? undefined });
        else
          setFeedback({
            variant: o.result.warning ? 'warning' : 'success',
            message: o.result.warning ?? o.result.message,
            // Another route's student comes by name only, without the school.
            detail: [o.result.data.vcnama, o.result.data.vcsekolah, o.result.warning && o.result.message].filter(Boolean).join(' · '),
          });
      }),
    [outbox, client],
  );

  const scan = useCallback(
    (who: Who, direction: ScanDirection) => {
      const client_id = newClientId();
      const position = fix ? { declattitude: fix.latitude, declongitude: fix.longitude } : {};
      outbox.add({ kind: 'scan', client_id, trip_id: tripId, attempts: 0, body: { ...who, direction, dttime: new Date().toISOString(), client_id, ...position } });
      if (!online) setFeedback({ variant: 'info', message: text.outbox.saved, detail: 'vckode' in who ? who.vckode : undefined });
      void outbox.flush();
    },
    [tripId, outbox, online, fix],
  );

  return { scan, feedback };
}
