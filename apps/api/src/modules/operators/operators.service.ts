import {
  OPERATOR_FIELDS,
  OPERATORS,
  type Operator,
  type OperatorAccount,
  type OperatorCheck as CheckAnswer,
} from '@glowmarket/shared/operators';
import { VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import type { OperatorCheck } from '../../integrations/operator-checks';
import { AppError } from '../../lib/app-error';
import { inTransaction, type RequestContext } from '../../lib/context';
import type { SecretBox } from '../../lib/secrets';
import * as repository from './operators.repository';
import type { OperatorAccountRow } from './operators.tables';

export interface OperatorsServiceDeps {
  secrets: SecretBox;
  /** "Check connection" per operator: against its URL when set, else the offline sandbox. */
  checks: Record<Operator, OperatorCheck>;
}

export interface OperatorInput {
  settings: Record<string, string>;
  /** An empty secret keeps the stored one. */
  secrets: Record<string, string>;
}

/** What a sealed value is bound to: moved to another company's or operator's row, it does not open. */
const contextOf = (companyId: string, operator: Operator) => `operator-account:${companyId}:${operator}`;

const secretNames = (operator: Operator) => Object.keys(OPERATOR_FIELDS[operator].secrets);

function present(operator: Operator, row: OperatorAccountRow | undefined): OperatorAccount {
  const lastCheck: CheckAnswer | null =
    row?.checkedAt && row.checkResult
      ? { at: row.checkedAt.toISOString(), result: row.checkResult, sandbox: row.checkedInSandbox ?? false }
      : null;
  return {
    operator,
    configured: row !== undefined,
    settings: row?.settings ?? {},
    // The row exists only with every secret set: the first save requires them all.
    secretsSet: Object.fromEntries(secretNames(operator).map((name) => [name, row !== undefined])),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    lastCheck,
  };
}

/**
 * A seller's accounts with the parcel-locker carrier and the payment operators. Keys are sealed
 * before they reach the database and opened only to talk to the operator; no answer carries them.
 */
export function createOperatorsService(deps: OperatorsServiceDeps) {
  function companyOf(ctx: RequestContext): string {
    if (!ctx.actor.companyId) throw new AppError('forbidden');
    return ctx.actor.companyId;
  }

  function openSecrets(row: OperatorAccountRow): Record<string, string> {
    return JSON.parse(deps.secrets.open(row.sealedSecrets, contextOf(row.companyId, row.operator))) as Record<
      string,
      string
    >;
  }

  return {
    async list(ctx: RequestContext): Promise<OperatorAccount[]> {
      const rows = await repository.listAccounts(ctx.db, companyOf(ctx));
      return OPERATORS.map((operator) =>
        present(
          operator,
          rows.find((row) => row.operator === operator),
        ),
      );
    },

    async save(ctx: RequestContext, operator: Operator, input: OperatorInput): Promise<OperatorAccount> {
      const companyId = companyOf(ctx);
      return inTransaction(ctx, async (tx) => {
        const existing = await repository.findAccount(tx.db, companyId, operator, true);
        const kept = existing ? openSecrets(existing) : {};
        const secrets: Record<string, string> = {};
        const missing: string[] = [];
        for (const name of secretNames(operator)) {
          const value = input.secrets[name] || kept[name];
          if (value) secrets[name] = value;
          else missing.push(name);
        }
        if (missing.length > 0) {
          throw new AppError('validation_failed', {
            fields: missing.map((name) => ({
              field: `body.secrets.${name}`,
              reason: 'required',
              message: VALIDATION_MESSAGES.required,
            })),
          });
        }
        await repository.saveAccount(tx.db, {
          companyId,
          operator,
          settings: input.settings,
          sealedSecrets: deps.secrets.seal(JSON.stringify(secrets), contextOf(companyId, operator)),
          updatedAt: tx.now(),
        });
        return present(operator, await repository.findAccount(tx.db, companyId, operator));
      });
    },

    async remove(ctx: RequestContext, operator: Operator): Promise<void> {
      if (!(await repository.deleteAccount(ctx.db, companyOf(ctx), operator))) throw new AppError('not_found');
    },

    /** Asks the operator whether it accepts the stored credentials, and remembers the answer. */
    async check(ctx: RequestContext, operator: Operator): Promise<OperatorAccount> {
      const companyId = companyOf(ctx);
      const row = await repository.findAccount(ctx.db, companyId, operator);
      if (!row) throw new AppError('operator_not_configured');
      const check = deps.checks[operator];
      const result = await check.run(row.settings, openSecrets(row));
      await repository.recordCheck(ctx.db, companyId, operator, {
        checkedAt: ctx.now(),
        checkResult: result,
        checkedInSandbox: check.sandbox,
      });
      return present(operator, await repository.findAccount(ctx.db, companyId, operator));
    },

    /** For the payments and shipping code: a company's credentials in the clear, or undefined. */
    async credentialsFor(ctx: RequestContext, companyId: string, operator: Operator) {
      const row = await repository.findAccount(ctx.db, companyId, operator);
      return row && { settings: row.settings, secrets: openSecrets(row) };
    },
  };
}

export type OperatorsService = ReturnType<typeof createOperatorsService>;
