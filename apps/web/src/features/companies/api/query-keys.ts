/**
 * Cache keys of the company data. The public answers depend on the UI language (the description
 * comes in it), so their keys hold it; a seller's own company is cached by its id.
 */
export const companyKeys = {
  all: ['companies'] as const,
  seller: (companyId: string) => ['companies', 'seller', companyId] as const,
  manufacturers: (query: { q: string; page: number }) => ['companies', 'public', 'list', query] as const,
  presentation: (companyId: string, language: string) => ['companies', 'public', companyId, language] as const,
};
