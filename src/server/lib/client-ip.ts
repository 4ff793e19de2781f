/**
 * The caller's address for rate limits and session records: the socket's peer, or, when TRUST_PROXY=true,
 * the address our own proxies saw. X-Forwarded-For is a list each proxy appends its peer to, and the
 * caller writes whatever it likes in front: so the address is read from the right, past the
 * TRUST_PROXY_HOPS proxies we run (1: the socket is our proxy, the right-most entry is the caller).
 */
import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import type { AppEnv } from '../app-env';

const UNKNOWN = 'unknown';

/** The longest text form of an IPv6 address (with an IPv4 tail); anything longer is not an address. */
const MAX_ADDRESS_LENGTH = 45;

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // In-process requests (tests calling app.request) have no socket.
    return undefined;
  }
}

/**
 * The network an address stands for in per-address limits and view counts: an IPv4 address itself, an
 * IPv6 address its /64 ('2001:db8:1:2::/64'), since a home line or a phone is given a whole /64 and may
 * use any address in it; an IPv4 address written as IPv6 (::ffff:1.2.3.4) is that IPv4 address.
 */
export function addressNetwork(address: string): string {
  if (!ipaddr.isValid(address)) return address;
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const v6 = parsed as ipaddr.IPv6;
  if (v6.isIPv4MappedAddress()) return v6.toIPv4Address().toString();
  return `${new ipaddr.IPv6([...v6.parts.slice(0, 4), 0, 0, 0, 0]).toString()}/64`;
}

/** The caller's network (addressNetwork of clientIp): what every per-address limit counts. */
export const clientNetwork = (c: Context<AppEnv>): string => addressNetwork(clientIp(c));

export function clientIp(c: Context<AppEnv>): string {
  const { TRUST_PROXY, TRUST_PROXY_HOPS } = c.var.deps.env;
  const socket = socketAddress(c);
  if (!TRUST_PROXY) return socket ?? UNKNOWN;
  // proxy-addr reads only these two fields of the request.
  const request = {
    headers: { 'x-forwarded-for': c.req.header('X-Forwarded-For') },
    socket: { remoteAddress: socket },
  } as unknown as IncomingMessage;
  // Hop 0 is the socket's peer, hop 1 the right-most entry, and so on: the first hop we do not run is the caller.
  const address = proxyAddr(request, (_address, hop) => hop < TRUST_PROXY_HOPS);
  return address ? address.slice(0, MAX_ADDRESS_LENGTH) : UNKNOWN;
}
