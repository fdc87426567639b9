import { describe, expect, it } from 'vitest';
import { EXPIRY_MARGIN_SECONDS, isTokenExpired, readTokenExpiry } from './tokenExpiry.ts';

describe('token expiry', () => {
  const exp = 1_900_000_000;

  it('uses a 300 second margin', () => {
    expect(EXPIRY_MARGIN_SECONDS).toBe(300);
  });

  it('counts a token as expired exactly 300 s before exp', () => {
    expect(isTokenExpired(exp, (exp - 300) * 1000 - 1)).toBe(false);
    expect(isTokenExpired(exp, (exp - 300) * 1000)).toBe(true);
    expect(isTokenExpired(exp, (exp - 299) * 1000)).toBe(true);
    expect(isTokenExpired(exp, (exp - 301) * 1000)).toBe(false);
  });

  it('treats a token without exp as expired', () => {
    expect(isTokenExpired(undefined, 0)).toBe(true);
  });

  it('reads exp from a JWT payload (base64url)', () => {
    const payload = btoa(JSON.stringify({ exp, name: 'Ada Yönetici?>' })).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(readTokenExpiry(`header.${payload}.signature`)).toBe(exp);
    expect(readTokenExpiry('not-a-jwt')).toBeUndefined();
    expect(readTokenExpiry(undefined)).toBeUndefined();
  });
});
