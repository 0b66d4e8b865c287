import { isZip } from '@sextant/core/debug/readDebuggerBundle';
import type { GivenFile } from '@sextant/core/debug/readPuyaOut';
import { unzipGivenFiles } from '@sextant/core/debug/unzipGivenFiles';

/** Files picked (a folder pick gives each its path inside it) or dropped, a zip's entries spread out. */
export async function readPickedFiles(files: readonly File[]): Promise<GivenFile[]> {
  const out: GivenFile[] = [];
  for (const file of files) out.push(...(await readOne(file, file.webkitRelativePath || file.name)));
  return out;
}

async function readOne(file: File, path: string): Promise<GivenFile[]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  return isZip(bytes) ? unzipGivenFiles(bytes) : [{ path, text: new TextDecoder().decode(bytes) }];
}

/** What was dropped: files, and folders read through (their files keep their paths). */
export async function readDroppedItems(data: DataTransfer): Promise<GivenFile[]> {
  const entries = [...data.items].map((i) => i.webkitGetAsEntry()).filter((e) => e !== null);
  if (entries.length === 0) return readPickedFiles([...data.files]);
  const out: GivenFile[] = [];
  const walk = async (entry: FileSystemEntry, prefix: string): Promise<void> => {
    if (entry.isFile) {
      const file = await new Promise<File>((ok, no) => (entry as FileSystemFileEntry).file(ok, no));
      out.push(...(await readOne(file, prefix + entry.name)));
      return;
    }
    const reader = (entry as FileSystemDirectoryEntry).createReader();
    // readEntries gives a batch at a time, until an empty one.
    for (;;) {
      const batch = await new Promise<FileSystemEntry[]>((ok, no) => reader.readEntries(ok, no));
      if (batch.length === 0) break;
      for (const e of batch) await walk(e, `${prefix}${entry.name}/`);
    }
  };
  for (const e of entries) await walk(e, '');
  return out;
}
