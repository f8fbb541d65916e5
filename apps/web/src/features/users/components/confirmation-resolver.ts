import type { TFunction } from 'i18next';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/**
 * The shared schemas accept a request without `confirmPassword`; the forms always ask for it, so
 * an empty repeat is "required" here rather than "passwords do not match".
 */
export function requireConfirmation<Input extends FieldValues & { confirmPassword?: string }, Context, Output>(
  resolver: Resolver<Input, Context, Output>,
  t: TFunction,
): Resolver<Input, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (values.confirmPassword) return result;
    const required = { type: 'required', message: t('validation.required', { ns: 'common' }) };
    return { values: {}, errors: { ...result.errors, confirmPassword: required } as FieldErrors<Input> };
  };
}
