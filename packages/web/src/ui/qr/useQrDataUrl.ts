import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** The QR code of `text` as a PNG data URL (undefined while it is drawn). */
export function useQrDataUrl(text: string | undefined) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!text) return;
    let live = true;
    // Medium error correction and a wide image stay readable once printed small.
    void QRCode.toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 320 }).then((u) => live && setUrl(u));
    return () => {
      live = false;
    };
  }, [text]);
  return url;
}
