import { ApiError, errorOf, fail, urlOf } from './client';
import { pathOfSource, type Source } from './endpoints';
import { getSession } from './session';
import { ui } from '../i18n/ui';
import { language } from '../i18n/language';

type Query = Record<string, string | number | undefined>;

const fileNameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/** Hands a file to the browser's downloads. */
function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // The click has started the download; the address is not needed after this turn.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Downloads a file from `/api/v1` with the session's bearer token, as every call is made (there
 * is no address that works without it), telling `onProgress` the bytes received so far; the
 * answer of a refusal is shown as any call's. Resolves with the file's name.
 */
export async function downloadFile(source: Source, query: Query, onProgress: (bytes: number) => void, signal?: AbortSignal): Promise<string> {
  const token = getSession()?.token;
  let res: Response;
  try {
    res = await fetch(urlOf(pathOfSource(source), query), { headers: { 'Accept-Language': language(), ...(token ? { Authorization: `Bearer ${token}` } : {}) }, signal });
  } catch (e) {
    if (signal?.aborted) throw e;
    return fail(new ApiError(0, ui.feedback.noResponse), {});
  }
  if (!res.ok) return fail(await errorOf(res), {});
  const name = fileNameOf(res.headers.get('content-disposition'), 'laporan.xlsx');
  const chunks: Uint8Array[] = [];
  let received = 0;
  const reader = res.body!.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    onProgress(received);
  }
  save(new Blob(chunks as BlobPart[], { type: res.headers.get('content-type') ?? 'application/octet-stream' }), name);
  return name;
}
