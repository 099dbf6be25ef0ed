// The ajv instance the BFCL set is generated and checked with: strict, with the standard
// formats (`date`, …), and knowing the two keys BFCL's schemas carry beyond JSON Schema —
// `optional` on a parameter (a note, no constraint) and the `float` format its OpenAI
// handler adds to a `float` (any number).
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';

const Ajv = AjvModule.default ?? AjvModule;
const addFormats = addFormatsModule.default ?? addFormatsModule;

/** A strict ajv that accepts BFCL's `optional` keyword and `float` format. */
export function createAjv() {
  const ajv = new Ajv({ allErrors: true, strict: true });
  addFormats(ajv);
  ajv.addKeyword({ keyword: 'optional' });
  ajv.addFormat('float', { type: 'number', validate: () => true });
  return ajv;
}
