import { privateCompanySchema, type CompanyInput } from '@glowmarket/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** POST /api/companies: registers the caller's company; the caller becomes its seller. */
export function registerCompany(input: CompanyInput) {
  return apiRequest('/api/companies', { method: 'POST', body: input, schema: privateCompanySchema });
}

export function useRegisterCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerCompany,
    onSuccess: (company) => queryClient.setQueryData(queryKeys.companies.seller(company.id), company),
  });
}
