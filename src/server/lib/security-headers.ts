/**
 * Security headers for every response. The CSP allows scripts from our own origin only (no inline
 * script), plus Razorpay Checkout when Razorpay is configured. Styles allow 'unsafe-inline' because react-hot-toast injects its keyframes in a <style> tag;
 * that permits CSS, never script.
 */
import { secureHeaders } from 'hono/secure-headers';

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

export const securityHeaders = ({ razorpay = false }: { razorpay?: boolean } = {}) =>
  secureHeaders({
    contentSecurityPolicy: {
      defaultSrc: [self],
      scriptSrc: razorpay ? [self, ...RAZORPAY.script] : [self],
      ...(razorpay ? { frameSrc: RAZORPAY.frame } : {}),
      styleSrc: [self, "'unsafe-inline'"],
      imgSrc: razorpay ? [self, 'data:', 'blob:', ...RAZORPAY.img] : [self, 'data:', 'blob:'],
      fontSrc: [self],
      connectSrc: razorpay ? [self, ...RAZORPAY.connect] : [self],
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
