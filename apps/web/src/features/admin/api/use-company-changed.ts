import type { PrivateCompany } from '@glowmarket/shared/companies';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { queryKeys } from '../../../lib/query-keys';

/** After an admin changes a company: its cached detail is the answer; lists and the storefront (companies, catalog) reload. */
export function useCompanyChanged() {
  const queryClient = useQueryClient();
  return useCallback(
    async (company: PrivateCompany) => {
      queryClient.setQueryData(queryKeys.admin.company(company.id), company);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.companyLists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
        // An approval or suspension shows or hides the company's products too.
        queryClient.invalidateQueries({ queryKey: queryKeys.catalog.all }),
      ]);
    },
    [queryClient],
  );
}
