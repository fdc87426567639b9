import { describe, expect, it } from 'vitest';
import { createMailingTokens } from './mailingTokens.ts';

describe('mailing tokens', () => {
  const tokens = createMailingTokens('a secret of the test');

  it('verifies what it signed, for that mailing', () => {
    const token = tokens.sign({ subscriberId: 42, mailingId: 7 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    expect(tokens.verify(token)).toEqual({ subscriberId: 42, mailingId: 7 });
    expect(tokens.verify(token, 7)).toEqual({ subscriberId: 42, mailingId: 7 });
  });

  it('refuses another mailing, a tampered token and another secret', () => {
    const token = tokens.sign({ subscriberId: 42, mailingId: 7 });
    expect(tokens.verify(token, 8)).toBeUndefined();
    const [, signature] = token.split('.');
    const otherPayload = Buffer.from('43.7').toString('base64url');
    expect(tokens.verify(`${otherPayload}.${signature}`)).toBeUndefined();
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    expect(tokens.verify(`${token.split('.')[0]}.${flipped}`)).toBeUndefined();
    expect(createMailingTokens('another secret').verify(token)).toBeUndefined();
    expect(tokens.verify('')).toBeUndefined();
    expect(tokens.verify('not.a token')).toBeUndefined();
  });
});
