import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code of `text` (qrcode's SVG output, shown as an image so no markup from it enters the page). */
export function QrCode({ text, label }: { text: string; label: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(text, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      .then((svg) => {
        if (live) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => setSrc(null));
    return () => {
      live = false;
    };
  }, [text]);
  return src ? (
    <img className="crypto-qr" src={src} alt={label} width={180} height={180} data-testid="crypto-qr" />
  ) : (
    <div className="crypto-qr crypto-qr--empty" aria-hidden="true" />
  );
}
