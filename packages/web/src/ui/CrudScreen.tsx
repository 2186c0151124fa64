import { useEffect, useState, type ReactNode } from 'react';
import type { ObjectSchema } from '@halte/contract';
import { FormModal, type FormSpec, type ModalMode } from './form/FormModal';
import { preloadReactSelects } from './form/reactSelects';
import { ListPage } from './list/ListPage';
import type { Column, RowAction } from './list/types';
import type { ListFilters } from './list/listFilters';
import { ui } from '../i18n/ui';

type Action = 'detail' | 'edit' | 'delete';

/** A CRUD screen; `S` is the contract's body schema, against which its form fields are named. */
export interface CrudDeclaration<T, S extends ObjectSchema> extends FormSpec<T, S> {
  /** Page title, e.g. 'Data User / Hak Akses'. */
  title: string;
  columns: Column<T>[];
  /** Row actions offered; all three by default. */
  actions?: Action[];
  /** Hides a standard action on some rows (no editing a decided request). */
  hideAction?: (action: Action, row: T) => boolean;
  /** More row actions of this screen (print card, chat…). */
  extraActions?: RowAction<T>[];
  /** False hides the add button (view-only screens). */
  canAdd?: boolean;
  /** The record's id in its calls' `:id`; `intid` by default. */
  idOf?: (row: T) => number | string;
  /** What the delete question names, e.g. the row's name. */
  describe?: (row: T) => ReactNode;
  toolbar?: ReactNode;
  /** The list's declared filters, e.g. `{ period: true }`. */
  filters?: ListFilters;
}

const defaultId = (row: unknown) => (row as { intid: number }).intid;

/** A whole CRUD screen from its declaration: the list, and the dialog for add/edit/detail/delete. */
export function CrudScreen<T, S extends ObjectSchema>({ declaration: d }: { declaration: CrudDeclaration<T, S> }) {
  const [dialog, setDialog] = useState<{ show: boolean; mode: ModalMode; id?: number | string; subject?: ReactNode }>({ show: false, mode: 'add' });
  const idOf = d.idOf ?? defaultId;
  // The dialog's searchable selects are ready by the time it opens.
  useEffect(() => void preloadReactSelects(), []);
  const open = (mode: ModalMode, row?: T) =>
    setDialog({ show: true, mode, id: row === undefined ? undefined : idOf(row), subject: row !== undefined && d.describe ? d.describe(row) : undefined });
  const close = () => setDialog((s) => ({ ...s, show: false }));

  const wanted = d.actions ?? ['detail', 'edit', 'delete'];
  const standard: Record<Action, RowAction<T>> = {
    detail: { key: 'detail', label: ui.list.detail, icon: 'bi-eye', tone: 'info', onClick: (row) => open('detail', row) },
    edit: { key: 'edit', label: ui.list.edit, icon: 'bi-pencil-square', tone: 'primary', onClick: (row) => open('update', row) },
    delete: { key: 'delete', label: ui.list.remove, icon: 'bi-trash', tone: 'danger', onClick: (row) => open('delete', row) },
  };
  const hide = d.hideAction;
  const withHidden = (a: Action): RowAction<T> => (hide ? { ...standard[a], hidden: (row) => hide(a, row) } : standard[a]);
  const actions = [...(d.extraActions ?? []), ...wanted.map(withHidden)];

  return (
    <>
      <ListPage<T>
        title={d.title}
        endpoint={d.resource.list!}
        columns={d.columns}
        actions={actions}
        onAdd={d.canAdd === false ? undefined : () => open('add')}
        rowKey={idOf}
        toolbar={d.toolbar}
        filters={d.filters}
      />
      <FormModal<T, S> spec={d} show={dialog.show} mode={dialog.mode} id={dialog.id} subject={dialog.subject} onClose={close} />
    </>
  );
}
