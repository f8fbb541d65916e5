import { englishIssueMessage, VALIDATION_MESSAGES } from '@glowmarket/shared/validation';
import type { FastifySchemaCompiler } from 'fastify';
import type { core, ZodType } from 'zod';
import { findUnstorableValue, LARGEST_STORABLE_NUMBER, type Refusal } from '../lib/storable-values';

/** A zod issue in the shape Fastify's validation errors take; the errors plugin reads it back. */
function validationProblem(issue: core.$ZodIssue) {
  return {
    keyword: issue.code,
    instancePath: `/${issue.path.join('/')}`,
    schemaPath: `#/${issue.path.join('/')}`,
    message: issue.message,
    params: issue as unknown as Record<string, unknown>,
  };
}

/** A value PostgreSQL cannot store, as the zod issue a schema would have raised for it. */
function refusalIssue(refusal: Refusal): core.$ZodIssue {
  const path = refusal.path.map(String);
  if (refusal.reason === 'tooBig') {
    return {
      code: 'too_big',
      origin: 'number',
      maximum: LARGEST_STORABLE_NUMBER,
      inclusive: true,
      path,
      input: refusal.value,
      message: englishIssueMessage({
        code: 'too_big',
        origin: 'number',
        maximum: LARGEST_STORABLE_NUMBER,
        input: refusal.value,
      }),
    };
  }
  return {
    code: 'custom',
    path,
    params: { reason: 'forbiddenCharacter' },
    message: VALIDATION_MESSAGES.forbiddenCharacter,
  };
}

/**
 * Every request part with a schema is parsed by its zod schema. Before and after, values that
 * PostgreSQL cannot store are refused as field problems, whatever the schema allows.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema }) =>
  (data) => {
    const unstorable = findUnstorableValue(data);
    if (unstorable) return { error: [validationProblem(refusalIssue(unstorable))] };
    const result = schema.safeParse(data, { reportInput: true });
    if (!result.success) return { error: result.error.issues.map(validationProblem) };
    // Coercion turns query text into numbers, so sizes are checked on the parsed value too.
    const unstorableOutput = findUnstorableValue(result.data);
    if (unstorableOutput) return { error: [validationProblem(refusalIssue(unstorableOutput))] };
    return { value: result.data };
  };
