import { describe, expect, it } from 'vitest';
import { hashLinkToken, LinkSigner } from './signed-links';

const signer = new LinkSigner('a-secret-of-the-tests-of-signed-links');

/** The token with its character at `index` replaced by `char`. */
const withChar = (token: string, index: number, char: string) =>
  `${token.slice(0, index)}${char}${token.slice(index + 1)}`;

describe('e-mail link tokens', () => {
  it('checks an issued token and answers the hash it is stored by', () => {
    const { token, hash } = signer.issue('reset');
    expect(signer.check('reset', token)).toEqual({ hash });
    expect(hash).toBe(hashLinkToken(token));
  });

  it('refuses a token of the other purpose, or with any character of its signature changed, as altered', () => {
    const { token } = signer.issue('reset');
    expect(signer.check('verify', token)).toEqual({ defect: 'tampered' });
    const start = token.indexOf('.') + 1;
    for (let index = start; index < token.length; index++) {
      const other = token[index] === 'A' ? 'B' : 'A';
      expect(signer.check('reset', withChar(token, index, other)), `character ${index}`).toEqual({
        defect: 'tampered',
      });
    }
  });

  it('refuses a signature that decodes to the same bytes but is not the text issued', () => {
    // 16 bytes are 22 base64url characters, the last holding 2 bits: its other 4 are ignored by a
    // decoder, so only a comparison of the text tells these apart.
    const { token } = signer.issue('verify');
    // As issued, the last character is A, Q, g or w (its ignored bits zero); the next one in the
    // alphabet differs only in those.
    const last = token.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBits = alphabet[alphabet.indexOf(last) + 1]!;
    const altered = withChar(token, token.length - 1, sameBits);
    expect(Buffer.from(altered.split('.')[1]!, 'base64url')).toEqual(
      Buffer.from(token.split('.')[1]!, 'base64url'),
    );
    expect(signer.check('verify', altered)).toEqual({ defect: 'tampered' });
  });

  it('calls a token of the wrong shape malformed', () => {
    expect(signer.check('reset', 'not-a-token')).toEqual({ defect: 'malformed' });
    expect(signer.check('reset', `${signer.issue('reset').token}x`)).toEqual({ defect: 'malformed' });
  });
});
