import type { LookupOptions } from 'node:dns';
import { describe, expect, it } from 'vitest';
import { checkedLookup, RefusedAddress, type Resolve } from './webhookAddress.ts';

/** The connection's lookup: it hands over exactly the addresses it checked, in the form net.connect asks for. */
const lookupOf = (resolve: Resolve, host = 'hooks.example.com') => (options: LookupOptions) =>
  new Promise<{ error: Error | null; address: unknown; family?: number }>((done) =>
    checkedLookup(host, resolve)(host, options, (error: Error | null, address: unknown, family?: number) => done({ error, address, family })),
  );

describe('checkedLookup', () => {
  const publicOnly: Resolve = async () => [{ address: '2606:2800:220:1::1', family: 6 }, { address: '93.184.215.14', family: 4 }];

  it('hands the connection the public addresses it resolved, one or all', async () => {
    expect(await lookupOf(publicOnly)({})).toEqual({ error: null, address: '2606:2800:220:1::1', family: 6 });
    expect(await lookupOf(publicOnly)({ family: 4 })).toEqual({ error: null, address: '93.184.215.14', family: 4 });
    expect(await lookupOf(publicOnly)({ all: true })).toMatchObject({ error: null, address: [{ address: '2606:2800:220:1::1', family: 6 }, { address: '93.184.215.14', family: 4 }] });
  });

  it('refuses when any address is not public, whichever family is asked for', async () => {
    const mixed: Resolve = async () => [{ address: '93.184.215.14', family: 4 }, { address: 'fe80::1', family: 6 }];
    const { error } = await lookupOf(mixed)({ family: 4 });
    expect(error).toBeInstanceOf(RefusedAddress);
    expect(error!.message).toBe("refused: the address fe80::1 is inside the server's network");
  });

  it('passes on a resolver failure, and checks an IP literal before any lookup', async () => {
    const failing: Resolve = async () => Promise.reject(Object.assign(new Error('getaddrinfo ENOTFOUND'), { code: 'ENOTFOUND' }));
    expect((await lookupOf(failing)({})).error).toMatchObject({ code: 'ENOTFOUND' });
    expect(() => checkedLookup('[::ffff:169.254.169.254]', publicOnly)).toThrow("refused: the address [::ffff:169.254.169.254] is inside the server's network");
    expect(() => checkedLookup('8.8.8.8', publicOnly)).not.toThrow();
  });
});
