import { useEffect, useState } from 'react';
import { getMemberSession } from '../session/memberSession';
import { member } from '../../../../i18n/member';

/** A message's photo: read with the member's token (its address works with no other), shown from memory. */
export function MessagePhoto({ url }: { url: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    const token = getMemberSession()?.token;
    fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal: controller.signal })
      .then((res) => (res.ok ? res.blob() : null))
      .then((blob) => {
        if (!blob) return;
        objectUrl = URL.createObjectURL(blob);
        setSrc(objectUrl);
      })
      .catch(() => {});
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);
  return src ? <img src={src} alt={member.chat.photo} className="member-chat__photo" /> : null;
}
