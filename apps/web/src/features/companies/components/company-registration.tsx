import type { CompanyInput } from '@glowmarket/shared/companies';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { currentLanguage } from '../../../lib/i18n';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { reloadSession } from '../../../lib/session';
import { useRegisterCompany } from '../api/register-company';
import { CompanyForm } from './company-form';
import { emptyCompanyValues } from './company-form-values';
import { PendingImagesSection, usePendingImages } from './pending-images';
import { useImageUploads, type UploadJob } from './use-image-uploads';

/**
 * Registering a company: the form with the logo and photos chosen beforehand. Once the company
 * exists its images are sent one by one with their progress, the session learns the user is now a
 * seller, and the company-data page opens.
 */
export function CompanyRegistration() {
  const { t } = useTranslation(['companies', 'common']);
  const navigate = useNavigate();
  const register = useRegisterCompany();
  const images = usePendingImages();
  const uploads = useImageUploads();
  const [finishing, setFinishing] = useState(false);
  // The blank form is made once; a language change must not reset what was typed.
  const defaultValues = useMemo(() => emptyCompanyValues(currentLanguage()), []);

  async function openCompanyData() {
    try {
      await reloadSession();
    } catch (error) {
      console.warn('The session could not be refreshed after registering the company.', error);
    }
    await navigate('/company-data', { replace: true });
  }

  async function save(input: CompanyInput) {
    let companyId: string;
    try {
      companyId = (await register.mutateAsync(input)).id;
    } catch (error) {
      // Registered already (e.g. in another tab): the session catches up and shows that company.
      if (error instanceof ApiError && error.code === 'company_exists') {
        notifyFailure(t, t('errors.company_exists', { ns: 'common' }));
        await openCompanyData();
        return;
      }
      throw error;
    }

    setFinishing(true);
    try {
      const jobs: UploadJob[] = [
        ...(images.logo ? [{ id: images.logo.id, kind: 'logo' as const, file: images.logo.file }] : []),
        ...images.photos.map((photo) => ({ id: photo.id, kind: 'photo' as const, file: photo.file })),
      ];
      const { failed } = jobs.length > 0 ? await uploads.upload(companyId, jobs) : { failed: 0 };
      notifySuccess(t('register.success'));
      if (failed > 0) notifyFailure(t, t('register.imagesFailed', { count: failed }));
      await openCompanyData();
    } finally {
      setFinishing(false);
    }
  }

  return (
    <CompanyForm
      defaultValues={defaultValues}
      submitLabel={finishing ? t('register.uploading') : t('register.submit')}
      onSave={save}
      failureMessage={t('register.failed')}
      busy={finishing}
    >
      <PendingImagesSection images={images} uploads={uploads.items} disabled={register.isPending || finishing} />
    </CompanyForm>
  );
}
