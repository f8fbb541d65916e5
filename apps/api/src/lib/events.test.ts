import { describe, expect, it } from 'vitest';
import type { RequestContext } from './context';
import { createEventBus } from './events';

const ctx = { requestId: 'r1' } as RequestContext;

describe('the event bus', () => {
  it('runs every handler, in the order they subscribed, with the emitter’s context', async () => {
    const bus = createEventBus();
    const seen: string[] = [];
    bus.on('company.statusChanged', async (context, event) => void seen.push(`a ${context.requestId} ${event.status}`));
    bus.on('company.statusChanged', async (_context, event) => void seen.push(`b ${event.companyId}`));
    await bus.emit(ctx, 'company.statusChanged', { companyId: 'c1', status: 'suspended' });
    expect(seen).toEqual(['a r1 suspended', 'b c1']);
  });

  it('fails the emitter when a handler fails, so its transaction rolls back', async () => {
    const bus = createEventBus();
    bus.on('company.statusChanged', async () => {
      throw new Error('could not hide the products');
    });
    await expect(bus.emit(ctx, 'company.statusChanged', { companyId: 'c1', status: 'approved' })).rejects.toThrow(
      'could not hide the products',
    );
  });

  it('does nothing for an event nobody listens to', async () => {
    await expect(
      createEventBus().emit(ctx, 'company.statusChanged', { companyId: 'c1', status: 'approved' }),
    ).resolves.toBeUndefined();
  });
});
