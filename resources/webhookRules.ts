/**
 * The rule of a webhook's address, run by the form and the server alike: http or https only, no
 * credentials in it, and (unless the server allows private targets, WEBHOOK_ALLOW_PRIVATE) no host
 * inside the server's own network. The server checks the resolved addresses again at each send
 * (server/webhooks/webhookAddress.ts): a name is only refused here when it can only mean this machine.
 */
export type WebhookUrlProblem = 'urlInvalid' | 'urlCredentials' | 'urlPrivate';

/** Where an IP address leads: the internet, or somewhere a request from the server must not go. */
export type AddressScope = 'public' | 'loopback' | 'private' | 'linkLocal' | 'unspecified';

function ipv4Octets(text: string): number[] | undefined {
  const parts = text.split('.');
  if (parts.length !== 4 || parts.some((part) => !/^\d{1,3}$/.test(part) || Number(part) > 255)) return undefined;
  return parts.map(Number);
}

function ipv4Scope([a, b]: readonly number[]): AddressScope {
  // 0.0.0.0/8 is "this network": a connection to it reaches this machine.
  if (a === 0) return 'unspecified';
  if (a === 127) return 'loopback';
  // 100.64/10 (carrier-grade NAT) is no one's public address either, and holds a cloud's metadata service.
  if (a === 10 || (a === 172 && b! >= 16 && b! <= 31) || (a === 192 && b === 168) || (a === 100 && b! >= 64 && b! <= 127)) return 'private';
  if (a === 169 && b === 254) return 'linkLocal';
  return 'public';
}

/** The eight 16-bit groups of an IPv6 address (`::` expanded, a dotted IPv4 tail read as two groups), or undefined. */
function ipv6Groups(text: string): number[] | undefined {
  const halves = text.split('::');
  if (halves.length > 2) return undefined;
  const read = (half: string, last: boolean): number[] | undefined => {
    if (half === '') return [];
    const groups: number[] = [];
    const parts = half.split(':');
    for (const [index, part] of parts.entries()) {
      const octets = last && index === parts.length - 1 ? ipv4Octets(part) : undefined;
      if (octets) groups.push((octets[0]! << 8) | octets[1]!, (octets[2]! << 8) | octets[3]!);
      else if (/^[0-9a-f]{1,4}$/i.test(part)) groups.push(parseInt(part, 16));
      else return undefined;
    }
    return groups;
  };
  const head = read(halves[0]!, halves.length === 1);
  const tail = halves.length === 2 ? read(halves[1]!, true) : [];
  if (!head || !tail) return undefined;
  if (halves.length === 1) return head.length === 8 ? head : undefined;
  const missing = 8 - head.length - tail.length;
  return missing >= 1 ? [...head, ...new Array<number>(missing).fill(0), ...tail] : undefined;
}

function ipv6Scope(groups: readonly number[]): AddressScope {
  const zeroUpTo = (count: number) => groups.slice(0, count).every((group) => group === 0);
  const embedded = () => ipv4Scope([groups[6]! >> 8, groups[6]! & 0xff]);
  if (zeroUpTo(8)) return 'unspecified';
  if (zeroUpTo(7) && groups[7] === 1) return 'loopback';
  // IPv4-mapped (::ffff:a.b.c.d), IPv4-compatible (::a.b.c.d) and NAT64 (64:ff9b::a.b.c.d) lead where their IPv4 address does.
  if (zeroUpTo(5) && groups[5] === 0xffff) return embedded();
  if (zeroUpTo(6)) return embedded();
  if (groups[0] === 0x64 && groups[1] === 0xff9b && groups.slice(2, 6).every((group) => group === 0)) return embedded();
  const first = groups[0]!;
  if ((first & 0xfe00) === 0xfc00) return 'private';
  if ((first & 0xffc0) === 0xfe80) return 'linkLocal';
  // fec0::/10, the withdrawn site-local range: still private wherever it is in use.
  if ((first & 0xffc0) === 0xfec0) return 'private';
  return 'public';
}

/** The scope of an IP address (IPv4 dotted, IPv6 with or without brackets and zone), or undefined when the text is no IP address. */
export function addressScope(text: string): AddressScope | undefined {
  const address = text.replace(/^\[(.*)\]$/, '$1').replace(/%.*$/, '');
  const octets = ipv4Octets(address);
  if (octets) return ipv4Scope(octets);
  if (!address.includes(':')) return undefined;
  const groups = ipv6Groups(address);
  return groups ? ipv6Scope(groups) : undefined;
}

/** A URL's host that can only mean the server's own network: `localhost` (and its subdomains, RFC 6761) or an IP address that is not public. */
export function isInternalHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  const scope = addressScope(host);
  return scope !== undefined && scope !== 'public';
}

export function webhookUrlProblem(value: string, { allowPrivate = false }: { allowPrivate?: boolean } = {}): WebhookUrlProblem | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'urlInvalid';
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) return 'urlInvalid';
  if (url.username || url.password) return 'urlCredentials';
  if (!allowPrivate && isInternalHost(url.hostname)) return 'urlPrivate';
  return undefined;
}

export const WEBHOOK_EVENTS = ['CONTENT_PUBLISHED', 'CONTENT_UPDATED', 'CONTENT_UNPUBLISHED', 'CONTENT_DELETED', 'HEADLINE_CHANGED', 'MENU_CHANGED'] as const;
export type WebhookEventName = (typeof WEBHOOK_EVENTS)[number];
