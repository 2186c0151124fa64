import { sql, type Column } from 'drizzle-orm';
import { IMAGE_MAX_BYTES, IMAGE_MSG } from '@halte/contract';
import { HttpError, fieldError } from './http-error.js';

export type ImageType = 'image/jpeg' | 'image/png' | 'image/webp';
export interface CheckedImage { bytes: Buffer; type: ImageType }

const DATA_URL_PREFIX = /^data:[a-z/+.-]+;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The format told by the file's first bytes, not by any name or header the client sends. */
export function imageTypeOf(bytes: Buffer): ImageType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return undefined;
}

/**
 * Decodes an uploaded base64 image and checks it: valid base64 (400), at most 2 MB decoded
 * (413), JPEG, PNG or WebP by content (400). `field` names the wire field in the answer.
 */
export function decodeImage(base64: string, field: string): CheckedImage {
  const text = base64.trim().replace(DATA_URL_PREFIX, '').replace(/\s+/g, '');
  if (!BASE64.test(text) || text.length % 4 === 1) throw fieldError(field, IMAGE_MSG.badBase64);
  // Refuse by the encoded length first, so a huge upload is never decoded.
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  if (Math.floor((text.length * 3) / 4) - padding > IMAGE_MAX_BYTES) {
    throw new HttpError(413, IMAGE_MSG.tooLarge, { [field]: IMAGE_MSG.tooLarge });
  }
  const bytes = Buffer.from(text, 'base64');
  const type = imageTypeOf(bytes);
  if (!type) throw fieldError(field, IMAGE_MSG.badType);
  return { bytes, type };
}

/**
 * What an optional image field asks for: undefined keeps the stored image, null removes it,
 * an image replaces it.
 */
export function imageChange(value: string | null | undefined, field: string): CheckedImage | null | undefined {
  if (value === undefined) return undefined;
  if (value === null || value.trim() === '') return null;
  return decodeImage(value, field);
}

/**
 * The `image` and `imageType` columns an optional image field writes: none when it keeps the
 * stored image, nulls when it removes it, the checked bytes and type when it replaces it.
 */
export function imageColumns(value: string | null | undefined, field: string) {
  const image = imageChange(value, field);
  return image === undefined ? {} : { image: image?.bytes ?? null, imageType: image?.type ?? null };
}

/** Whether a row has an image, selected without reading its bytes. */
export const hasImageOf = (image: Column) => sql<boolean>`${image} is not null`.mapWith(Boolean);

/** A stored image as the wire's base64, '' when there is none. */
export const imageBase64 = (bytes: Buffer | null) => (bytes ? bytes.toString('base64') : '');

/** How an audit row records a base64 image: its size, not its bytes. */
export const imageAuditNote = (base64: string) => (base64 ? `[gambar ${Buffer.byteLength(base64, 'base64')} byte]` : '');
