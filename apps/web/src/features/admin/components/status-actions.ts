import { companyActionsFrom, type CompanyAction, type CompanyStatus } from '@glowmarket/shared/companies';

/** What the operator can do to a company in each status: the transitions the API enforces. */
export const STATUS_ACTIONS: Record<CompanyStatus, readonly CompanyAction[]> = {
  pending: companyActionsFrom('pending'),
  approved: companyActionsFrom('approved'),
  suspended: companyActionsFrom('suspended'),
};

export const STATUS_COLORS: Record<CompanyStatus, string> = {
  pending: 'yellow',
  approved: 'teal',
  suspended: 'red',
};

export const ACTION_COLORS: Record<CompanyAction, string> = {
  approve: 'teal',
  suspend: 'red',
  reinstate: 'teal',
};

/** The status filter of the sellers list as the address holds it: a known status, or all. */
export function statusFilterOf(value: string | null): CompanyStatus | null {
  return value === 'pending' || value === 'approved' || value === 'suspended' ? value : null;
}
