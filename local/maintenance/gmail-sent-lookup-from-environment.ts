import { createCredentialCipher } from '../../shared/db/credential-cipher.ts';
import { parseCredentialKeyring } from '../../shared/db/credential-keyring.ts';
import { createCredentialsRepository } from '../../shared/db/repositories/credentials-repository.ts';
import type { SqlClient } from '../../shared/db/sql-client.ts';
import { createGmailSentLookup, type GmailSentLookup } from '../../shared/integrations/gmail/sent-lookup.ts';

/**
 * The Sent-mailbox lookup maintenance settles killed sends with, on the users' stored Gmail
 * credentials: it needs the key they are encrypted with (`PARLEY_CREDENTIALS_KEY`) and the
 * OAuth client that refreshes their tokens (`GOOGLE_CLIENT_ID`, `GOOGLE_CLIENT_SECRET`;
 * `GMAIL_API_BASE_URL`, `GOOGLE_TOKEN_URL` as for gmail-api). Null without a key: then
 * only what the send attempts recorded is settled. A malformed key throws its
 * `CredentialKeyError`, naming the variable.
 */
export function gmailSentLookupFrom(
  environment: Readonly<Record<string, string | undefined>>,
  sql: SqlClient,
): GmailSentLookup | null {
  const key = environment.PARLEY_CREDENTIALS_KEY;
  if (key === undefined || key.trim() === '') return null;
  const credentials = createCredentialsRepository(sql, {
    cipher: createCredentialCipher(parseCredentialKeyring(key)),
  });
  return createGmailSentLookup({
    credentials,
    configuration: {
      googleClientId: environment.GOOGLE_CLIENT_ID,
      googleClientSecret: environment.GOOGLE_CLIENT_SECRET,
      gmailApiBaseUrl: environment.GMAIL_API_BASE_URL,
      googleTokenUrl: environment.GOOGLE_TOKEN_URL,
    },
  });
}
