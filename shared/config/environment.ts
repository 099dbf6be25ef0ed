/** A snapshot of the process environment, taken once by the entry file (`Deno.env.toObject()`). */
export type Environment = Readonly<Record<string, string | undefined>>;
