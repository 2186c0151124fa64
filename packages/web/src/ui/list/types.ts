import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  /** The cell; by default the row's field named `key`. */
  render?: (row: T) => ReactNode;
  /** Classes of the header and the cells alike: alignment, wrapping. */
  className?: string;
  /** Classes of the cells only, e.g. their weight or colour: the header keeps the headers' look. */
  cellClassName?: string;
}

/** The classes of a column's cells. */
export const cellClassOf = (c: Pick<Column<unknown>, 'className' | 'cellClassName'>) => [c.className, c.cellClassName].filter(Boolean).join(' ') || undefined;

export interface RowAction<T> {
  key: string;
  label: string;
  /** A bootstrap-icons name, e.g. 'bi-pencil-square'. */
  icon: string;
  /** Bootstrap colour of the icon. */
  tone?: 'primary' | 'secondary' | 'success' | 'danger' | 'warning' | 'info';
  onClick: (row: T) => void;
  hidden?: (row: T) => boolean;
  /** Highlighted, e.g. a card already printed. */
  active?: (row: T) => boolean;
}
