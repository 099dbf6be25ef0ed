/**
 * What the integrations function says about one integration: the shape every route
 * answers with. It is built from credential summaries and tool-log usage only, so it has
 * no way to carry a secret, a token or a ciphertext.
 */
import { z } from 'zod';
import type { CredentialSummary } from '../../db/repositories/credentials-repository.ts';
import type { IntegrationUsage } from '../../db/repositories/integration-usage-repository.ts';
import type { ErrorCategory } from '../../tools/error-category.ts';

/** `connected`: usable; `sandbox`: usable against the local gateway's stand-in;
 * `needs_reconnect`: stored but refused, expired or unreadable; `not_connected`: nothing stored. */
export type ConnectionStatus = 'connected' | 'not_connected' | 'needs_reconnect' | 'sandbox';

/** How an integration is connected. */
export type IntegrationKind = 'oauth' | 'api_key' | 'mcp';

/** One credential an MCP server's headers reference (its secret is never part of it). */
export interface McpCredentialStatus {
  readonly name: string;
  readonly status: ConnectionStatus;
}

/** One integration, as the routes answer it. */
export interface IntegrationStatus {
  /** `gmail`, `serper`, `brave`, `serpapi`, or `mcp:<server name>`. */
  readonly id: string;
  readonly kind: IntegrationKind;
  readonly status: ConnectionStatus;
  /** The connected Gmail address. */
  readonly account?: string;
  /** The last 4 characters of a stored API key. */
  readonly fingerprint?: string;
  /** An MCP server's credentials: each name its headers reference, and whether the user stored it. */
  readonly credentials?: readonly McpCredentialStatus[];
  readonly connectedAt: string | null;
  readonly lastUsedAt: string | null;
  readonly lastFailure: { readonly category: ErrorCategory; readonly at: string } | null;
}

/** The status of one stored credential (or of none), before sandbox rules. */
export function credentialStatusOf(summary: CredentialSummary | undefined): ConnectionStatus {
  if (summary === undefined || summary.credentialStatus === 'revoked') return 'not_connected';
  if (!summary.readable || summary.credentialStatus !== 'active') return 'needs_reconnect';
  return 'connected';
}

const accountSchema = z.email().max(320);
// Fingerprints are 4 characters; anything longer in metadata is not shown.
const fingerprintSchema = z.string().min(1).max(4);
const timestampSchema = z.iso.datetime({ offset: true });

/** The Gmail address in a credential's metadata, when it is one. */
export function accountOf(summary: CredentialSummary | undefined): string | undefined {
  const parsed = accountSchema.safeParse(summary?.metadata.account);
  return parsed.success ? parsed.data : undefined;
}

/** The key fingerprint in a credential's metadata, when it is one. */
export function fingerprintOf(summary: CredentialSummary | undefined): string | undefined {
  const parsed = fingerprintSchema.safeParse(summary?.metadata.fingerprint);
  return parsed.success ? parsed.data : undefined;
}

/** When the user connected: `metadata.connectedAt`, else when the row was first stored. */
export function connectedAtOf(summary: CredentialSummary | undefined): string | null {
  if (summary === undefined) return null;
  const stated = timestampSchema.safeParse(summary.metadata.connectedAt);
  return stated.success ? new Date(stated.data).toISOString() : summary.createdAt.toISOString();
}

/** The usage fields of a status. A failure from before `connectedAt` (ISO) was the credential
 * the user has since replaced, so it is not shown. */
export function usageFieldsOf(
  usage: IntegrationUsage | undefined,
  connectedAt: string | null = null,
): Pick<IntegrationStatus, 'lastUsedAt' | 'lastFailure'> {
  const failure = usage?.lastFailure ?? null;
  const stale = failure !== null && connectedAt !== null && failure.at.getTime() < Date.parse(connectedAt);
  return {
    lastUsedAt: usage?.lastUsedAt?.toISOString() ?? null,
    lastFailure: failure === null || stale ? null : { category: failure.category, at: failure.at.toISOString() },
  };
}
