import { useState } from 'react';

/** Shown when a configured icon file is missing, so a new config entry never shows a broken image. */
const fallbackIcon = '/icons/fallback.svg';

/** A decorative icon from config (crypto, network, flag, method); the text beside it names the thing. */
export function AssetIcon({ src, size = 28, className }: { src: string | undefined; size?: number; className?: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className={className ?? 'asset-icon'}
      src={!src || failed ? fallbackIcon : src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      onError={() => setFailed(true)}
    />
  );
}
