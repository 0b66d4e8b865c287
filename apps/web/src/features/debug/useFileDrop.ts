import type { GivenFile } from '@sextant/core/debug/readPuyaOut';
import { useState, type DragEvent } from 'react';
import { readDroppedItems } from './readPickedFiles';

/**
 * A drop zone for files and folders (puya's out/ folder, a zip, loose files): whether something
 * is dragged over it, and the handlers that read what is dropped (folders read through, zips
 * spread out) and hand the files on.
 */
export function useFileDrop(onFiles: (read: Promise<GivenFile[]>) => void) {
  const [over, setOver] = useState(false);
  return {
    over,
    handlers: {
      onDragOver: (e: DragEvent) => {
        e.preventDefault();
        setOver(true);
      },
      onDragLeave: () => setOver(false),
      onDrop: (e: DragEvent) => {
        e.preventDefault();
        setOver(false);
        onFiles(readDroppedItems(e.dataTransfer));
      },
    },
  };
}
