import type { StudentWire } from '@halte/contract';
import { students } from '../../../i18n/students';

/** The child's stop as the list and detail show it: the chosen one, or the nearest standing in, marked. */
export const stopText = (s: Pick<StudentWire, 'intrute_titik_id' | 'vcrute_titik'>) =>
  s.intrute_titik_id === null && s.vcrute_titik !== '' ? students.nearestStop(s.vcrute_titik) : s.vcrute_titik;
