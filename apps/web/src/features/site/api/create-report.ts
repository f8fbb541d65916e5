import { reportCreatedSchema, type CreateReport } from '@glowmarket/shared/site';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function createReport(report: CreateReport) {
  return apiRequest('/api/site/reports', { method: 'POST', body: report, schema: reportCreatedSchema });
}

export function useCreateReport() {
  return useMutation({ mutationFn: createReport });
}
