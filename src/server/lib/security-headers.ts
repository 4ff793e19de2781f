/**
 * Security headers for every response. The CSP allows scripts from our own origin only (no inline
 * script), plus Razorpay Checkout when Razorpay is configured; images, and the service worker's fetches
 * (connect-src, which keeps photos for offline use), also from MEDIA_BASE_URL's origin when photos are
 * served from elsewhere. Styles come only from our own stylesheets: no inline style at all, neither `<style>`
 * elements nor `style` attributes in markup (the toasts are drawn with stylesheet classes, bars whose length
 * is data with SVG attributes; a value set on an element's style object after mount is not inline style).
 *
 * Strict-Transport-Security goes only with answers over HTTPS (RFC 6797 §7.2: never over plain HTTP): a TLS
 * socket of our own, or, behind TRUST_PROXY, the protocol our outermost proxy says in X-Forwarded-Proto.
 */
import type { TLSSocket } from 'node:tls';
import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';
import { every } from 'hono/combine';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';

const self = "'self'";

/**
 * Razorpay Checkout (its script, its payment window, the calls and images they make), allowed only when
 * Razorpay is configured: without it nothing outside our origin may run or load.
 */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
  img: ['https://cdn.razorpay.com'],
};

/** Browsers keep to HTTPS for 180 days once they have seen this over HTTPS (hono's default value). */
const HSTS = 'max-age=15552000; includeSubDomains';

/**
 * True when the client reached us over HTTPS. The socket decides, not the request's URL: a request line in
 * absolute form (`GET https://…`) names any scheme it likes over plain HTTP.
 */
export function isHttpsRequest(c: Context<AppEnv>): boolean {
  // Set by @hono/node-server; in-process requests (tests calling app.request) have no socket.
  const socket = (c.env as Partial<HttpBindings> | undefined)?.incoming?.socket as TLSSocket | undefined;
  if (socket?.encrypted) return true;
  const { TRUST_PROXY, TRUST_PROXY_HOPS } = c.var.deps.env;
  if (!TRUST_PROXY) return false;
  // A proxy that appends to the header adds the protocol it was reached by, as with X-Forwarded-For: the
  // outermost of ours is TRUST_PROXY_HOPS entries from the right (one that sets it leaves a single entry).
  const protocols = (c.req.header('X-Forwarded-Proto') ?? '').split(',').map((p) => p.trim().toLowerCase());
  return protocols[Math.max(0, protocols.length - TRUST_PROXY_HOPS)] === 'https';
}

const strictTransportSecurity = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (isHttpsRequest(c)) c.header('Strict-Transport-Security', HSTS);
});

export interface SecurityHeaderOptions {
  razorpay?: boolean;
  /** MEDIA_BASE_URL: photos load from its origin, and the service worker fetches them from there to keep. */
  mediaBaseUrl?: string | undefined;
}

/** The origin photos come from when it is not our own (a CDN or a bucket); none for `/media`. */
const mediaOrigins = (mediaBaseUrl: string | undefined): string[] =>
  mediaBaseUrl && URL.canParse(mediaBaseUrl) ? [new URL(mediaBaseUrl).origin] : [];

const otherSecurityHeaders = ({ razorpay = false, mediaBaseUrl }: SecurityHeaderOptions = {}) => {
  const media = mediaOrigins(mediaBaseUrl);
  return secureHeaders({
    strictTransportSecurity: false,
    contentSecurityPolicy: {
      defaultSrc: [self],
      scriptSrc: razorpay ? [self, ...RAZORPAY.script] : [self],
      ...(razorpay ? { frameSrc: RAZORPAY.frame } : {}),
      styleSrc: [self],
      imgSrc: [self, 'data:', 'blob:', ...media, ...(razorpay ? RAZORPAY.img : [])],
      fontSrc: [self],
      connectSrc: [self, ...media, ...(razorpay ? RAZORPAY.connect : [])],
      manifestSrc: [self],
      workerSrc: [self],
      objectSrc: ["'none'"],
      baseUri: [self],
      formAction: [self],
      frameAncestors: ["'none'"],
    },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: 'strict-origin-when-cross-origin',
    permissionsPolicy: {
      geolocation: ['self'],
      camera: [],
      microphone: [],
      payment: [],
      usb: [],
    },
  });
};

export const securityHeaders = (options: SecurityHeaderOptions = {}) =>
  every(otherSecurityHeaders(options), strictTransportSecurity);
