/**
 * Whom the form's rate limit counts: an IPv4 client by its address, an IPv6 client by its /64.
 * One household, office or phone gets at least a /64 from its provider and picks any address in
 * it at will (privacy addresses change daily), so counting per /128 would give it 2^64 counts.
 * A /64, not the /56 express-rate-limit counts by default: providers that give each customer or
 * phone its own /64 put up to 256 of them in one /56, and a count shared with strangers would turn
 * away people with a lead to send; an abuser with a /56 gets 256 counts, each at LEADS_RATE_LIMIT.
 */
import { isIPv6 } from 'node:net';

export const IPV6_PREFIX = 64;

/** The eight 16-bit groups of an IPv6 address that the URL parser has already normalised (no dotted quad). */
function groups(normalised: string): number[] {
  const [head, tail] = normalised.split('::') as [string, string | undefined];
  const parse = (part: string | undefined) => (part ? part.split(':').map((g) => parseInt(g, 16)) : []);
  const [start, end] = [parse(head), parse(tail)];
  return tail === undefined ? start : [...start, ...Array<number>(8 - start.length - end.length).fill(0), ...end];
}

export function rateLimitKey(ip: string | undefined): string {
  if (!ip || !isIPv6(ip)) return ip ?? 'unknown';
  // The URL parser writes any IPv6 address one way: lower case, hex groups, zeros compressed. A zone (%eth0) is the host's own.
  const address = groups(new URL(`http://[${ip.split('%')[0]}]`).hostname.slice(1, -1));
  // An IPv4 client on a dual-stack socket (::ffff:203.0.113.7) is counted as IPv4.
  if (address.slice(0, 5).every((g) => g === 0) && address[5] === 0xffff) {
    return [address[6]! >> 8, address[6]! & 255, address[7]! >> 8, address[7]! & 255].join('.');
  }
  return `${address.slice(0, IPV6_PREFIX / 16).map((g) => g.toString(16)).join(':')}::/${IPV6_PREFIX}`;
}
