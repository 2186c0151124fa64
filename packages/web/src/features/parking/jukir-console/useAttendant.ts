import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CheckInBody, CheckOutBody, ParkingTicketWire } from '@halte/contract';
import { refetchFresh } from '../../../api/refetchFresh';
import { jukirConsole as text } from '../../../i18n/jukir-console';
import { newClientId } from '../../../ui/outbox/store';
import { useOutbox } from '../../../ui/outbox/useOutbox';
import { ME_KEY, apiSender } from './jukirApi';
import { jukirOutbox, jukirOutboxStore } from './outbox';

/** What the console shows after an entry: the ticket or the fee, the refusal, or that it waits on the phone. */
export type Answer =
  | { kind: 'in' | 'out'; ticket: ParkingTicketWire; message: string }
  | { kind: 'refused'; message: string; plate?: string }
  | { kind: 'saved'; message: string; plate?: string };

/**
 * Check-ins and check-outs go through the attendant's outbox (the phone's time, a client id), so
 * an entry made without signal is kept and sent later; each answer refreshes the tally.
 */
export function useAttendant(userId: number) {
  const client = useQueryClient();
  const { outbox, state, online } = useOutbox(() => jukirOutbox(jukirOutboxStore(userId), apiSender, () => navigator.onLine));
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(
    () =>
      outbox.onOutcome((o) => {
        void refetchFresh(client, ME_KEY);
        if ('refused' in o) setAnswer({ kind: 'refused', message: o.refused, plate: o.item.body.vclicense_number ?? undefined });
        else setAnswer({ kind: o.item.kind, ticket: o.result.data, message: o.result.message });
      }),
    [outbox, client],
  );

  const queue = useCallback(
    (item: { kind: 'in'; body: CheckInBody } | { kind: 'out'; body: CheckOutBody }) => {
      const client_id = newClientId();
      // Made without signal, it waits on the phone: its own time is the stay's.
      const stamp = { client_id, dttime: new Date().toISOString(), ...(navigator.onLine ? {} : { queued: true }) };
      if (item.kind === 'in') outbox.add({ kind: 'in', client_id, attempts: 0, body: { ...item.body, ...stamp } });
      else outbox.add({ kind: 'out', client_id, attempts: 0, body: { ...item.body, ...stamp } });
      setAnswer(navigator.onLine ? null : { kind: 'saved', message: text.outbox.saved, plate: item.body.vclicense_number ?? undefined });
      void outbox.flush();
    },
    [outbox],
  );

  return {
    state,
    online,
    answer,
    checkIn: (body: CheckInBody) => queue({ kind: 'in', body }),
    checkOut: (body: CheckOutBody) => queue({ kind: 'out', body }),
  };
}
