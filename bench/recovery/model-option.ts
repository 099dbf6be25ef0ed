/**
 * The `--model` option of `npm run bench:recovery`: one model or several, comma-separated.
 */
import { type DeterministicModelName, deterministicModelNames } from './recovery-model.ts';

/** A model named on the command line: a deterministic model of RECOVERY.md, or a real
 * model of the provider registry written `provider:model-id`. */
export type ModelChoice =
  | { readonly kind: 'deterministic'; readonly name: DeterministicModelName }
  | { readonly kind: 'real'; readonly name: string };

function isDeterministicName(text: string): text is DeterministicModelName {
  return (deterministicModelNames as readonly string[]).includes(text);
}

/**
 * Parses `--model`: `literal` (the default), `schema-aware`, `all` (both deterministic
 * models), `provider:model-id`, or a comma-separated list of these; each model once, in
 * the order named. Fails with the offending entry named.
 */
export function parseModelOption(text: string | undefined): ModelChoice[] {
  const entries = (text ?? 'literal').split(',').map((entry) => entry.trim());
  const choices: ModelChoice[] = [];
  const add = (choice: ModelChoice): void => {
    if (!choices.some((existing) => existing.name === choice.name)) choices.push(choice);
  };
  for (const entry of entries) {
    if (entry === 'all') {
      for (const name of deterministicModelNames) add({ kind: 'deterministic', name });
    } else if (isDeterministicName(entry)) {
      add({ kind: 'deterministic', name: entry });
    } else if (/^[a-z][a-z0-9-]*:\S+$/i.test(entry)) {
      add({ kind: 'real', name: entry });
    } else {
      throw new Error(
        `Unknown model ${
          JSON.stringify(entry)
        }: use literal, schema-aware, all, or provider:model-id (e.g. openai:gpt-4.1-mini).`,
      );
    }
  }
  return choices;
}
