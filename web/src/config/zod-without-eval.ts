/**
 * The app is served under a Content-Security-Policy without 'unsafe-eval'
 * (local/gateway/web-app/web-app-headers.ts, docs/deploy.md). Zod would otherwise probe
 * `Function` when each object schema is built, for a compiled fast path: under the policy the
 * probe fails (zod falls back) but the browser reports a violation every time. Imported first
 * by main.ts, so it runs before any module builds a schema.
 */
import { z } from 'zod';

z.config({ jitless: true });
