import { statementListSchema } from '@glowmarket/shared/orders';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { apiFile, apiRequest } from '../lib/api-client';
import { useAuth } from '../lib/auth';
import { saveFile } from '../lib/files';
import { queryKeys } from '../lib/query-keys';

/** Whose statements: the signed-in seller's own, or every seller's for the operator. */
type StatementsScope = 'seller' | 'admin';

function statementsPath(scope: StatementsScope, month: string, format?: 'csv'): string {
  const params = new URLSearchParams({ month });
  if (format) params.set('format', format);
  return `/api/${scope}/statements?${params.toString()}`;
}

/**
 * GET /api/seller/statements?month=YYYY-MM (the seller's month) or /api/admin/statements (each
 * seller's): orders not cancelled, gross sales, commission, VAT on it and payout, in euro cents.
 */
export function getStatements(scope: StatementsScope, month: string, signal?: AbortSignal) {
  return apiRequest(statementsPath(scope, month), { schema: statementListSchema, signal });
}

/** The same month as a spreadsheet (`&format=csv`), saved as a download. */
export async function downloadStatements(scope: StatementsScope, month: string) {
  const { blob, fileName } = await apiFile(statementsPath(scope, month, 'csv'));
  saveFile(blob, fileName ?? `statements-${month}.csv`);
}

export function useDownloadStatements(scope: StatementsScope) {
  return useMutation({ mutationFn: (month: string) => downloadStatements(scope, month) });
}

/** The seller's statements page. */
export function useSellerStatements(month: string) {
  const companyId = useAuth().user?.companyId ?? '';
  return useQuery({
    queryKey: queryKeys.sellerOrders.statements(companyId, month),
    queryFn: ({ signal }) => getStatements('seller', month, signal),
  });
}

/** The operator's statements panel; the month shown stays while the next one loads. */
export function useAdminStatements(month: string) {
  return useQuery({
    queryKey: queryKeys.admin.statements(month),
    queryFn: ({ signal }) => getStatements('admin', month, signal),
    placeholderData: keepPreviousData,
  });
}
