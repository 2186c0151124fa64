import { ALERT_LIMITS } from '@halte/contract';
import type { FieldDef } from '../../../../ui/form/types';
import { memberAlerts } from '../../../../i18n/member-alerts';

const t = memberAlerts.settings;
const range = ([min, max]: readonly [number, number]) => `${min}–${max}`;

/** One child's switches and minutes, named as the form holds them (`anak.<i>.naik`). */
export function childFields(index: number): FieldDef[] {
  const at = (key: string) => `anak.${index}.${key}`;
  return [
    { type: 'checkbox', name: at('naik'), label: t.boarded },
    { type: 'checkbox', name: at('turun'), label: t.alighted },
    { type: 'checkbox', name: at('mendekat'), label: t.approaching },
    { type: 'number', name: at('menit_mendekat'), label: t.approachMinutes, help: range(ALERT_LIMITS.approachMinutes), width: 6 },
    { type: 'checkbox', name: at('terlambat'), label: t.late },
    { type: 'number', name: at('menit_terlambat'), label: t.lateMinutes, help: range(ALERT_LIMITS.lateMinutes), width: 6 },
  ];
}

/** The switch that is the member's own, not a child's. */
export const OTHER_FIELDS: FieldDef[] = [{ type: 'checkbox', name: 'balasan_pengaduan', label: t.reply }];

/** Every field the form shows for `count` children, for the server's field messages. */
export const fieldNames = (count: number) => [...OTHER_FIELDS, ...Array.from({ length: count }, (_, i) => childFields(i)).flat()].map((f) => f.name);
