import type { FastifyInstance } from 'fastify';
import type { MerchantsConfig } from '../../shared/generated/merchants.schema';

/** A config origin as a CSP source: exactly scheme://host[:port], so nothing else can ride into the header. */
function originSource(origin: string, where: string): string {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    throw new Error(`${where}: "${origin}" is not an origin`);
  }
  if (parsed.origin !== origin) throw new Error(`${where}: "${origin}" is not an origin (expected "${parsed.origin}")`);
  return origin;
}

/** The origins that may frame the checkout: every merchant's embedOrigins (config/merchants.json). */
export function embeddingOrigins(merchants: Pick<MerchantsConfig, 'merchants'>): string[] {
  const origins = merchants.merchants.flatMap((merchant) =>
    (merchant.embedOrigins ?? []).map((origin) => originSource(origin, `merchant ${merchant.appId} embedOrigins`)),
  );
  return [...new Set(origins)];
}

/** The origins of merchant logos given as https URLs (merchantConfig.merchantLogo); a path under the web root is 'self'. */
function logoOrigins(merchants: Pick<MerchantsConfig, 'merchants'>): string[] {
  const logos = merchants.merchants
    .map((merchant) => merchant.merchantConfig.merchantLogo)
    .filter((logo): logo is string => logo?.startsWith('https://') === true);
  return [...new Set(logos.map((logo) => new URL(logo).origin))];
}

/**
 * The checkout's Content-Security-Policy. Scripts, styles, fonts and API calls come from the
 * checkout's own origin only: no inline script or style and no eval (the payout and KYC forms run
 * validators precompiled at build time). Images may also be blob: (a KYC photo's preview) and the
 * merchants' logos. Only the checkout itself and the merchants' embedOrigins may frame a page, so no
 * other site can lay the card or saved-card payment under a decoy (clickjacking).
 */
export function checkoutContentSecurityPolicy(merchants: Pick<MerchantsConfig, 'merchants'>): string {
  const directives: [string, ...string[]][] = [
    ['default-src', "'self'"],
    ['script-src', "'self'"],
    ['style-src', "'self'"],
    ['img-src', "'self'", 'blob:', ...logoOrigins(merchants)],
    ['font-src', "'self'"],
    ['connect-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
    ['frame-ancestors', "'self'", ...embeddingOrigins(merchants)],
  ];
  return directives.map((directive) => directive.join(' ')).join('; ');
}

/**
 * Powerful features the checkout may use, for its own origin only: the camera for the KYC
 * document and selfie capture, payment for the wallet sheet (Apple Pay, Google Pay). The others
 * are switched off, for the checkout and for anything it could ever frame.
 */
export const checkoutPermissionsPolicy = 'camera=(self), payment=(self), microphone=(), geolocation=(), usb=(), serial=(), hid=(), midi=(), display-capture=()';

/** Headers of every answer: no content sniffing, and only the origin as referrer to other sites. */
const everyAnswer = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
};

/**
 * Security headers on the checkout's answers, however they are served (@fastify/static or a
 * route): the common ones on every answer, and on HTML the Content-Security-Policy and
 * Permissions-Policy. A page with a stricter policy of its own (the sandbox gateway page) keeps it.
 * A hook on the root instance, so static files registered after buildApp get it too.
 */
export function setupSecurityHeaders(app: FastifyInstance, merchants: MerchantsConfig): void {
  // Worked out once: a request only copies them, in a callback hook (no promise per request).
  const common: [string, string][] = Object.entries(everyAnswer);
  const html: [string, string][] = [
    ...common,
    ['content-security-policy', checkoutContentSecurityPolicy(merchants)],
    ['permissions-policy', checkoutPermissionsPolicy],
  ];
  app.addHook('onSend', (_request, reply, payload, done) => {
    const type = reply.getHeader('content-type');
    for (const [name, value] of typeof type === 'string' && type.startsWith('text/html') ? html : common) {
      if (!reply.hasHeader(name)) reply.header(name, value);
    }
    done(null, payload);
  });
}
