import type { ReactNode } from 'react';

interface ScrollingTableProps {
  id?: string;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  /** Its name when no heading on screen names it. */
  label?: string;
  children: ReactNode;
}

/**
 * A table that scrolls sideways when wider than the screen. The scrolling box is a named region
 * in the tab order, so a keyboard can scroll it even when no cell holds a control.
 */
export function ScrollingTable({ id, labelledBy, label, children }: ScrollingTableProps) {
  return (
    <div id={id} className="table-responsive" role="region" tabIndex={0} aria-labelledby={labelledBy} aria-label={labelledBy ? undefined : label}>
      {children}
    </div>
  );
}
