import { translate } from '@halte/contract';
/** Bootstrap's subtle colour pairs a status pill is shown in. */
export type PillTone = 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info';

/** A status as a coloured pill with its icon (a bootstrap-icons name) before the label. */
export function StatusPill({ tone, icon, label }: { tone: PillTone; icon: string; label: string }) {
  return (
    <span className={`badge rounded-pill bg-${tone}-subtle text-${tone}-emphasis`}>
      <i className={`bi ${icon} me-1`} aria-hidden="true" />
      {translate(label)}
    </span>
  );
}
