import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  header: string;
  /** The cell; by default the row's field named `key`. */
  render?: (row: T) => ReactNode;
  className?: string;
}

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
