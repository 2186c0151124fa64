import { flagsOf, PARKING_FLAGS } from '@halte/contract';
import { StatusPill } from '../../../ui/StatusPill';
import { parkingRecap as t } from '../../../i18n/parking-recap';

/** A stay's notes as pills, each word as the file writes it, its meaning on hover; a correction apart from the field's notes. */
export function ParkingFlags({ vcflag, explained = false }: { vcflag: string; explained?: boolean }) {
  const flags = flagsOf(vcflag);
  if (flags.length === 0) return <>-</>;
  return (
    <span className={explained ? 'd-grid gap-1' : 'd-inline-flex flex-wrap gap-1'}>
      {flags.map((flag) => (
        <span key={flag} title={t.flags[flag]} className="text-nowrap">
          <StatusPill tone={flag === PARKING_FLAGS.corrected ? 'info' : 'danger'} icon={flag === PARKING_FLAGS.corrected ? 'bi-pencil-square' : 'bi-exclamation-triangle'} label={flag} />
          {explained && <span className="small text-body-secondary ms-2">{t.flags[flag]}</span>}
        </span>
      ))}
    </span>
  );
}
