import { siteConfigurationSchema, type SiteConfiguration, type SiteConfigurationInput } from '@glowmarket/shared/site';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { uploadFile } from '../../../lib/upload';

/** PUT /api/admin/site/configuration: the whole page at once. */
export function saveSiteConfiguration(input: SiteConfigurationInput) {
  return apiRequest('/api/admin/site/configuration', {
    method: 'PUT',
    body: input,
    schema: siteConfigurationSchema,
  });
}

/** POST /api/admin/site/title-image (multipart): the title background picture. */
export function uploadTitleImage(file: File) {
  return uploadFile('/api/admin/site/title-image', file, { schema: siteConfigurationSchema });
}

/** DELETE /api/admin/site/title-image: back to the built-in background. */
export function removeTitleImage() {
  return apiRequest('/api/admin/site/title-image', { method: 'DELETE', schema: siteConfigurationSchema });
}

/** The header, the home page and the footer read GET /api/site: this tab shows the change at once. */
async function saved(queryClient: QueryClient, answer: SiteConfiguration) {
  queryClient.setQueryData(queryKeys.admin.siteConfiguration, answer);
  await queryClient.invalidateQueries({ queryKey: queryKeys.site });
}

export function useSaveSiteConfiguration() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSiteConfiguration, onSuccess: (answer) => saved(queryClient, answer) });
}

export function useUploadTitleImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: uploadTitleImage, onSuccess: (answer) => saved(queryClient, answer) });
}

export function useRemoveTitleImage() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: removeTitleImage, onSuccess: (answer) => saved(queryClient, answer) });
}
