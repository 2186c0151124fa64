import { startOffPathWork } from '../../../lib/data/off-path-work.js';

/** What starting off-path work takes: whatever the shared off-path work needs to track it. */
export type AlertWorkDeps = Parameters<typeof startOffPathWork>[0];

/** Raises parents' alerts off the path of the scan, stop or reply that caused them. */
export const startAlertWork = (deps: AlertWorkDeps, work: () => Promise<void>) => startOffPathWork(deps, 'member alerts: raising failed', work);
