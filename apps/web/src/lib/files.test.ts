import { MAX_AVATAR_BYTES, MAX_COMPANY_FILE_BYTES } from '@glowmarket/shared/constants';
import { imageDataUrlSchema } from '@glowmarket/shared/users';
import { describe, expect, it, vi } from 'vitest';
import { checkImageFile, readAsDataUrl, saveFile } from './files';

describe('checkImageFile', () => {
  it('accepts an image up to the limit', () => {
    expect(checkImageFile({ size: MAX_AVATAR_BYTES, type: 'image/png' }, MAX_AVATAR_BYTES)).toBeNull();
  });

  it('refuses a file over 2 MB with the 2 MB message', () => {
    expect(checkImageFile({ size: MAX_AVATAR_BYTES + 1, type: 'image/jpeg' }, MAX_AVATAR_BYTES)).toBe(
      'file_too_large_2mb',
    );
  });

  it('refuses a file over 4 MB with the 4 MB message', () => {
    expect(checkImageFile({ size: MAX_COMPANY_FILE_BYTES + 1, type: 'image/webp' }, MAX_COMPANY_FILE_BYTES)).toBe(
      'file_too_large_4mb',
    );
  });

  it('refuses types the server cannot re-encode', () => {
    expect(checkImageFile({ size: 10, type: 'image/svg+xml' }, MAX_AVATAR_BYTES)).toBe('unsupported_image');
    expect(checkImageFile({ size: 10, type: 'application/pdf' }, MAX_AVATAR_BYTES)).toBe('unsupported_image');
  });
});

describe('readAsDataUrl', () => {
  it('gives a data URL the shared image schema accepts', async () => {
    const png = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], { type: 'image/png' });
    const dataUrl = await readAsDataUrl(png);
    expect(dataUrl.startsWith('data:image/png;base64,')).toBe(true);
    expect(imageDataUrlSchema.safeParse(dataUrl).success).toBe(true);
  });
});

describe('saveFile', () => {
  it("hands the blob to the browser's download under the given name, then lets it go", () => {
    const created = vi.fn(() => 'blob:label');
    const revoked = vi.fn();
    // jsdom has no object URLs: the browser's pair is stood in for during this test.
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = created;
        static override revokeObjectURL = revoked;
      },
    );
    vi.useFakeTimers();
    const clicked: { href: string; download: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ href: this.href, download: this.download });
    });
    try {
      const pdf = new Blob(['%PDF-1.7'], { type: 'application/pdf' });
      saveFile(pdf, 'label-GM-2026-000123.pdf');

      expect(created).toHaveBeenCalledWith(pdf);
      expect(clicked).toEqual([{ href: 'blob:label', download: 'label-GM-2026-000123.pdf' }]);
      expect(document.querySelector('a[download]')).toBeNull();
      vi.runAllTimers();
      expect(revoked).toHaveBeenCalledWith('blob:label');
    } finally {
      vi.useRealTimers();
      vi.restoreAllMocks();
      vi.unstubAllGlobals();
    }
  });
});
