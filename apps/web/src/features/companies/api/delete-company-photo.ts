import { privateCompanySchema } from '@glowmarket/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** DELETE /api/seller/companies/:id/photos/:photoId → the company without that photo. */
export function deleteCompanyPhoto({ companyId, photoId }: { companyId: string; photoId: string }) {
  return apiRequest(`/api/seller/companies/${encodeURIComponent(companyId)}/photos/${encodeURIComponent(photoId)}`, {
    method: 'DELETE',
    schema: privateCompanySchema,
  });
}

export function useDeleteCompanyPhoto() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyPhoto,
    onSuccess: (company) => queryClient.setQueryData(queryKeys.companies.seller(company.id), company),
  });
}
