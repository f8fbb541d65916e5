import { privateCompanySchema } from '@glowmarket/shared/companies';
import { uploadFile } from '../../../lib/upload';

/** What an upload replaces or adds: the one logo, or one more photo. */
export type CompanyImageKind = 'logo' | 'photo';

/**
 * POST /api/seller/companies/:id/logo or …/photos: one image of at most 4 MB as multipart field
 * `file` → the company with it.
 */
export function uploadCompanyImage(
  companyId: string,
  kind: CompanyImageKind,
  file: File,
  onProgress?: (fraction: number) => void,
) {
  const target = kind === 'logo' ? 'logo' : 'photos';
  return uploadFile(`/api/seller/companies/${encodeURIComponent(companyId)}/${target}`, file, {
    schema: privateCompanySchema,
    onProgress,
  });
}
