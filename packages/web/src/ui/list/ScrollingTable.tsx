import type { ReactNode } from 'react';

interface ScrollingTableProps {
  id?: string;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /** Its name when no heading on screen names it. */
  label?: string;
  /** The scrolling box's class: sideways by default; another box may also cap its height. */
  className?: string;
  children: ReactNode;
}

/**
 * A table that scrolls when larger than its box (sideways by default). The scrolling box is a named region
 * in the tab order, so a keyboard can scroll it even when no cell holds a control.
 */
export function ScrollingTable({ id, labelledBy, label, className = 'table-responsive', children }: ScrollingTableProps) {
  return (
    <div id={id} className={className} role="region" tabIndex={0} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
      {children}
    </div>
  );
}
