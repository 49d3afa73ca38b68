import { createHash, createHmac } from 'node:crypto';
import { singleSpaced } from '@vitrina/shared';
import { systemClock } from './clock';

/**
 * AWS Signature Version 4 for requests in the Authorization header (S3 and S3-compatible
 * services), as documented in "Signature Calculations for the Authorization Header":
 * canonical request → string to sign → HMAC chain of date/region/service → signature.
 */

export const ALGORITHM = 'AWS4-HMAC-SHA256';
/** Hash of an empty payload, the value of x-amz-content-sha256 for GET and DELETE. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
}

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to send and sign (besides host, which comes from the URL). */
  headers: Record<string, string>;
  /** Hex SHA-256 of the payload (EMPTY_SHA256 when there is none). */
  payloadHash: string;
  region: string;
  service: string;
  credentials: Credentials;
  /**
   * The signature's time; the system clock's by default. The storage service checks it against
   * its own real clock, so it never follows a test's moved `context.clock`.
   */
  date?: Date;
  /** Send x-amz-content-sha256 (S3 requires it; other services do not). */
  contentSha256Header?: boolean;
}

export function sha256Hex(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

const hmac = (key: string | Buffer, data: string): Buffer => createHmac('sha256', key).update(data).digest();

/** RFC 3986 percent-encoding, as SigV4 wants: everything but A-Z a-z 0-9 - _ . ~ */
export function uriEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** 20130524T000000Z */
export function amzDate(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

function canonicalQuery(url: URL): string {
  return [...url.searchParams]
    .map(([key, value]) => [uriEncode(key), uriEncode(value)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([key, value]) => `${key}=${value}`)
    .join('&');
}

/**
 * The path as sent: S3 signs the already-encoded path once (no double encoding, no
 * normalisation), so callers build URLs from keys encoded with `uriEncode` per segment.
 */
function canonicalPath(url: URL): string {
  return url.pathname || '/';
}

export interface Signed {
  /** Every header to send, authorization included (host is left to the HTTP client). */
  headers: Record<string, string>;
  canonicalRequest: string;
  stringToSign: string;
  signature: string;
}

export function signingKey(secret: string, day: string, region: string, service: string): Buffer {
  const kDate = hmac(`AWS4${secret}`, day);
  const kRegion = hmac(kDate, region);
  const kService = hmac(kRegion, service);
  return hmac(kService, 'aws4_request');
}

export function sign(input: SignInput): Signed {
  const when = amzDate(input.date ?? systemClock().now());
  const day = when.slice(0, 8);
  const toSend: Record<string, string> = { ...input.headers, 'x-amz-date': when };
  if (input.contentSha256Header ?? true) toSend['x-amz-content-sha256'] = input.payloadHash;

  const signed = new Map<string, string>([['host', input.url.host]]);
  for (const [name, value] of Object.entries(toSend)) {
    const lower = name.toLowerCase();
    const previous = signed.get(lower);
    signed.set(lower, previous === undefined ? singleSpaced(value) : `${previous},${singleSpaced(value)}`);
  }
  const names = [...signed.keys()].sort();
  const signedHeaders = names.join(';');
  const canonicalRequest = [
    input.method.toUpperCase(),
    canonicalPath(input.url),
    canonicalQuery(input.url),
    `${names.map((name) => `${name}:${signed.get(name)}`).join('\n')}\n`,
    signedHeaders,
    input.payloadHash,
  ].join('\n');

  const scope = `${day}/${input.region}/${input.service}/aws4_request`;
  const stringToSign = [ALGORITHM, when, scope, sha256Hex(canonicalRequest)].join('\n');
  const signature = createHmac(
    'sha256',
    signingKey(input.credentials.secretAccessKey, day, input.region, input.service),
  )
    .update(stringToSign)
    .digest('hex');

  return {
    headers: {
      ...toSend,
      authorization: `${ALGORITHM} Credential=${input.credentials.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
    },
    canonicalRequest,
    stringToSign,
    signature,
  };
}
