import type { CompanyStatus } from '@glowmarket/shared/companies';
import type { RequestContext } from './context';

/**
 * What one module announces and others react to, so that no module reaches into another's tables
 * to keep them in step (decision 013). Add an event here, emit it where it happens, subscribe in
 * app.ts.
 */
export interface DomainEvents {
  /** The operator approved, suspended or reinstated a company. */
  'company.statusChanged': { companyId: string; status: CompanyStatus };
  /** A user registered a company (it waits for approval): its first delivery price list is made. */
  'company.registered': { companyId: string };
  /**
   * What the storefront shows of a company beside its products changed: its short name (on cards),
   * or its registered name or address (the Responsible Person on labels that name no other).
   */
  'company.changed': { companyId: string; name: string; legalName: string; address: string };
}

export type EventHandler<Name extends keyof DomainEvents> = (
  ctx: RequestContext,
  event: DomainEvents[Name],
) => Promise<void>;

/**
 * A small in-process bus. Handlers run one after another with the emitter's context, so inside
 * its transaction: the reaction commits or rolls back with the change. Work that may fail on its
 * own (mail, a far-away server) belongs in a job (lib/jobs.ts), which a handler can enqueue.
 */
export interface EventBus {
  on<Name extends keyof DomainEvents>(name: Name, handler: EventHandler<Name>): void;
  emit<Name extends keyof DomainEvents>(ctx: RequestContext, name: Name, event: DomainEvents[Name]): Promise<void>;
}

export function createEventBus(): EventBus {
  const handlers = new Map<keyof DomainEvents, EventHandler<keyof DomainEvents>[]>();
  return {
    on(name, handler) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler as EventHandler<keyof DomainEvents>]);
    },
    async emit(ctx, name, event) {
      for (const handler of handlers.get(name) ?? []) await handler(ctx, event);
    },
  };
}
