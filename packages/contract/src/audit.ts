import { z } from 'zod';
import { idField } from './fields.js';
import { listQueryOf } from './filters.js';
import { screenOf } from './screens.js';

/** What an audit row records: a record made, changed or deleted, a sign-in or sign-out, a password changed. */
export const AUDIT_ACTIONS = ['create', 'update', 'delete', 'signin', 'signout', 'password'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The audit log's own name of a table (`parking_record`, `member-signup`): lower-case letters, digits, `_` and `-`. */
export const AUDIT_ENTITY_PATTERN = /^[a-z][a-z0-9_-]{0,49}$/;
/** A record's id as the audit log keeps it (a number, a year, a uuid). */
export const AUDIT_ENTITY_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const AUDIT_MSG = {
  user: 'Pengguna harus berupa id pengguna.',
  entity: 'Tabel harus berupa nama tabel riwayat (huruf kecil, angka, _ atau -).',
  action: `Aksi harus salah satu dari: ${AUDIT_ACTIONS.join(', ')}.`,
  entityId: 'ID Data hanya boleh berisi huruf, angka, _ atau - (paling banyak 64).',
} as const;

/** The trail's own filters: who (`user`), which table (`entity`) and record (`entity_id`), what (`action`). */
export const auditFilters = {
  user: idField(AUDIT_MSG.user).optional(),
  entity: z.string({ error: AUDIT_MSG.entity }).regex(AUDIT_ENTITY_PATTERN, { error: AUDIT_MSG.entity }).optional(),
  action: z.enum(AUDIT_ACTIONS, { error: AUDIT_MSG.action }).optional(),
  entity_id: z.string({ error: AUDIT_MSG.entityId }).regex(AUDIT_ENTITY_ID_PATTERN, { error: AUDIT_MSG.entityId }).optional(),
};

/**
 * `GET /audit?q&page&limit&rt&from&to&m&y&user&entity&action&entity_id`: the audit rows newest
 * first; `q` finds the user's name or username and the record's id; the period is of the row's time.
 */
export const auditListQuery = listQueryOf({ period: true, extra: auditFilters });
export type AuditListQuery = z.infer<typeof auditListQuery>;

/** One audit row as the trail lists it: who, when, what, on which record. */
export const auditRowWire = z
  .object({
    intid: z.number().int(),
    /** When the change was written (ISO 8601). */
    dtat: z.string(),
    /** null: no staff user (a parent's sign-up, a system job). */
    intuser_id: z.number().int().nullable(),
    /** The user's name now ('' without a user, or when the account was deleted). */
    vcuser: z.string(),
    vcusername: z.string(),
    vcaction: z.string(),
    vcentity: z.string(),
    vcentity_id: z.string(),
  })
  .meta({ id: 'AuditRow' });
export type AuditRowWire = z.infer<typeof auditRowWire>;

/** `GET /audit/{id}`: the row with the record before and after the change (null when there was none). */
export const auditDetailWire = auditRowWire
  .extend({
    before: z.unknown(),
    after: z.unknown(),
  })
  .meta({ id: 'AuditDetail' });
export type AuditDetailWire = z.infer<typeof auditDetailWire>;

/** The audit log's name of a stay. */
export const PARKING_RECORD_ENTITY = 'parking_record';

/** Riwayat Perubahan filtered to one record's rows, e.g. from a stay's detail. */
export const auditTrailPath = (entity: string, entityId: string | number) =>
  `${screenOf('admin.audit')!.path}?${new URLSearchParams({ entity, entity_id: String(entityId) }).toString()}`;
