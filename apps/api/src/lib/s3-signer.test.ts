import { describe, expect, it } from 'vitest';
import { amzDate, EMPTY_SHA256, sha256Hex, sign, uriEncode } from './s3-signer';

/** Worked examples published by AWS; a signer that matches them matches S3. */
const S3_EXAMPLE = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const MAY_24 = new Date('2013-05-24T00:00:00Z');

describe('AWS Signature V4', () => {
  it('S3 documentation, GET Object with a Range header', () => {
    const signed = sign({
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      service: 's3',
      credentials: S3_EXAMPLE,
      date: MAY_24,
    });
    expect(signed.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        `x-amz-content-sha256:${EMPTY_SHA256}`,
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        EMPTY_SHA256,
      ].join('\n'),
    );
    expect(signed.signature).toBe('f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41');
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(signed.headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('S3 documentation, PUT Object with an encoded key and a payload', () => {
    const body = 'Welcome to Amazon S3.';
    expect(sha256Hex(body)).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const signed = sign({
      method: 'PUT',
      url: new URL(`https://examplebucket.s3.amazonaws.com/${uriEncode('test$file.text')}`),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash: sha256Hex(body),
      region: 'us-east-1',
      service: 's3',
      credentials: S3_EXAMPLE,
      date: MAY_24,
    });
    expect(signed.signature).toBe('98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });

  it('SigV4 test suite, get-vanilla (no content hash header)', () => {
    const signed = sign({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/'),
      headers: {},
      payloadHash: EMPTY_SHA256,
      contentSha256Header: false,
      region: 'us-east-1',
      service: 'service',
      credentials: {
        accessKeyId: 'AKIDEXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
      },
      date: new Date('2015-08-30T12:36:00Z'),
    });
    expect(signed.signature).toBe('5fa00fa31553b73ebf1942676e86291e8372ff2a2260956d9b8aae1d763fbf31');
  });

  it('encodes like RFC 3986 and formats dates like x-amz-date', () => {
    expect(uriEncode("a b!*'()~._-/ñ")).toBe('a%20b%21%2A%27%28%29~._-%2F%C3%B1');
    expect(amzDate(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });

  it('sorts and encodes the query string', () => {
    const signed = sign({
      method: 'GET',
      url: new URL('https://example.amazonaws.com/?b=2&a=1&a=0&c=x y'),
      headers: {},
      payloadHash: EMPTY_SHA256,
      region: 'us-east-1',
      service: 's3',
      credentials: S3_EXAMPLE,
      date: MAY_24,
    });
    expect(signed.canonicalRequest.split('\n')[2]).toBe('a=0&a=1&b=2&c=x%20y');
  });
});
