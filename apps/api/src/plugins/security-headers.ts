import fp from 'fastify-plugin';
import helmet from 'helmet';
import { APP_STARTER_HASH } from './first-screen';

/** Browser features the shop uses: location for the store finder, payment for checkout; nothing else. */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), browsing-topics=()';

export interface SecurityHeadersOptions {
  /** The map tiles' URL template (MAP_TILE_URL): their origin may serve images. */
  mapTileUrl: string;
  /** Where Autopay's payment page is (AUTOPAY_URL, or the demo's sandbox): forms may post there. */
  autopayUrl: string | undefined;
  /** Where `/uploads/…` redirects images to when they are kept in a bucket: that origin may serve images. */
  uploadsOrigin?: string | undefined;
}

/**
 * Where the shop may post a form, for the CSP: itself, and Autopay's payment page — Autopay starts
 * with a form the payment window (which keeps this page's policy) posts to Autopay's host, or to
 * the sandbox at the public address, which the buyer may be shopping under another name of.
 */
function formTargets(autopayUrl: string | undefined): string[] {
  return ["'self'", ...(autopayUrl && URL.canParse(autopayUrl) ? [new URL(autopayUrl).origin] : [])];
}

/** Where map tiles load from, for the CSP: the tile URL's origin, `{s}` subdomains as a wildcard. */
function tileSource(template: string): string {
  return (/^https?:\/\/[^/]+/.exec(template)?.[0] ?? "'self'").replace(/\{s\}/g, '*');
}

/** The headers every answer carries: the content security policy, isolation, permissions and HSTS. */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    // Helmet's headers are the same on every answer: made once here, not once a request.
    const setHelmetHeaders = helmet({
      strictTransportSecurity: false,
      // The shop's tab and an operator's page on another origin stay apart: the operator's page
      // cannot reach the tab, and the tab loses sight of that window (it reads as closed). The tab
      // therefore follows a payment by its id, never by its window (web features/orders).
      crossOriginOpenerPolicy: { policy: 'same-origin' },
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          // The inline script that starts the app under a server-drawn first screen, by its hash.
          scriptSrc: ["'self'", APP_STARTER_HASH],
          // Mantine sets style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            tileSource(options.mapTileUrl),
            ...(options.uploadsOrigin ? [options.uploadsOrigin] : []),
          ],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: formTargets(options.autopayUrl),
          frameAncestors: ["'none'"],
        },
      },
    });
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('permissions-policy', PERMISSIONS_POLICY);
      // Over plain HTTP the header means nothing; behind a proxy (TRUST_PROXY) the protocol is the buyer's.
      if (request.protocol === 'https')
        reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
      setHelmetHeaders(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'security-headers' },
);
