import type { FuzzReport } from './fuzz-run.ts';

/** The run as a person reads it: figures first, then every finding with its reproduction. */
export function formatFuzzReport(report: FuzzReport, command: string): string {
  const statuses = Object.entries(report.status).sort(([left], [right]) => Number(left) - Number(right)).map((
    [code, count],
  ) => `${code}: ${count}`).join(', ');
  const lines = [
    `Fuzz run: ${report.bodies} bodies in ${report.seconds} s on ${report.database}`,
    `  status      ${statuses}`,
    `  5xx         ${report.fiveHundreds}`,
    `  upstream    ${report.upstreamUnavailable} structured 503s: a page's host could not be reached (the run is offline)`,
    `  leaks       ${report.leaks} (secrets or stack frames in a body)`,
    `  attempts    ${report.attempts} implied by the answers; log rows ${report.logRows}${
      report.attempts === report.logRows ? ' (equal)' : ' (DIFFERENT)'
    }`,
    `              (chat tool calls ${report.attemptsBySource.chat}, tool-function actions ${report.attemptsBySource.toolFunctions}, retries ${report.attemptsBySource.retries})`,
    `  refused     ${report.refusedFetches} fetches to non-local hosts`,
  ];
  for (const finding of report.findings.slice(0, 50)) {
    lines.push(
      `- ${finding.kind} ${
        finding.status === 0 ? '' : `HTTP ${finding.status} `
      }body #${finding.index} (reproduce: ${command} --seed ${finding.seed} --only ${finding.index})`,
    );
    lines.push(`    request:  ${finding.request}`);
    lines.push(`    response: ${finding.excerpt}`);
  }
  if (report.findings.length > 50) {
    lines.push(`… and ${report.findings.length - 50} more findings (--json lists them all).`);
  }
  return lines.join('\n');
}
