/**
 * The HTTPS agent alerts are sent through. With `publicOnly` it refuses, before any connection is
 * opened, a push endpoint that leads to this machine or a private network: an IP literal is judged as
 * written, a name by every address it resolves to at that moment. Checking the address actually
 * connected to (not the name saved) is what defeats DNS rebinding: a name that was public when the
 * browser subscribed and points inside now is refused now.
 */
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent, type AgentOptions } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import type { AppDeps } from '../../app-env';
import { isPublicAddress } from '../../lib/public-address';

export interface PushNetwork {
  /** Send only to public addresses (on in production; tests' receiver runs on loopback). */
  publicOnly: boolean;
  /** How names are resolved (dns.lookup when unset); tests point a name at loopback with it. */
  lookup?: LookupFunction | undefined;
}

/** The push network rules for `deps`: as configured, else public-only in production. */
export function pushNetwork(deps: Pick<AppDeps, 'env' | 'pushNetwork'>): PushNetwork {
  return deps.pushNetwork ?? { publicOnly: deps.env.NODE_ENV === 'production' };
}

/** A push endpoint led to an address that is not public; the subscription is unusable. */
export class PrivateAddressError extends Error {
  readonly code = 'EPRIVATEADDRESS';
  constructor(
    readonly host: string,
    readonly address: string,
  ) {
    super(`push endpoint ${host} leads to ${address}, which is not a public address`);
    this.name = 'PrivateAddressError';
  }
}

/** `resolve`, answering an error instead when any address the name resolves to is not public. */
function publicOnlyLookup(resolve: LookupFunction): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, { ...options, all: true }, (err, found) => {
      if (err) return callback(err, []);
      const addresses = (Array.isArray(found) ? found : [{ address: found, family: isIP(found) }]) as LookupAddress[];
      const inside = addresses.find(({ address }) => !isPublicAddress(address));
      if (inside) return callback(new PrivateAddressError(hostname, inside.address), []);
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      if (!first) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), []);
      callback(null, first.address, first.family);
    });
  };
}

class PublicOnlyAgent extends Agent {
  override createConnection(
    options: Parameters<Agent['createConnection']>[0],
    callback?: (err: Error | null, stream: Duplex) => void,
  ) {
    // Node connects to an IP literal without a lookup, so it is judged here, as written.
    const host = String(options.host ?? options.hostname ?? '');
    if (isIP(host) && !isPublicAddress(host)) {
      const error = new PrivateAddressError(host, host);
      if (!callback) throw error;
      callback(error, undefined as unknown as Duplex);
      return undefined;
    }
    return super.createConnection(options, callback);
  }
}

/**
 * The agent for one run of the alert job (kept-alive connections are reused within the run and closed
 * with it); `tls` adds trust (tests' self-signed receiver).
 */
export function pushAgent(network: PushNetwork, tls: Pick<AgentOptions, 'ca'> = {}): Agent {
  const resolve = network.lookup ?? (dnsLookup as LookupFunction);
  if (!network.publicOnly) return new Agent({ ...tls, keepAlive: true, lookup: resolve });
  return new PublicOnlyAgent({ ...tls, keepAlive: true, lookup: publicOnlyLookup(resolve) });
}
