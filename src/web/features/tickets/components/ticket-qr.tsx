import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** A ticket's QR code, as the door scanner reads it: the address of that ticket. */
export function TicketQr({ code, label }: { code: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(`${window.location.origin}/t/${code}`, {
      width: 240,
      margin: 1,
      errorCorrectionLevel: 'M',
    }).then((url) => current && setSrc(url));
    return () => {
      current = false;
    };
  }, [code]);
  return src ? (
    <img src={src} alt={label} width={240} height={240} className="size-60 rounded-xl bg-white" />
  ) : (
    <div role="img" aria-label={label} className="size-60 animate-pulse rounded-xl bg-sage-100" />
  );
}
