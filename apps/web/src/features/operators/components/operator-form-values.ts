import { OPERATOR_FIELDS, type Operator, type OperatorAccount } from '@glowmarket/shared/operators';
import type { Path } from 'react-hook-form';

/**
 * The form of one operator: its ids as saved, its keys as typed (never known to the page). As the
 * shared schema takes them, a key may be missing: it then counts as empty and keeps the stored one.
 */
export interface OperatorFormValues {
  settings: Record<string, string>;
  secrets: Partial<Record<string, string>>;
}

/** The ids the operator's form shows, e.g. `['merchantId', 'posId']`. */
export function settingNames(operator: Operator): string[] {
  return Object.keys(OPERATOR_FIELDS[operator].settings);
}

/** The keys the operator's form asks for, e.g. `['crcKey', 'apiKey']`. */
export function secretNames(operator: Operator): string[] {
  return Object.keys(OPERATOR_FIELDS[operator].secrets);
}

/** Every field of the operator's form, as paths the server's field problems are matched to. */
export function operatorFormFields(operator: Operator): Path<OperatorFormValues>[] {
  return [
    ...settingNames(operator).map((name) => `settings.${name}` as const),
    ...secretNames(operator).map((name) => `secrets.${name}` as const),
  ];
}

/** The form for `account` as saved (`null`: nothing saved): ids filled in, keys empty. */
export function operatorFormValues(operator: Operator, account: OperatorAccount | null): OperatorFormValues {
  return {
    settings: Object.fromEntries(settingNames(operator).map((name) => [name, account?.settings[name] ?? ''])),
    secrets: Object.fromEntries(secretNames(operator).map((name) => [name, ''])),
  };
}
