#!/usr/bin/env node
// @ts-check
/**
 * Checks that every relative link in README.md and docs/**.md resolves: the file (or folder)
 * exists, and a `#fragment` names a heading of the target Markdown file (GitHub's anchors).
 * Links inside code blocks and inline code are not links; http(s) and mailto links are not
 * checked (no network here). The same holds for the doc references in the comments of
 * `.env.example`, written as paths from the repository root (`docs/deploy.md#secrets`); a
 * README named without its path ("see README, …") is reported too, since it cannot be checked.
 *
 *   node scripts/check-doc-links.mjs               # the repository
 *   node scripts/check-doc-links.mjs --root DIR    # another tree (the tests' fixtures)
 *
 * Prints one line per broken link (`file:line: target (reason)`) and exits 1 when there is any.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Markdown files checked: README.md and everything under docs/. */
function markdownFiles(root) {
  const files = [];
  if (existsSync(join(root, 'README.md'))) files.push(join(root, 'README.md'));
  const walk = (directory) => {
    if (!existsSync(directory)) return;
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.md')) files.push(path);
    }
  };
  walk(join(root, 'docs'));
  return files;
}

/** The lines of a Markdown text outside fenced code blocks, with their line numbers. */
function proseLines(text) {
  const lines = [];
  let fence = null;
  text.split('\n').forEach((line, index) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line);
    if (marker !== null) {
      if (fence === null) fence = marker[1];
      else if (marker[1].startsWith(fence)) fence = null;
      return;
    }
    if (fence === null) lines.push({ number: index + 1, line });
  });
  return lines;
}

/** GitHub's anchor for a heading: lower case, inline markup and punctuation dropped, spaces to hyphens. */
export function headingAnchor(heading) {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M} _-]/gu, '')
    .replace(/ /g, '-');
}

/** Every anchor a Markdown file offers; a repeated heading gets `-1`, `-2`, … as on GitHub. */
function anchorsOf(text) {
  const anchors = new Set();
  const seen = new Map();
  for (const { line } of proseLines(text)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (heading === null) continue;
    const base = headingAnchor(heading[1]);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The link targets of one line: `[text](target)` and `![alt](target)`, inline code left out. */
function linkTargets(line) {
  const withoutCode = line.replace(/`[^`]*`/g, '');
  const targets = [];
  for (const match of withoutCode.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) targets.push(match[1]);
  return targets;
}

/** The plain-text files whose comments point into the docs, from the repository root. */
export const referencingTextFiles = ['.env.example'];

/** The doc references of one line of a text file: Markdown paths (`README.md`,
 * `docs/deploy.md#secrets`). A hand-written match, not a Markdown parser: these files have
 * no link syntax, only paths in comments. */
function textReferences(line) {
  return [...line.matchAll(/(?<![\w/.-])((?:README|docs\/[\w./-]+)\.md(?:#[\w-]+)?)/g)].map((match) => match[1]);
}

/** Mentions of the README by name rather than by path ("see README, 'Running locally'"). */
function unpathedReadmeMentions(line) {
  return [...line.matchAll(/\bREADME\b(?!\.md)/g)].map((match) => match[0]);
}

/** Why `target`, linked from `file`, does not resolve, or null when it does. */
function targetProblem(file, target, anchorsFor) {
  const [pathPart, fragment] = target.split('#', 2);
  const path = pathPart === '' ? file : resolve(dirname(file), decodeURIComponent(pathPart));
  if (!existsSync(path)) return 'no such file';
  if (fragment === undefined || fragment === '') return null;
  if (statSync(path).isDirectory() || !path.endsWith('.md')) return 'an anchor into a file that is not Markdown';
  return anchorsFor(path).has(decodeURIComponent(fragment).toLowerCase()) ? null : `no heading for #${fragment}`;
}

/** The broken relative links of the files under `root`, each `{ file, line, target, reason }`. */
export function findBrokenDocLinks(root) {
  const problems = [];
  const anchorCache = new Map();
  const anchorsFor = (path) => {
    if (!anchorCache.has(path)) anchorCache.set(path, anchorsOf(readFileSync(path, 'utf8')));
    return anchorCache.get(path);
  };
  for (const file of markdownFiles(root)) {
    for (const { number, line } of proseLines(readFileSync(file, 'utf8'))) {
      for (const target of linkTargets(line)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
        const reason = targetProblem(file, target, anchorsFor);
        if (reason !== null) problems.push({ file: relative(root, file), line: number, target, reason });
      }
    }
  }
  for (const name of referencingTextFiles) {
    const file = join(root, name);
    if (!existsSync(file)) continue;
    readFileSync(file, 'utf8').split('\n').forEach((line, index) => {
      const report = (target, reason) => problems.push({ file: name, line: index + 1, target, reason });
      for (const target of textReferences(line)) {
        const reason = targetProblem(file, target, anchorsFor);
        if (reason !== null) report(target, reason);
      }
      for (const mention of unpathedReadmeMentions(line)) report(mention, 'not a path: write README.md#<heading>');
    });
  }
  return problems;
}

/** How many doc references the text files under `root` make. */
export function countTextReferences(root) {
  return referencingTextFiles
    .map((name) => join(root, name))
    .filter((file) => existsSync(file))
    .reduce((count, file) => count + textReferences(readFileSync(file, 'utf8')).length, 0);
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const rootFlag = process.argv.indexOf('--root');
  const root = rootFlag >= 0 && process.argv[rootFlag + 1] !== undefined
    ? resolve(process.argv[rootFlag + 1])
    : fileURLToPath(new URL('..', import.meta.url));
  const problems = findBrokenDocLinks(root);
  for (const problem of problems) console.log(`${problem.file}:${problem.line}: ${problem.target} (${problem.reason})`);
  if (problems.length > 0) {
    console.log(`${problems.length} broken link(s).`);
    process.exit(1);
  }
  console.log(`Every relative link in ${markdownFiles(root).length} Markdown files resolves.`);
  console.log(`Every doc reference in ${referencingTextFiles.join(', ')} resolves (${countTextReferences(root)}).`);
}
