/** The image types the API re-encodes; anything else is refused before it is sent. */
export const ACCEPTED_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;

/** Why a chosen file cannot be sent; each is an error code with a text under `errors.*`. */
export type ImageFileProblem = 'file_too_large_2mb' | 'file_too_large_4mb' | 'unsupported_image';

/** Checks a chosen image before it is read, so a too-large file never leaves the browser. */
export function checkImageFile(file: { size: number; type: string }, maxBytes: number): ImageFileProblem | null {
  if (!(ACCEPTED_IMAGE_TYPES as readonly string[]).includes(file.type)) return 'unsupported_image';
  if (file.size > maxBytes) return maxBytes > 2 * 1024 * 1024 ? 'file_too_large_4mb' : 'file_too_large_2mb';
  return null;
}

/** The file as a `data:` URL, the form the API takes images in. */
export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('The file could not be read.'));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsDataURL(file);
  });
}

/** Hands `blob` to the browser's download as `fileName` (a label, a statement, an export). */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after the click returns; give them a moment.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
