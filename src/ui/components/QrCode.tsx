import { useEffect, useState } from 'react';
import QRCode from 'qrcode';

/** A QR code of a payment payload (PIX copy-and-paste, EMVCo merchant QR), drawn as an SVG. */
export function QrCode({ payload, label, logo }: { payload: string; label: string; logo?: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let alive = true;
    void QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 }).then((markup) => alive && setSvg(markup));
    return () => {
      alive = false;
    };
  }, [payload]);
  return (
    <figure className="qr" role="img" aria-label={label}>
      {svg ? <span className="qr__code" dangerouslySetInnerHTML={{ __html: svg }} /> : null}
      {logo ? <img className="qr__logo" src={logo} alt="" width="40" height="40" /> : null}
    </figure>
  );
}
