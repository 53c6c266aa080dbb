import { useMemo } from "react";
import { qrPath } from "./qr-path.js";

/**
 * A QR code of `value` (black on white in both themes: scanners need the contrast), made in the
 * browser from the url shown once: the server keeps only its hash.
 */
export function QrCode({ value, label }: { value: string; label: string }) {
  const { d, size } = useMemo(() => qrPath(value), [value]);
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${size} ${size}`} shapeRendering="crispEdges" className="h-44 w-44 bg-white">
      <path d={d} fill="#000" />
    </svg>
  );
}
