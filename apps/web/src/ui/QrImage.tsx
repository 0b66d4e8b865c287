import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { QR_LABELS as L } from './jsonViewLabels';

/** Quiet zone around the code, in modules (the standard asks for 4). */
const MARGIN = 4;

/**
 * `value` as a QR code (error correction M), drawn as one SVG path: dark modules on white whatever
 * the theme, since scanners expect dark on light. Loaded on demand (it brings the QR library).
 */
export default function QrImage({ value }: { value: string }) {
  const { size, path } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const count = qr.getModuleCount();
    let d = '';
    for (let row = 0; row < count; row++)
      for (let col = 0; col < count; col++)
        if (qr.isDark(row, col)) d += `M${col + MARGIN} ${row + MARGIN}h1v1h-1z`;
    return { size: count + 2 * MARGIN, path: d };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={L.image(value)}
      data-testid={L.testId}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className="mx-auto block aspect-square w-full max-w-64 rounded-md bg-white"
    >
      <path d={path} fill="#000" />
    </svg>
  );
}
