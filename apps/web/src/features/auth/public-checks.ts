/**
 * The public forms' checks, written by hand so the public pages load without zod: the same rules
 * and the same first message per field as the shared schemas (loginBody, registerBody,
 * emailOnlyBody, resetPasswordBody), which public-checks.test.ts proves with generated inputs.
 * The API still checks every request with the schemas themselves.
 */
import { PASSWORD_MAX, PASSWORD_MIN } from '@vitrina/shared/basics';
import type { PublicTexts } from './public-texts';

/** Why a field is refused: a field message of the shared schemas. */
export type Issue =
  | { kind: 'required' | 'email' | 'confirmation' }
  | { kind: 'stringMin' | 'stringMax'; n: number };

export type Checked<Output> =
  | { ok: true; values: Output }
  | { ok: false; errors: Partial<Record<keyof Output & string, Issue>> };

/** The message of an issue in the texts' language. */
export function issueMessage(issue: Issue, texts: PublicTexts): string {
  const text = texts.fields[issue.kind];
  return 'n' in issue ? text.replace('{{n}}', String(issue.n)) : text;
}

/** zod 4's e-mail pattern (z.email()), the one the shared schemas use. */
const EMAIL =
  /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;
const EMAIL_MAX = 254;

/** `.min(n)`: a minimum of 1 reads "required". */
const tooShort = (n: number): Issue => (n === 1 ? { kind: 'required' } : { kind: 'stringMin', n });

function length(value: string, min: number, max: number): Issue | undefined {
  if (value.length < min) return tooShort(min);
  if (value.length > max) return { kind: 'stringMax', n: max };
  return undefined;
}

/** trim, lower-case, at most 254, then the e-mail pattern (answers the value sent). */
function email(raw: string): [string, Issue | undefined] {
  const value = raw.trim().toLowerCase();
  if (value.length > EMAIL_MAX) return [value, { kind: 'stringMax', n: EMAIL_MAX }];
  return [value, EMAIL.test(value) ? undefined : { kind: 'email' }];
}

/** Fields and their issues (undefined when fine) → the checked answer. */
function answer<Output>(values: Output, issues: Record<string, Issue | undefined>): Checked<Output> {
  const errors: Record<string, Issue> = {};
  for (const [field, issue] of Object.entries(issues)) if (issue) errors[field] = issue;
  return Object.keys(errors).length === 0
    ? { ok: true, values }
    : { ok: false, errors: errors as Partial<Record<keyof Output & string, Issue>> };
}

/** A password and its confirmation: the confirmation's own length first, then the match. */
function confirmation(password: string, confirmed: string): Issue | undefined {
  return (
    length(confirmed, 0, PASSWORD_MAX) ?? (password === confirmed ? undefined : { kind: 'confirmation' })
  );
}

export interface LoginInput {
  email: string;
  password: string;
  remember?: boolean;
}

/** loginBody: the password only has to be given (the stored hash decides). */
export function checkLogin(input: LoginInput): Checked<Required<LoginInput>> {
  const [address, emailIssue] = email(input.email);
  return answer(
    { email: address, password: input.password, remember: input.remember ?? false },
    { email: emailIssue, password: length(input.password, 1, PASSWORD_MAX) },
  );
}

export interface EmailOnlyInput {
  email: string;
}

/** emailOnlyBody: forgot password, resend the verification link. */
export function checkEmailOnly(input: EmailOnlyInput): Checked<EmailOnlyInput> {
  const [address, issue] = email(input.email);
  return answer({ email: address }, { email: issue });
}

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  password_confirmation: string;
}

/** registerBody (the language is added when sending). */
export function checkRegister(input: RegisterInput): Checked<RegisterInput> {
  const name = input.name.trim();
  const [address, emailIssue] = email(input.email);
  return answer(
    { name, email: address, password: input.password, password_confirmation: input.password_confirmation },
    {
      name: length(name, 2, 120),
      email: emailIssue,
      password: length(input.password, PASSWORD_MIN, PASSWORD_MAX),
      password_confirmation: confirmation(input.password, input.password_confirmation),
    },
  );
}

export interface ResetPasswordInput {
  token: string;
  password: string;
  password_confirmation: string;
}

/** resetPasswordBody: the link's token, the new password twice. */
export function checkResetPassword(input: ResetPasswordInput): Checked<ResetPasswordInput> {
  return answer(
    { ...input },
    {
      token: length(input.token, 1, 200),
      password: length(input.password, PASSWORD_MIN, PASSWORD_MAX),
      password_confirmation: confirmation(input.password, input.password_confirmation),
    },
  );
}
