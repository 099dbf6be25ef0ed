/** A command line of `npm run integrations` that cannot be run; its message says why (and
 * never repeats a word that may be a secret). */
export class UsageMistake extends Error {}
