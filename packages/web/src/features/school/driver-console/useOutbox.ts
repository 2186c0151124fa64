import { useOutbox } from '../../../ui/outbox/useOutbox';
import { driverOutbox, driverOutboxStore } from './outbox';
import { apiSender } from './driverApi';

/** The signed-in driver's outbox of scans and positions. */
export const useDriverOutbox = (userId: number) => useOutbox(() => driverOutbox(driverOutboxStore(userId), apiSender, () => navigator.onLine));
