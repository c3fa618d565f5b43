/** proxy-addr's public API as far as the site uses it (Express's own dependency; no @types package is installed). */
declare module 'proxy-addr' {
  /** A compiled TRUST_PROXY: whether the hop at `address` (the i-th from the socket) is trusted. */
  export type Trust = (address: string, i: number) => boolean;
  /** Compiles addresses, subnets (`/N` or a netmask) and names (loopback, linklocal, uniquelocal); throws on what it cannot read. */
  export function compile(value: string | string[]): Trust;
}
