import { privateCompanySchema, type CompanyAction } from '@glowmarket/shared/companies';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useCompanyChanged } from './use-company-changed';

/** POST /api/admin/companies/:id/status `{ action }`: approve, suspend or reinstate. */
export function changeCompanyStatus({ companyId, action }: { companyId: string; action: CompanyAction }) {
  return apiRequest(`/api/admin/companies/${encodeURIComponent(companyId)}/status`, {
    method: 'POST',
    body: { action },
    schema: privateCompanySchema,
  });
}

export function useChangeCompanyStatus() {
  const changed = useCompanyChanged();
  return useMutation({ mutationFn: changeCompanyStatus, onSuccess: changed });
}
