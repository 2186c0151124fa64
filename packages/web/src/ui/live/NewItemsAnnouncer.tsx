import { useEffect, useRef, useState } from 'react';

/** How many announcements the region keeps: older ones have been read out and leave it. */
const KEPT = 5;

interface NewItemsAnnouncerProps<T> {
  /** The whole list as shown, oldest first; undefined while it loads. */
  items: readonly T[] | undefined;
  keyOf: (item: T) => string | number;
  /** What to read out for a new item; null keeps it quiet (one's own message). */
  say: (item: T) => string | null;
  /** The region's name, e.g. 'Pesan baru'. */
  label: string;
  testId?: string;
}

/**
 * A visually hidden polite live log reading out only the items that arrive after the first list
 * it is given (new chat messages): the history shown on opening is not read, nor read again when
 * the list is fetched anew. Items it has seen are never announced twice.
 */
export function NewItemsAnnouncer<T>({ items, keyOf, say, label, testId }: NewItemsAnnouncerProps<T>) {
  const seen = useRef<Set<string | number> | null>(null);
  const [said, setSaid] = useState<{ key: string | number; text: string }[]>([]);

  useEffect(() => {
    if (!items) return;
    if (seen.current === null) {
      seen.current = new Set(items.map(keyOf));
      return;
    }
    const known = seen.current;
    const fresh = items.filter((item) => !known.has(keyOf(item)));
    if (fresh.length === 0) return;
    fresh.forEach((item) => known.add(keyOf(item)));
    const lines = fresh.flatMap((item) => {
      const text = say(item);
      return text ? [{ key: keyOf(item), text }] : [];
    });
    if (lines.length > 0) setSaid((before) => [...before, ...lines].slice(-KEPT));
  }, [items, keyOf, say]);

  return (
    <div className="visually-hidden" role="log" aria-live="polite" aria-label={label} data-testid={testId}>
      {said.map((line) => <p key={line.key}>{line.text}</p>)}
    </div>
  );
}
