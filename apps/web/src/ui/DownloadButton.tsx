import { Download } from 'lucide-react';
import { Button } from './Button';
import { downloadBytes } from './downloadBytes';

/** What a download button saves: the bytes (or how to make them, on click) and the file's name. */
export interface DownloadSpec {
  label: string;
  bytes: Uint8Array | (() => Uint8Array);
  fileName: string;
}

/** A small button that saves bytes as a file. */
export function DownloadButton({ label, bytes, fileName }: DownloadSpec) {
  return (
    <Button size="sm" onClick={() => downloadBytes(typeof bytes === 'function' ? bytes() : bytes, fileName)}>
      <Download className="size-3.5" aria-hidden />
      {label}
    </Button>
  );
}
