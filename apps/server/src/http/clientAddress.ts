import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * Which hops in front of the server may write `X-Forwarded-*`: none, the nearest N (the server is
 * reachable only through them), or the proxies with these addresses/CIDRs.
 */
export type TrustProxy = false | { hops: number } | { addresses: string[] };

/** Decides whether the address at position `hop` (0: the socket's peer) is a proxy of ours. */
export type TrustFunction = (address: string, hop: number) => boolean;

/**
 * The trust rule both Fastify (`request.ip`, `request.protocol`) and Socket.IO use: the client is
 * the nearest address in `X-Forwarded-For` that is not a trusted proxy, so a client can prepend
 * whatever it likes and still be keyed on the address our proxy appended.
 */
export function trustFunction(trust: TrustProxy): TrustFunction | false {
  if (trust === false) return false;
  if ('hops' in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return proxyAddr.compile(trust.addresses);
}

/** The client's address of a raw request (a socket handshake) by the same rule as `request.ip`. */
export function clientAddressOf(request: IncomingMessage, trust: TrustFunction | false): string {
  const peer = request.socket.remoteAddress ?? '';
  return trust ? proxyAddr(request, trust) : peer;
}

/** True when every comma-separated entry is an address, a CIDR or a proxy-addr name (`loopback`…). */
export function isAddressList(addresses: string[]): boolean {
  try {
    proxyAddr.compile(addresses);
    return addresses.length > 0;
  } catch {
    return false;
  }
}
