/**
 * postgres.js, the driver of the `postgres` adapter: the copy vendored in
 * `vendor/postgres` (3.4.9 with the `nextWrite` guard of porsager/postgres#1209, see its
 * VENDORED.md), so Node, Deno and Supabase's bundler all run the patched code. Every
 * importer takes the driver from here.
 */
// @ts-types="./vendor/postgres/src/index.d.ts"
import postgres from './vendor/postgres/src/index.js';

export default postgres;
