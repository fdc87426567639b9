/**
 * The send-time guard (README.md, "Private targets"): the receiver's name is resolved, every address
 * it resolves to must be public, and the connection is made to the address checked (the request's
 * own `lookup`), so a name that answers a public address at save and a private one at send (DNS
 * rebinding) is refused all the same. WEBHOOK_ALLOW_PRIVATE turns it off.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import type { LookupFunction } from 'node:net';
import { addressScope } from '../../resources/webhookRules.ts';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** A name's addresses; the system resolver by default, another in tests (a stand-in for a name that turns private). */
export type Resolve = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolve: Resolve = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** Why an attempt did not leave: the text is what the delivery log records as its error. */
export class RefusedAddress extends Error {
  constructor(address: string) {
    super(`refused: the address ${address} is inside the server's network`);
    this.name = 'RefusedAddress';
  }
}

/**
 * A `lookup` for net/tls.connect that resolves with `resolve`, refuses when any address is not
 * public, and hands the connection exactly the addresses it checked. Node calls no lookup for an IP
 * literal, so a literal host is checked here, before any request is made (RefusedAddress thrown).
 */
export function checkedLookup(host: string, resolve: Resolve): LookupFunction {
  const scope = addressScope(host);
  if (scope !== undefined && scope !== 'public') throw new RefusedAddress(host);
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? found.filter((one) => one.family === options.family) : found;
        const refused = found.find((one) => addressScope(one.address) !== 'public')?.address;
        if (refused !== undefined) return callback(new RefusedAddress(refused), '', 0);
        if (wanted.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
        // With `all` (Node's happy eyeballs asks for it) the callback takes the list.
        if (options.all) return (callback as unknown as (error: null, addresses: ResolvedAddress[]) => void)(null, wanted);
        callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: Error) => callback(error as NodeJS.ErrnoException, '', 0),
    );
  };
}
