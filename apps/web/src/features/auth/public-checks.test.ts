/**
 * The public forms' hand-written checks against the shared zod schemas they stand in for: for
 * generated inputs (e-mail-like text with odd case, spaces and lengths around every limit), the
 * same verdict, the same values sent, the same refused fields and the same first message per
 * field, in both languages.
 */
import {
  emailOnlyBody,
  LOCALES,
  loginBody,
  registerBody,
  resetPasswordBody,
  validationMessage,
} from '@vitrina/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  type Checked,
  checkEmailOnly,
  checkLogin,
  checkRegister,
  checkResetPassword,
  issueMessage,
} from './public-checks';
import { PUBLIC_TEXTS } from './public-texts';

/** What the forms show from a schema: values, or the first message of each refused field. */
function bySchema(schema: z.ZodType, input: unknown, locale: 'es' | 'en') {
  const result = schema.safeParse(input, { reportInput: true });
  if (result.success) return { values: result.data };
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= validationMessage(issue, locale);
  return { errors };
}

function byHand<T>(checked: Checked<T>, locale: 'es' | 'en') {
  if (checked.ok) return { values: checked.values };
  const errors: Record<string, string> = {};
  for (const [field, issue] of Object.entries(checked.errors)) {
    if (issue)
      errors[field] = issueMessage(issue as Parameters<typeof issueMessage>[0], PUBLIC_TEXTS[locale]);
  }
  return { errors };
}

const locale = fc.constantFrom(...LOCALES);
const piece = fc.constantFrom(
  'a',
  'Z',
  '0',
  '.',
  '..',
  '-',
  '_',
  "'",
  '+',
  ' ',
  'İ',
  'ß',
  'é',
  '@',
  'mx',
  'COM',
);
/** Text around the limits: short words, e-mail-like strings, long runs past 120/128/200/254. */
const text = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.array(piece, { maxLength: 14 }).map((parts) => parts.join('')),
  fc
    .tuple(fc.array(piece, { maxLength: 6 }), fc.constantFrom('@vitrina.mx', '@a.co', '@x', ' @b.com '))
    .map(([parts, domain]) => parts.join('') + domain),
  fc
    .tuple(fc.constantFrom(1, 2, 7, 8, 9, 119, 120, 121, 127, 128, 129, 199, 200, 201, 245, 246, 250), piece)
    .map(([n, p]) => p.repeat(n).slice(0, n + 2)),
  fc.constantFrom('', ' ', 'Gerente@Vitrina.MX', ' a@b.co ', `${'a'.repeat(244)}@vitrina.mx`),
);
const RUNS = { numRuns: 400 };

describe('the public forms check what the shared schemas check', () => {
  it('Login', () => {
    fc.assert(
      fc.property(
        text,
        text,
        fc.option(fc.boolean(), { nil: undefined }),
        locale,
        (email, password, remember, lang) => {
          const input = { email, password, remember };
          expect(byHand(checkLogin(input), lang)).toEqual(bySchema(loginBody, input, lang));
        },
      ),
      RUNS,
    );
  });

  it('forgot password and resend the link', () => {
    fc.assert(
      fc.property(text, locale, (email, lang) => {
        expect(byHand(checkEmailOnly({ email }), lang)).toEqual(bySchema(emailOnlyBody, { email }, lang));
      }),
      RUNS,
    );
  });

  it('Register', () => {
    const same = fc.tuple(text, text, text).map(([name, email, password]) => ({
      name,
      email,
      password,
      password_confirmation: password,
    }));
    const differing = fc.record({ name: text, email: text, password: text, password_confirmation: text });
    fc.assert(
      fc.property(fc.oneof(same, differing), locale, (input, lang) => {
        expect(byHand(checkRegister(input), lang)).toEqual(bySchema(registerBody, input, lang));
      }),
      RUNS,
    );
  });

  it('Password reset', () => {
    const input = fc.oneof(
      fc.tuple(text, text).map(([token, password]) => ({ token, password, password_confirmation: password })),
      fc.record({ token: text, password: text, password_confirmation: text }),
    );
    fc.assert(
      fc.property(input, locale, (body, lang) => {
        expect(byHand(checkResetPassword(body), lang)).toEqual(bySchema(resetPasswordBody, body, lang));
      }),
      RUNS,
    );
  });
});
