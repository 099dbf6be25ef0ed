/**
 * Deployment settings of the Gmail integration. Every base URL has the real endpoint
 * as its default; tests point them at local stand-in servers.
 */
import { defaultGmailApiBaseUrl } from './gmail-client.ts';
import { defaultGoogleTokenUrl } from './google-token-client.ts';

/** Where Gmail and Google's token endpoint are, and the OAuth client tokens belong to. */
export interface GmailConfiguration {
  /** `GOOGLE_CLIENT_ID`: needed to refresh access tokens. */
  readonly googleClientId?: string;
  /** `GOOGLE_CLIENT_SECRET`: needed to refresh access tokens. */
  readonly googleClientSecret?: string;
  /** `GMAIL_API_BASE_URL`; https://gmail.googleapis.com/gmail/v1 by default. */
  readonly gmailApiBaseUrl?: string;
  /** `GOOGLE_TOKEN_URL`; https://oauth2.googleapis.com/token by default. */
  readonly googleTokenUrl?: string;
}

/** The configuration with every default filled in. */
export interface ResolvedGmailConfiguration {
  readonly googleClientId: string | undefined;
  readonly googleClientSecret: string | undefined;
  readonly gmailApiBaseUrl: string;
  readonly googleTokenUrl: string;
}

function setting(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === undefined || trimmed === '' ? undefined : trimmed;
}

/** Fills in the defaults. */
export function resolveGmailConfiguration(configuration: GmailConfiguration = {}): ResolvedGmailConfiguration {
  return {
    googleClientId: setting(configuration.googleClientId),
    googleClientSecret: setting(configuration.googleClientSecret),
    gmailApiBaseUrl: setting(configuration.gmailApiBaseUrl) ?? defaultGmailApiBaseUrl,
    googleTokenUrl: setting(configuration.googleTokenUrl) ?? defaultGoogleTokenUrl,
  };
}
