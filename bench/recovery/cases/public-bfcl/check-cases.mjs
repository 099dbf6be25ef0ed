// Checks the public BFCL case files: the case kit's checks (shape, unique ids, every tool
// exactly as extracted from BFCL, intended arguments valid, a first call genuinely faulty
// for its kind), and BFCL's own: the case's BFCL question and its tools among the case's,
// the intended call one of the question's gold calls.
// Usage: node bench/recovery/cases/public-bfcl/check-cases.mjs [files...] (default: every .jsonl here)
import { readFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';
import { caseFilesIn, isMainModule } from '../case-kit/case-files.mjs';
import { checkPublicCases, reportCheck } from '../case-kit/check-public-cases.mjs';
import { createAjv } from './schema-validator.mjs';

const here = new URL('./', import.meta.url);

/** The case files of this folder, sorted. */
export const caseFiles = () => caseFilesIn(here);

const readSource = () => JSON.parse(readFileSync(new URL('bfcl-source.json', here), 'utf8'));

/** The tools a case may list, by name (BFCL's questions hold several versions of some). */
function extractedTools(source) {
  const tools = new Map();
  for (const { name, description, parameters } of source.tools) tools.set(name, [...(tools.get(name) ?? []), { name, description, parameters }]);
  return tools;
}

/** Problems (the set is wrong) and counts of the cases in `files`. */
export function checkCases(files) {
  const source = readSource();
  const questions = new Map(source.questions.map((question) => [question.id, question]));
  /** The case's question: its tools all listed, the intended call one of its gold calls. */
  const checkSource = (c, fail) => {
    const question = questions.get(c.source);
    if (question === undefined) {
      fail(`source ${c.source} is not a BFCL question`);
      return false;
    }
    const questionTools = question.tools.map((toolIndex) => {
      const { name, description, parameters } = source.tools[toolIndex];
      return { name, description, parameters };
    });
    if (!questionTools.every((tool) => c.tools.some((listed) => isDeepStrictEqual(listed, tool)))) fail(`not every tool of ${c.source} is listed`);
    if (!c.id.endsWith('+big') && c.tools.length !== questionTools.length) fail(`lists tools beyond ${c.source}'s without being a big catalog`);
    if (c.id.endsWith('+big') && (c.tools.length < 30 || c.tools.length > 60)) fail(`a big catalog of ${c.tools.length} tools (30 to 60 expected)`);
    if (!question.goldCalls.some((gold) => isDeepStrictEqual(gold, c.intended))) fail(`intended call is not a gold call of ${c.source}`);
    return true;
  };
  return checkPublicCases(files, {
    ajv: createAjv(),
    idPrefix: 'bfcl-',
    mistakeStart: 3,
    sourceName: 'BFCL',
    extracted: extractedTools(source),
    checkSource,
  });
}

if (isMainModule(import.meta.url)) reportCheck(checkCases(process.argv.length > 2 ? process.argv.slice(2) : caseFiles()));
