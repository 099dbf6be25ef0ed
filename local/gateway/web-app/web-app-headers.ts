/**
 * The security headers of the web app's responses: a strict Content-Security-Policy the
 * built app (Vite: external module scripts and stylesheets, no inline code) works under,
 * framing refused twice (`frame-ancestors 'none'` and `X-Frame-Options: DENY`, for browsers
 * that predate CSP 2), no referrer sent along (the app's paths name conversations), and
 * `nosniff`. docs/deploy.md gives the same headers for a static host.
 */
import { createHash } from 'node:crypto';

/** What a page's policy allows beyond its own origin. */
export interface ContentSecurityPolicyOptions {
  /** Origins the app may `fetch` (the Supabase URL of `/config.json`); its own origin always. */
  readonly connectOrigins: readonly string[];
  /** Inline `<style>` blocks the page carries, allowed by their hash (the gateway's own pages). */
  readonly inlineStyles?: readonly string[];
}

/** `'sha256-…'` of an inline block, as CSP names it. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The origin of `url`, or null when it is not an http(s) URL. */
function originOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/** The policy: everything from the app's own origin only, nothing inline unless hashed. */
export function contentSecurityPolicy(options: ContentSecurityPolicyOptions): string {
  const connect = [...new Set(options.connectOrigins.map(originOf).filter((origin) => origin !== null))];
  const styles = (options.inlineStyles ?? []).map(cspHash);
  return [
    "default-src 'self'",
    "script-src 'self'",
    ['style-src', "'self'", ...styles].join(' '),
    "img-src 'self' data:",
    "font-src 'self'",
    ['connect-src', "'self'", ...connect].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** The headers every web app response carries, under `policy`. */
export function webAppSecurityHeaders(policy: string): Readonly<Record<string, string>> {
  return {
    'content-security-policy': policy,
    'x-frame-options': 'DENY',
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
  };
}
