import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for an S3-compatible service: path-style PUT, GET and DELETE of objects
 * (`/<bucket>/<key>`), objects in memory, and every request's Signature V4 verified the way S3
 * does — recomputed here, independently of the client's signer, from what actually arrived —
 * answering S3's XML errors (403 SignatureDoesNotMatch, InvalidAccessKeyId, …) otherwise.
 */

export interface StoredS3Object {
  body: Buffer;
  contentType: string;
}

export interface S3StandIn {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Objects by key (without the bucket). */
  objects: Map<string, StoredS3Object>;
  /**
   * Fault injection: answer this S3 error instead of performing a (correctly signed) request,
   * as a real service does when it is overloaded (503 SlowDown) or failing (500 InternalError).
   */
  fault: ((method: string, key: string) => { status: number; code: string } | undefined) | undefined;
  /** Every request received, with the status answered. */
  requests: { method: string; path: string; status: number; code?: string }[];
  /** The environment that points the API at this stand-in. */
  env(overrides?: Record<string, string>): Record<string, string>;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function xmlError(code: string, message: string, resource: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><Resource>${resource}</Resource><RequestId>stand-in</RequestId></Error>`;
}

class S3Failure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** `AWS4-HMAC-SHA256 Credential=…/day/region/s3/aws4_request, SignedHeaders=…, Signature=…` */
function parseAuthorization(header: string | undefined) {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/,\s]+)\/(\d{8})\/([^/,\s]+)\/([^/,\s]+)\/aws4_request,\s*SignedHeaders=([a-z0-9;-]+),\s*Signature=([0-9a-f]{64})$/.exec(
      header ?? '',
    );
  if (!match)
    throw new S3Failure(400, 'AuthorizationHeaderMalformed', 'The authorization header is malformed.');
  const [, accessKeyId, day, region, service, signedHeaders, signature] = match as unknown as string[];
  return { accessKeyId, day, region, service, signedHeaders: signedHeaders!.split(';'), signature } as {
    accessKeyId: string;
    day: string;
    region: string;
    service: string;
    signedHeaders: string[];
    signature: string;
  };
}

function rfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export async function startS3StandIn(
  options: { bucket?: string; region?: string; accessKeyId?: string; secretAccessKey?: string } = {},
): Promise<S3StandIn> {
  const bucket = options.bucket ?? 'vitrina-test';
  const region = options.region ?? 'us-east-1';
  const accessKeyId = options.accessKeyId ?? 'AKIAVITRINASTANDIN';
  const secretAccessKey = options.secretAccessKey ?? 'stand-in/secret+key/0123456789abcdefghijklmnop';
  const objects = new Map<string, StoredS3Object>();
  const requests: S3StandIn['requests'] = [];

  const verify = (request: http.IncomingMessage, rawPath: string, query: string, body: Buffer) => {
    const auth = parseAuthorization(request.headers.authorization);
    if (auth.accessKeyId !== accessKeyId) {
      throw new S3Failure(
        403,
        'InvalidAccessKeyId',
        'The AWS Access Key Id you provided does not exist in our records.',
      );
    }
    if (auth.region !== region || auth.service !== 's3') {
      throw new S3Failure(
        400,
        'AuthorizationHeaderMalformed',
        `The region must be '${region}' and the service 's3'.`,
      );
    }
    const amzDate = String(request.headers['x-amz-date'] ?? '');
    const when = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
    if (!when || !amzDate.startsWith(auth.day))
      throw new S3Failure(403, 'AccessDenied', 'Missing or bad x-amz-date.');
    const time = Date.UTC(+when[1]!, +when[2]! - 1, +when[3]!, +when[4]!, +when[5]!, +when[6]!);
    if (Math.abs(Date.now() - time) > 15 * 60_000) {
      throw new S3Failure(
        403,
        'RequestTimeTooSkewed',
        'The difference between the request time and the current time is too large.',
      );
    }
    for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
      if (!auth.signedHeaders.includes(required)) {
        throw new S3Failure(403, 'AccessDenied', `The header ${required} must be signed.`);
      }
    }
    const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
    if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) {
      throw new S3Failure(
        400,
        'XAmzContentSHA256Mismatch',
        "The provided 'x-amz-content-sha256' header does not match what was computed.",
      );
    }
    const canonicalQuery = [...new URLSearchParams(query)]
      .map(([k, v]) => `${rfc3986(k)}=${rfc3986(v)}`)
      .sort()
      .join('&');
    const canonicalHeaders = auth.signedHeaders
      .map((name) => {
        const value = request.headersDistinct[name];
        if (!value) throw new S3Failure(403, 'AccessDenied', `Signed header ${name} is missing.`);
        return `${name}:${value.map((v) => v.trim().replace(/\s+/g, ' ')).join(',')}\n`;
      })
      .join('');
    const canonicalRequest = [
      request.method,
      rawPath,
      canonicalQuery,
      canonicalHeaders,
      auth.signedHeaders.join(';'),
      payloadHash,
    ].join('\n');
    const scope = `${auth.day}/${region}/s3/aws4_request`;
    const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
    let key = hmac(`AWS4${secretAccessKey}`, auth.day);
    key = hmac(key, region);
    key = hmac(key, 's3');
    key = hmac(key, 'aws4_request');
    const expected = createHmac('sha256', key).update(stringToSign).digest();
    if (!timingSafeEqual(expected, Buffer.from(auth.signature, 'hex'))) {
      throw new S3Failure(
        403,
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided. Check your key and signing method.',
      );
    }
  };

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const [rawPath = '/', query = ''] = (request.url ?? '/').split('?');
      const answer = (
        status: number,
        payload: string | Buffer = '',
        headers: Record<string, string> = {},
        code?: string,
      ) => {
        requests.push({ method: request.method ?? '', path: rawPath, status, ...(code ? { code } : {}) });
        response.writeHead(status, headers);
        response.end(payload);
      };
      try {
        verify(request, rawPath, query, body);
        const [, bucketName, ...keyParts] = rawPath.split('/');
        if (bucketName !== bucket)
          throw new S3Failure(404, 'NoSuchBucket', 'The specified bucket does not exist.');
        const key = keyParts.map(decodeURIComponent).join('/');
        if (!key) throw new S3Failure(400, 'InvalidRequest', 'This stand-in speaks only object operations.');
        const fault = standIn.fault?.(request.method ?? '', key);
        if (fault) throw new S3Failure(fault.status, fault.code, 'Injected fault.');
        switch (request.method) {
          case 'PUT': {
            const contentType = request.headers['content-type'] ?? 'binary/octet-stream';
            objects.set(key, { body, contentType });
            answer(200, '', { etag: `"${createHash('md5').update(body).digest('hex')}"` });
            return;
          }
          case 'GET': {
            const object = objects.get(key);
            if (!object) throw new S3Failure(404, 'NoSuchKey', 'The specified key does not exist.');
            answer(200, object.body, {
              'content-type': object.contentType,
              'content-length': String(object.body.length),
            });
            return;
          }
          case 'DELETE':
            objects.delete(key);
            answer(204);
            return;
          default:
            throw new S3Failure(
              405,
              'MethodNotAllowed',
              'The specified method is not allowed against this resource.',
            );
        }
      } catch (error) {
        if (!(error instanceof S3Failure)) throw error;
        answer(
          error.status,
          xmlError(error.code, error.message, rawPath),
          { 'content-type': 'application/xml' },
          error.code,
        );
      }
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const endpoint = `http://127.0.0.1:${port}`;

  const standIn: S3StandIn = {
    fault: undefined,
    endpoint,
    bucket,
    region,
    accessKeyId,
    secretAccessKey,
    objects,
    requests,
    env: (overrides = {}) => ({
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: region,
      S3_ACCESS_KEY_ID: accessKeyId,
      S3_SECRET_ACCESS_KEY: secretAccessKey,
      ...overrides,
    }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
  return standIn;
}
