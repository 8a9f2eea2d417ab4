import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

// a white ground under the code whatever the theme: scanners need the contrast
const QUIET = { display: 'block', background: '#fff' } as const;

/** The spec's QR size, in CSS pixels. */
export const QR_SIZE = 180;

/**
 * A QR code of `value`, drawn as an image with a text alternative. Generated in the
 * browser (the qrcode package), so the link never leaves the page to be drawn.
 */
export function QrCode({
  value,
  label,
  size = QR_SIZE,
}: {
  value: string;
  label: string;
  size?: number;
}) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    // margin 4 is the quiet zone the QR standard asks for, so every scanner finds it
    void QRCode.toDataURL(value, { width: size * 2, margin: 4, errorCorrectionLevel: 'M' }).then(
      (url) => live && setSrc(url),
    );
    return () => {
      live = false;
    };
  }, [value, size]);
  return src ? (
    <img className="qr-code" src={src} width={size} height={size} alt={label} style={QUIET} />
  ) : (
    <span
      className="qr-code qr-code--loading"
      style={{ width: size, height: size }}
      role="img"
      aria-label={label}
    />
  );
}
