import type { PrivateCompany } from '@glowmarket/shared/companies';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adminKeys } from './query-keys';

/** After an admin changes a company: its cached detail is the answer; lists and the storefront reload. */
export function useCompanyChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (company: PrivateCompany) => {
      queryClient.setQueryData(adminKeys.company(company.id), company);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [...adminKeys.companies, 'list'] }),
        queryClient.invalidateQueries({ queryKey: adminKeys.storefrontCompanies }),
      ]);
    },
    [queryClient],
  );
}
