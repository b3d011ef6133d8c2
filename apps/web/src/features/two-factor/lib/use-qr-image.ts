import { useEffect, useState } from 'react';
import { qrImage } from '../api/two-factor-calls';

/** The setup's QR image, fetched once per modal from DOWNLOAD_QR_IMAGE (spec 02 §7: an image blob). */
export function useQrImage(url: string) {
  const [qr, setQr] = useState<{ src: string | null; failed: boolean }>({ src: null, failed: false });
  useEffect(() => {
    let live = true;
    qrImage(url).then(
      (src) => live && setQr({ src, failed: false }),
      () => live && setQr({ src: null, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [url]);
  return qr;
}
