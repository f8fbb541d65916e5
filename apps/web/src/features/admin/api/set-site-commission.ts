import { siteCommissionSchema } from '@glowmarket/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminKeys } from './query-keys';

/** PUT /api/admin/site/commission `{ percent }`. */
export function setSiteCommission(percent: number) {
  return apiRequest('/api/admin/site/commission', {
    method: 'PUT',
    body: { percent },
    schema: siteCommissionSchema,
  });
}

export function useSetSiteCommission() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSiteCommission,
    onSuccess: async (answer) => {
      queryClient.setQueryData(adminKeys.siteCommission, answer);
      // Companies on the marketplace rate now pay the new one; their cached details are out of date.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.companies }),
        queryClient.invalidateQueries({ queryKey: adminKeys.storefrontCompanies }),
      ]);
    },
  });
}
