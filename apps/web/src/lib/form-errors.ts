import { fieldProblemSchema } from '@glowmarket/shared/errors';
import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { z } from 'zod';
import { ApiError } from './api-client';
import { notifyError, notifyFailure } from './notify';
import './zod-messages';

/** `reason` is optional here so an answer without it still lands on its field, worded by the server. */
const fieldProblemsSchema = z.object({ fields: z.array(fieldProblemSchema.partial({ reason: true })) });

export interface FieldMessage<Name extends string> {
  name: Name;
  message: string;
}

/**
 * The field problems of a `validation_failed` answer that belong to `fields`, each with its text:
 * `body.phone` becomes the form field `phone`, and the reason is worded as `validation.<reason>`.
 * A reason whose text needs numbers the answer does not carry keeps the server's own wording.
 */
export function fieldMessages<Name extends string>(
  error: unknown,
  fields: readonly Name[],
  t: TFunction,
): FieldMessage<Name>[] {
  if (!(error instanceof ApiError)) return [];
  const parsed = fieldProblemsSchema.safeParse(error.details);
  if (!parsed.success) return [];
  const out: FieldMessage<Name>[] = [];
  for (const problem of parsed.data.fields) {
    const name = problem.field.replace(/^(body|query|params)\./, '');
    const field = fields.find((candidate) => candidate === name);
    if (!field || out.some((known) => known.name === field)) continue;
    // The texts live in `common`, whatever namespaces the caller's `t` was made for.
    const translated = problem.reason
      ? t(`validation.${problem.reason}`, { ns: 'common', defaultValue: problem.message })
      : '';
    const message = !translated || translated.includes('{{') ? problem.message : translated;
    out.push({ name: field, message });
  }
  return out;
}

/** Puts the server's field problems next to the fields; true when at least one was shown. */
export function showFieldProblems<Values extends FieldValues>(
  error: unknown,
  fields: readonly Path<Values>[],
  setError: UseFormSetError<Values>,
  t: TFunction,
): boolean {
  const messages = fieldMessages(error, fields, t);
  messages.forEach(({ name, message }, index) =>
    setError(name, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  return messages.length > 0;
}

/**
 * A refused save, shown where it belongs: a conflict the answer's code names (a taken key or name)
 * on its field and in a toast, field problems next to their fields, anything else in a toast.
 */
export function showSaveFailure<Values extends FieldValues>(
  error: unknown,
  options: {
    fields: readonly Path<Values>[];
    setError: UseFormSetError<Values>;
    t: TFunction;
    /** Error codes that belong to one field, e.g. `{ delivery_key_exists: 'key' }`. */
    conflicts?: Partial<Record<string, Path<Values>>>;
  },
): void {
  const { fields, setError, t } = options;
  const field = error instanceof ApiError ? options.conflicts?.[error.code] : undefined;
  if (error instanceof ApiError && field) {
    const message = t(`errors.${error.code}`, { ns: 'common', defaultValue: error.message });
    setError(field, { type: 'server', message }, { shouldFocus: true });
    notifyFailure(t, message);
    return;
  }
  if (!showFieldProblems(error, fields, setError, t)) notifyError(t, error);
}

/**
 * The dotted paths of the fields with an error in react-hook-form's nested `errors` object,
 * e.g. `companyAddress.city`, in the order the form declares them.
 */
export function errorPaths(errors: FieldErrors, prefix = ''): string[] {
  const paths: string[] = [];
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== 'object') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ('message' in value && typeof value.message === 'string' && 'type' in value) paths.push(path);
    else paths.push(...errorPaths(value as FieldErrors, path));
  }
  return paths;
}
