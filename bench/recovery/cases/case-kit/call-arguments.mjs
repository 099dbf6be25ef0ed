// The first call's arguments of a case and the intended tool's validators, as every check
// reads them: the text parsed (or the `meant` value when it is not JSON), and ajv and zod
// asked together, a disagreement being a problem of the set.

import { parseJson } from './case-files.mjs';

/** The call's arguments parsed (`raw`) and the value meant (`args`); reports a text that is
 * not JSON without a `meant`, a `meant` beside valid JSON, and JSON that is not an object. */
export function readCallArguments(entry, fail) {
  const raw = parseJson(entry.call.arguments);
  if (!raw.ok && entry.meant === undefined) fail('arguments are not JSON and there is no meant');
  if (raw.ok && entry.meant !== undefined) fail('meant is given but the arguments are valid JSON');
  if (raw.ok && (raw.value === null || typeof raw.value !== 'object' || Array.isArray(raw.value))) fail('arguments are JSON but not an object');
  return { raw, args: raw.ok ? raw.value : entry.meant };
}

/** Whether `args` satisfy the tool (`{ ajv, zod }` compiled from its schema); reports ajv and
 * zod disagreeing. */
export const agreeingValidator = (target, fail) => (args) => {
  const byAjv = target.ajv(args);
  const byZod = target.zod.safeParse(args).success;
  if (byAjv !== byZod) fail(`ajv (${byAjv}) and zod (${byZod}) disagree on ${JSON.stringify(args)}`);
  return byAjv && byZod;
};
