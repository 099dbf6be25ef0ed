import type { Configuration } from './configuration.ts';
import { configurationSchema } from './configuration-schema.ts';
import type { Environment } from './environment.ts';

/** A configuration that cannot work; the message names each variable at fault. */
export class ConfigurationError extends Error {
  override readonly name = 'ConfigurationError';
  /** The variables at fault, in the order of the schema. */
  readonly variables: readonly string[];

  constructor(problems: readonly { variable: string; message: string }[]) {
    super(`Invalid configuration: ${problems.map((problem) => problem.message).join(' ')}`);
    this.variables = problems.map((problem) => problem.variable);
  }
}

/**
 * Parses the environment into the configuration, once per worker (the function runtime
 * does it at boot). Throws a {@link ConfigurationError} naming every malformed variable, so
 * a typo fails the boot rather than a user's request. Missing settings a function cannot
 * work without are that function's to refuse (function-runtime.ts, chat-function.ts).
 */
export function parseConfiguration(environment: Environment): Configuration {
  const parsed = configurationSchema.safeParse(environment);
  if (parsed.success) return parsed.data;
  throw new ConfigurationError(parsed.error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? '');
    // The product's own parsers (app URLs, the credentials key) already name the variable.
    const message = issue.message.startsWith(variable) ? issue.message : `${variable} ${issue.message}`;
    return { variable, message };
  }));
}
