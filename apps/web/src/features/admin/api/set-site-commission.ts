import { siteCommissionSchema } from '@glowmarket/shared/companies';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

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
      queryClient.setQueryData(queryKeys.admin.siteCommission, answer);
      // Companies on the marketplace rate now pay the new one; their cached details are out of date.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.admin.companies }),
        queryClient.invalidateQueries({ queryKey: queryKeys.companies.all }),
      ]);
    },
  });
}
