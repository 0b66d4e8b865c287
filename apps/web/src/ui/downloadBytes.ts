/** Saves bytes as a file through a temporary object URL: nothing goes over the network. */
export function downloadBytes(bytes: Uint8Array, fileName: string): void {
  const blob = new Blob([bytes.slice().buffer], { type: 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  // Revoked on the next task: Chromium has started the download by then.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
