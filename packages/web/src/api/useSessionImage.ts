import { useEffect, useState } from 'react';
import { getSession } from './session';

/**
 * An image the API serves only with the session's bearer token (a conversation's photo): read
 * with the token and shown from a local address, let go when no longer shown.
 */
export function useSessionImage(url: string): { src?: string; failed: boolean } {
  const [state, setState] = useState<{ src?: string; failed: boolean }>({ failed: false });
  useEffect(() => {
    const abort = new AbortController();
    let local: string | undefined;
    const token = getSession()?.token;
    setState({ failed: false });
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: abort.signal })
      .then((res) => (res.ok ? res.blob() : Promise.reject(new Error(String(res.status)))))
      .then((blob) => {
        local = URL.createObjectURL(blob);
        setState({ src: local, failed: false });
      })
      .catch(() => {
        if (!abort.signal.aborted) setState({ failed: true });
      });
    return () => {
      abort.abort();
      if (local) URL.revokeObjectURL(local);
    };
  }, [url]);
  return state;
}
