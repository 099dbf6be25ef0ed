import { parseEnvFile } from '../gateway/env-file.ts';

/** The variables the CLI takes from `.env` files, read with the gateway's own parser so
 * both see the same values (a BOM, indented comments, quoting). */
export const envFileVariables = ['SUPABASE_JWT_SECRET', 'SUPABASE_ANON_KEY', 'PARLEY_USER_TOKEN'] as const;

/**
 * The values of `variables` (default {@link envFileVariables}) in the given `.env` files
 * (later files win), under those of `environment`, which always win. A file that cannot
 * be read is skipped.
 */
export function withEnvFiles(
  environment: Readonly<Record<string, string | undefined>>,
  files: readonly string[],
  readText: (path: string) => string | null,
  variables: readonly string[] = envFileVariables,
): Record<string, string | undefined> {
  const fromFiles: Record<string, string> = {};
  for (const file of files) {
    const text = readText(file);
    if (text === null) continue;
    const { values } = parseEnvFile(text);
    for (const name of variables) {
      const value = values[name];
      if (value !== undefined && value.trim().length > 0) fromFiles[name] = value;
    }
  }
  const merged: Record<string, string | undefined> = { ...environment };
  for (const [name, value] of Object.entries(fromFiles)) {
    if (merged[name] === undefined || merged[name]?.trim() === '') merged[name] = value;
  }
  return merged;
}
