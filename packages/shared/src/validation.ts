/**
 * Field messages for schema issues, in both languages. Written here once so the API's 422
 * answers and the browser's forms say the same thing. A schema's custom message is an error key.
 */
import { type Locale, FIELD_MESSAGES as MESSAGES } from './basics';
import { ERROR_MESSAGES, type ErrorKey } from './errors';

/** The parts of a Zod 4 issue the messages use. */
export interface IssueLike {
  code: string;
  message: string;
  origin?: string;
  format?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
  input?: unknown;
}

type MessageName = keyof (typeof MESSAGES)['es'];

function say(locale: Locale, name: MessageName, n?: number | bigint): string {
  return MESSAGES[locale][name].replace('{{n}}', String(n ?? ''));
}

export function validationMessage(issue: IssueLike, locale: Locale): string {
  if (issue.message in ERROR_MESSAGES[locale]) return ERROR_MESSAGES[locale][issue.message as ErrorKey];
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null) return say(locale, 'required');
      return issue.message.includes('int') ? say(locale, 'integer') : say(locale, 'invalid');
    case 'invalid_format':
      if (issue.format === 'email') return say(locale, 'email');
      if (issue.format === 'url') return say(locale, 'url');
      return say(locale, 'invalid');
    case 'invalid_value':
      return say(locale, 'option');
    case 'unrecognized_keys':
      return say(locale, 'unknownField');
    case 'too_small':
      if (issue.origin === 'string') {
        return issue.minimum === 1 ? say(locale, 'required') : say(locale, 'stringMin', issue.minimum);
      }
      if (issue.origin === 'array' || issue.origin === 'set') return say(locale, 'arrayMin', issue.minimum);
      return say(locale, issue.inclusive === false ? 'numberMinExclusive' : 'numberMin', issue.minimum);
    case 'too_big':
      if (issue.origin === 'string') return say(locale, 'stringMax', issue.maximum);
      if (issue.origin === 'array' || issue.origin === 'set') return say(locale, 'arrayMax', issue.maximum);
      return say(locale, issue.inclusive === false ? 'numberMaxExclusive' : 'numberMax', issue.maximum);
    case UNSAFE_TEXT_ISSUE:
      return say(locale, 'unsafeText');
    default:
      return say(locale, 'invalid');
  }
}

/**
 * NUL and lone UTF-16 surrogates: no text a person types contains them, PostgreSQL refuses the
 * first and UTF-8 cannot encode the second. Every request is checked for them before its schema
 * runs (the issue code below), so no route can forget.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function isUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

const UNSAFE_CHARACTERS = new RegExp(`\\u0000|${LONE_SURROGATE.source}`, 'g');

/** The text without what isUnsafeText finds, for text we keep but did not validate (file names). */
export function withoutUnsafeText(text: string): string {
  return text.replace(UNSAFE_CHARACTERS, '');
}

/** The issue code of a field with unsafe text (see `validationMessage`). */
export const UNSAFE_TEXT_ISSUE = 'unsafe_text';
