import { privateCompanySchema } from '@glowmarket/shared/companies';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useCompanyChanged } from './use-company-changed';

/** PUT /api/admin/companies/:id/commission `{ percent }`; null means the marketplace rate applies. */
export function setCompanyCommission({ companyId, percent }: { companyId: string; percent: number | null }) {
  return apiRequest(`/api/admin/companies/${encodeURIComponent(companyId)}/commission`, {
    method: 'PUT',
    body: { percent },
    schema: privateCompanySchema,
  });
}

export function useSetCompanyCommission() {
  const changed = useCompanyChanged();
  return useMutation({ mutationFn: setCompanyCommission, onSuccess: changed });
}
