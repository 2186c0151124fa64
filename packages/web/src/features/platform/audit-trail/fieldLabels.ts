import {
  PARKING_RECAP_COLUMNS, articleBody, driverCreateBody, labelsOf, menuBody, parkingLocationBody, parkingRecordBody, parkingVehicleTypeBody, roleBody, routeBody,
  schoolBody, sliderBody, studentBody, userCreateBody, vehicleBody, type ObjectSchema,
} from '@halte/contract';
import { admin } from '../../../i18n/admin';

const t = admin.audit;

const labels = (...schemas: ObjectSchema[]) => Object.assign({}, ...schemas.map((s) => labelsOf(s))) as Record<string, string>;

/**
 * The names a record's fields have on its own form (and, for a stay, in the recap), by the audit
 * log's table name: a change reads as staff entered it, not as the wire's field names.
 */
const BY_TABLE: Record<string, Record<string, string>> = {
  user: labels(userCreateBody),
  role: labels(roleBody),
  menu: labels(menuBody),
  driver: labels(driverCreateBody),
  vehicle: labels(vehicleBody),
  route: labels(routeBody),
  school: labels(schoolBody),
  student: labels(studentBody),
  registration: labels(studentBody),
  article: labels(articleBody),
  slider: labels(sliderBody),
  parking_location: labels(parkingLocationBody),
  parking_vehicle_type: labels(parkingVehicleTypeBody),
  parking_record: { ...Object.fromEntries(PARKING_RECAP_COLUMNS.map((c) => [c.key, c.label])), ...labels(parkingRecordBody) },
};

/** A field's name for staff: its table's form label, a shared name, or the field's own key. */
export const fieldLabel = (table: string, key: string): string => BY_TABLE[table]?.[key] ?? t.fields[key] ?? key;

/** A table's name for staff, or its own name when the catalogue has none. */
export const tableLabel = (table: string): string => t.tables[table] ?? table;

/** An action's name for staff. */
export const actionLabel = (action: string): string => t.actions[action] ?? action;
