import { iconPath } from './manifest';
import { WARGA_HOME } from './warga-link';

/**
 * Shown when a push carries no readable message. The worker runs without the page's catalogue
 * (it cannot know the page's language), so this stays Indonesian, as the manifests do.
 */
export const PUSH_FALLBACK = { title: 'Halte Warga', body: 'Ada pemberitahuan baru untuk Anda. Ketuk untuk membukanya.' } as const;

/** What the worker shows for one push: the title and the options of `showNotification`. */
export interface ShownPush {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

const textOf = (v: unknown): string | undefined => (typeof v === 'string' && v.trim() ? v : undefined);

/** The payload as JSON (`pushMessage`), or nothing when it is empty or not an object. */
function parsed(payload: string | null): Record<string, unknown> | undefined {
  if (!payload) return undefined;
  try {
    const v: unknown = JSON.parse(payload);
    return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The notification for a push's payload (`pushMessage` JSON: kind, title, body, url, tag). A
 * payload that is not one still shows: the general text, opening `/warga`.
 */
export function shownPush(payload: string | null): ShownPush {
  const m = parsed(payload);
  const title = textOf(m?.title);
  const tag = textOf(m?.tag);
  return {
    title: title ?? PUSH_FALLBACK.title,
    options: {
      body: title ? (textOf(m?.body) ?? '') : PUSH_FALLBACK.body,
      ...(tag ? { tag } : {}),
      data: { url: textOf(m?.url) ?? WARGA_HOME },
      icon: iconPath('warga', 192),
      badge: iconPath('warga', 192),
      lang: 'id',
    },
  };
}

/** The message the worker posts to the open `/warga` pages when a push arrives: read the notices again. */
export const PUSH_ARRIVED = 'HALTE_PUSH_ARRIVED';
