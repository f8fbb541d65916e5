import type { PrivateCompany } from '@glowmarket/shared/companies';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { uploadCompanyImage, type CompanyImageKind } from '../api/upload-company-image';
import { queryKeys } from '../../../lib/query-keys';

export interface UploadJob {
  id: string;
  kind: CompanyImageKind;
  file: File;
}

export type UploadStatus = 'waiting' | 'uploading' | 'done' | 'failed';

/** One file on its way, as the progress list shows it. */
export interface UploadItem {
  id: string;
  name: string;
  /** 0 to 1. */
  progress: number;
  status: UploadStatus;
  error?: string;
}

export interface UploadOutcome {
  /** The company after the last successful upload; null when none succeeded. */
  company: PrivateCompany | null;
  failed: number;
}

/**
 * Sends a company's images one after another, each with its own progress; a failed file does not
 * stop the others. The cached company follows every successful upload.
 */
export function useImageUploads() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [items, setItems] = useState<UploadItem[]>([]);

  const update = useCallback((id: string, changes: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...changes } : item)));
  }, []);

  const upload = useCallback(
    async (companyId: string, jobs: readonly UploadJob[]): Promise<UploadOutcome> => {
      setItems(jobs.map((job) => ({ id: job.id, name: job.file.name, progress: 0, status: 'waiting' })));
      let company: PrivateCompany | null = null;
      let failed = 0;
      for (const job of jobs) {
        update(job.id, { status: 'uploading' });
        try {
          company = await uploadCompanyImage(companyId, job.kind, job.file, (progress) => update(job.id, { progress }));
          queryClient.setQueryData(queryKeys.companies.seller(companyId), company);
          update(job.id, { status: 'done', progress: 1 });
        } catch (error) {
          failed += 1;
          const message =
            error instanceof ApiError
              ? t(`errors.${error.code}`, { defaultValue: error.message })
              : t('errors.internal_error');
          update(job.id, { status: 'failed', error: message });
        }
      }
      return { company, failed };
    },
    [queryClient, t, update],
  );

  /** Forgets finished uploads, e.g. once their result is on screen. */
  const clear = useCallback(() => setItems([]), []);

  const uploading = items.some((item) => item.status === 'waiting' || item.status === 'uploading');
  return { items, upload, clear, uploading };
}
