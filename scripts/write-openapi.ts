/** `npm run openapi`: writes docs/openapi.json from the wire protocol (scripts/openapi-document.ts). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { openApiText } from './openapi-document.ts';

const target = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));
writeFileSync(target, openApiText());
console.log(`wrote ${target}`);
