import { encode } from "uqr";

/** A QR code of `value` as one SVG path over a size × size grid (a 2-module quiet zone included). */
export function qrPath(value: string): { d: string; size: number } {
  const qr = encode(value, { ecc: "M", border: 2 });
  let d = "";
  qr.data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return { d, size: qr.size };
}
