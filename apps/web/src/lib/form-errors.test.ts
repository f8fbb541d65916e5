import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { errorPaths, fieldMessages } from './form-errors';

const texts: Record<string, string> = {
  'validation.commonPassword': 'This password is too common. Choose one that is harder to guess.',
  'validation.phone': 'Enter a phone number with its country code, e.g. +48 600 700 800.',
  'validation.tooShort': 'Use at least {{min}} characters.',
};
const t = ((key: string, options?: { defaultValue?: string }) =>
  texts[key] ?? options?.defaultValue ?? key) as unknown as TFunction;

function validationFailed(fields: unknown[]) {
  return new ApiError(400, 'validation_failed', 'Some fields are missing or invalid.', { fields });
}

describe('fieldMessages', () => {
  it('puts each body field problem on the form field of the same name, in the UI language', () => {
    const error = validationFailed([
      { field: 'body.password', reason: 'commonPassword', message: 'This password is too common.' },
      { field: 'body.phone', reason: 'phone', message: 'Enter a phone number.' },
    ]);
    expect(fieldMessages(error, ['password', 'phone', 'email'], t)).toEqual([
      { name: 'password', message: texts['validation.commonPassword'] },
      { name: 'phone', message: texts['validation.phone'] },
    ]);
  });

  it('ignores fields the form does not have, and keeps the first problem of a field', () => {
    const error = validationFailed([
      { field: 'body.internal', reason: 'format', message: 'Bad.' },
      { field: 'body.phone', reason: 'phone', message: 'Enter a phone number.' },
      { field: 'body.phone', reason: 'tooLong', message: 'Too long.' },
    ]);
    expect(fieldMessages(error, ['phone'], t)).toEqual([{ name: 'phone', message: texts['validation.phone'] }]);
  });

  it("keeps the server's words when the reason is unknown, missing or needs numbers", () => {
    const error = validationFailed([
      { field: 'body.firstName', reason: 'somethingNew', message: 'Not like this.' },
      { field: 'body.lastName', message: 'Not like that.' },
      { field: 'body.password', reason: 'tooShort', message: 'Use at least 8 characters.' },
    ]);
    expect(fieldMessages(error, ['firstName', 'lastName', 'password'], t)).toEqual([
      { name: 'firstName', message: 'Not like this.' },
      { name: 'lastName', message: 'Not like that.' },
      { name: 'password', message: 'Use at least 8 characters.' },
    ]);
  });

  it('finds nothing in other failures', () => {
    expect(fieldMessages(new ApiError(400, 'account_exist', 'account_exist'), ['email'], t)).toEqual([]);
    expect(fieldMessages(new Error('boom'), ['email'], t)).toEqual([]);
  });
});

describe('errorPaths', () => {
  it('lists the dotted path of every field error, nested ones included', () => {
    const errors = {
      companyName: { type: 'too_small', message: 'This field is required' },
      companyAddress: {
        city: { type: 'too_small', message: 'This field is required' },
        country: { type: 'invalid_value', message: 'Choose one of the options.' },
      },
      descriptions: { 'pl-PL': { type: 'too_big', message: 'Use at most 5000 characters.' } },
    };
    expect(errorPaths(errors)).toEqual([
      'companyName',
      'companyAddress.city',
      'companyAddress.country',
      'descriptions.pl-PL',
    ]);
  });

  it('finds nothing in a form without errors', () => {
    expect(errorPaths({})).toEqual([]);
  });
});
