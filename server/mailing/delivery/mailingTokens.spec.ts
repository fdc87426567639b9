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

  it('keeps the purposes apart: a confirm token does not unsubscribe, an unsubscribe token does not confirm', () => {
    const confirm = tokens.signConfirm(42);
    expect(tokens.verifyConfirm(confirm, 60_000)).toBe(42);
    expect(tokens.verify(confirm)).toBeUndefined();
    expect(tokens.verifyConfirm(tokens.sign({ subscriberId: 42, mailingId: 7 }), 60_000)).toBeUndefined();
    const [payload, signature] = confirm.split('.');
    expect(tokens.verifyConfirm(`${Buffer.from(`confirm.43.${Buffer.from(payload, 'base64url').toString().split('.')[2]}`).toString('base64url')}.${signature}`, 60_000)).toBeUndefined();
    expect(createMailingTokens('another secret').verifyConfirm(confirm, 60_000)).toBeUndefined();
  });

  it('lets a confirm token run out', () => {
    const issued = new Date('2026-01-01T00:00:00Z');
    const confirm = tokens.signConfirm(42, issued);
    expect(tokens.verifyConfirm(confirm, 3_600_000, new Date('2026-01-01T00:59:00Z'))).toBe(42);
    expect(tokens.verifyConfirm(confirm, 3_600_000, new Date('2026-01-01T01:01:00Z'))).toBeUndefined();
  });
});
