/**
 * Security headers for every response. The CSP allows scripts from our own origin only (no inline
 * script). Styles allow 'unsafe-inline' because react-hot-toast injects its keyframes in a <style> tag;
 * that permits CSS, never script.
 */
import { secureHeaders } from 'hono/secure-headers';

const self = "'self'";

export const securityHeaders = () =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [self],
      scriptSrc: [self],
      styleSrc: [self, "'unsafe-inline'"],
      imgSrc: [self, 'data:', 'blob:'],
      fontSrc: [self],
      connectSrc: [self],
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
