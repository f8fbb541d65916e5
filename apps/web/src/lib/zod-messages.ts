import { describeIssue } from '@glowmarket/shared/validation';
import i18n from 'i18next';
import { z } from 'zod';

/**
 * Form messages from the shared zod schemas, in the UI language. A module of its own, imported
 * by the modules that validate with zod (forms, form-errors), so zod is not part of the code every
 * page loads first; importing it once sets zod's global error map.
 */
z.config({
  customError: (issue) => {
    const { key, values } = describeIssue(issue);
    return i18n.t(`validation.${key}`, values);
  },
});
