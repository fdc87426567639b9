import { describe, expect, it } from 'vitest';
import { FILTERED, scrubReport, scrubText } from './errorReports.ts';

const JWT = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl';

describe('error report scrubbing', () => {
  it('filters the values of sensitive names at any depth, in objects and [name, value] pairs', () => {
    const report = scrubReport({
      request: {
        headers: { Authorization: 'Bearer abc', cookie: 'sid=1', 'set-cookie': ['sid=2'], siteid: '4' },
        data: { variables: { newPassword: 'p1', input: { client_secret: 's', code: 'c', title: 'Haber' } } },
        query_string: [['token', 'q1'], ['page', '2']],
      },
    });
    expect(report.request.headers).toEqual({ Authorization: FILTERED, cookie: FILTERED, 'set-cookie': FILTERED, siteid: '4' });
    expect(report.request.data.variables).toEqual({ newPassword: FILTERED, input: { client_secret: FILTERED, code: FILTERED, title: 'Haber' } });
    expect(report.request.query_string).toEqual([['token', FILTERED], ['page', '2']]);
  });

  it('scrubs texts: sign-in parameters of URLs and forms, JSON pairs, bearer credentials and tokens', () => {
    expect(scrubText('/auth/callback?code=abc&state=xyz&lang=tr#id_token=t')).toBe(`/auth/callback?code=${FILTERED}&state=${FILTERED}&lang=tr#id_token=${FILTERED}`);
    expect(scrubText('grant_type=authorization_code&code=abc&code_verifier=v')).toBe(`grant_type=authorization_code&code=${FILTERED}&code_verifier=${FILTERED}`);
    expect(scrubText('{"email":"a@b.c","password":"hunter2","n":1}')).toBe(`{"email":"a@b.c","password":"${FILTERED}","n":1}`);
    expect(scrubText('sent Authorization: Bearer abc.def')).toBe(`sent Authorization: Bearer ${FILTERED}`);
    expect(scrubText(`token ${JWT} expired`)).toBe(`token ${FILTERED} expired`);
  });

  it('keeps only the user id, and copies rather than changes the report', () => {
    const original = { user: { id: 7, email: 'a@b.c', username: 'ada', ip_address: '10.0.0.1' }, message: 'x' };
    expect(scrubReport(original)).toEqual({ user: { id: '7' }, message: 'x' });
    expect(original.user.email).toBe('a@b.c');
  });

  it('survives cycles', () => {
    const looped: Record<string, unknown> = { name: 'a' };
    looped.self = looped;
    const copy = scrubReport(looped);
    expect(copy.self).toBe(copy);
  });
});
