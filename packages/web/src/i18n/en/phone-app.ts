import type { PhoneScope } from '../../sw/scopes';
import type { Widen } from '../widen';
import type { phoneApp as id } from '../phone-app';

/** The phone pages as installed apps, in English. */
export const phoneApp: Widen<typeof id> = {
  apps: {
    driver: { name: 'Halte — Driver Console', short_name: 'Halte Driver', description: 'School bus trips, student card scanning and bus positions, even without a signal.' },
    jukir: { name: 'Halte — Parking Attendant Console', short_name: 'Halte Parking', description: 'Vehicles entering and leaving a parking location, even without a signal.' },
    warga: { name: 'Halte — Public Services', short_name: 'Halte Public', description: 'Children, school transport registration, complaints and articles for parents.' },
  } satisfies Record<PhoneScope, { name: string; short_name: string; description: string }>,
  update: 'A new version is available — Reload',
};
