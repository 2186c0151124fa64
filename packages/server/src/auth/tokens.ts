import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits; the client keeps the token, the server only its SHA-256. */
export const newToken = () => randomBytes(32).toString('base64url');
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const m = /^Bearer\s+([A-Za-z0-9_\-.~+/=]{10,200})$/i.exec(header.trim());
  return m?.[1];
}
