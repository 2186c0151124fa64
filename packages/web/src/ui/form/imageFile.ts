import { IMAGE_MAX_BYTES } from '@halte/contract';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';

/** The image type from the file's first bytes (its name or claimed type can lie). */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** The image type of stored base64 (no `data:` prefix), for showing it. */
export function typeOfBase64(base64: string): ImageType | null {
  try {
    const head = atob(base64.slice(0, 16));
    return sniffImageType(Uint8Array.from(head, (c) => c.charCodeAt(0)));
  } catch {
    return null;
  }
}

/** A data URL to show stored base64, or null when it is not an image we accept. */
export function dataUrlOf(base64: unknown): string | null {
  if (typeof base64 !== 'string' || base64 === '') return null;
  if (base64.startsWith('data:')) return base64;
  const type = typeOfBase64(base64);
  return type ? `data:${type};base64,${base64}` : null;
}

/** What a stored image shows: its base64 as a data URL, else its URL, else null (no image). */
export function imageSrcOf(base64: unknown, url: string | null | undefined): string | null {
  return dataUrlOf(base64) ?? (url || null);
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  const chunk = 0x8000;
  for (let i = 0; i < bytes.length; i += chunk) binary += String.fromCharCode(...bytes.subarray(i, i + chunk));
  return btoa(binary);
}

export type ImageCheck =
  | { ok: true; base64: string; type: ImageType }
  | { ok: false; problem: 'badType' | 'tooLarge' | 'unreadable' };

/**
 * Reads a chosen file as the wire wants it: base64 without the `data:` prefix. Refuses what the
 * server would refuse (not JPEG/PNG/WebP by content, over 2 MB) before anything is sent.
 */
export async function readImageFile(file: File): Promise<ImageCheck> {
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, problem: 'tooLarge' };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await file.arrayBuffer());
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const type = sniffImageType(bytes);
  if (!type) return { ok: false, problem: 'badType' };
  return { ok: true, base64: toBase64(bytes), type };
}

/**
 * The body of an update without an image the user did not touch: a missing image keeps the
 * stored one, so changing a title does not upload the picture again.
 */
export function withoutUnchangedImage<V extends Record<string, unknown>>(values: V, field: string, mode: 'add' | 'update', record?: unknown): V {
  if (mode !== 'update' || values[field] !== (record as Record<string, unknown> | undefined)?.[field]) return values;
  const rest = { ...values };
  delete rest[field];
  return rest;
}
