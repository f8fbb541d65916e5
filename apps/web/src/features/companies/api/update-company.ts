import { privateCompanySchema, type CompanyInput } from '@glowmarket/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** PATCH /api/seller/companies/:id with the whole form → the company as saved. */
export function updateCompany({ companyId, input }: { companyId: string; input: CompanyInput }) {
  return apiRequest(`/api/seller/companies/${encodeURIComponent(companyId)}`, {
    method: 'PATCH',
    body: input,
    schema: privateCompanySchema,
  });
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCompany,
    onSuccess: (company) => {
      queryClient.setQueryData(queryKeys.companies.seller(company.id), company);
      // The public page and the list show the names and the description.
      return queryClient.invalidateQueries({ queryKey: queryKeys.companies.public });
    },
  });
}
