import { COMPANY_STATUSES } from '@glowmarket/shared/companies';
import { describe, expect, it } from 'vitest';
import { STATUS_ACTIONS, statusFilterOf } from './status-actions';

describe('status actions', () => {
  it('offer approval only while a company waits for it', () => {
    const approving = COMPANY_STATUSES.filter((status) => STATUS_ACTIONS[status].includes('approve'));
    expect(approving).toEqual(['pending']);
  });

  it('let the operator suspend a waiting or an approved company, and reinstate a suspended one', () => {
    expect(STATUS_ACTIONS.pending).toContain('suspend');
    expect(STATUS_ACTIONS.approved).toEqual(['suspend']);
    expect(STATUS_ACTIONS.suspended).toEqual(['reinstate']);
  });
});

describe('statusFilterOf', () => {
  it('keeps a known status from the address and reads anything else as all', () => {
    expect(statusFilterOf('pending')).toBe('pending');
    expect(statusFilterOf('approved')).toBe('approved');
    expect(statusFilterOf('deleted')).toBeNull();
    expect(statusFilterOf(null)).toBeNull();
  });
});
