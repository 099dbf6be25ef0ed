/**
 * The names the model got wrong: calls to a name that is no tool of the agent (the
 * executor's `not_found`), each with how often and the tool it was pointed to. Kept out of
 * the per-tool table, where a name that never ran would show as a tool at 0% success.
 */
import type { AnalyticsReport } from '../api/analytics-api.ts';
import { element } from '../ui/dom.ts';
import { formatCount } from './format-metrics.ts';

/** The line under the table when the report lists only the names with most calls. */
function notShownNote(report: AnalyticsReport): HTMLElement | null {
  const { names, calls } = report.inventedNamesNotShown;
  if (names === 0) return null;
  return element(
    'p',
    { class: 'small muted' },
    `And ${formatCount(names)} more ${names === 1 ? 'name' : 'names'} with ${formatCount(calls)} ${
      calls === 1 ? 'call' : 'calls'
    }, not listed.`,
  );
}

/** The section, or null when the model got every name right. */
export function inventedNamesTable(report: AnalyticsReport): HTMLElement | null {
  if (report.inventedNames.length === 0) return null;
  return element(
    'section',
    { class: 'invented-names' },
    element('h2', { id: 'invented-names-title' }, 'Names the model got wrong'),
    element(
      'p',
      { class: 'small muted' },
      'Tool names the model called that are no tool of the agent. They count as failed attempts above, not as tools.',
    ),
    // Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it too. The one
    // landmark of the section, named by its heading (a named section around it would be a
    // second landmark of the same name).
    element(
      'div',
      { class: 'table-scroll', role: 'region', 'aria-labelledby': 'invented-names-title', tabindex: 0 },
      element(
        'table',
        { class: 'tools-table invented-names-table' },
        element(
          'thead',
          {},
          element(
            'tr',
            {},
            ...['Name called', 'Calls', 'Suggested tool'].map((title) => element('th', { scope: 'col' }, title)),
          ),
        ),
        element(
          'tbody',
          {},
          ...report.inventedNames.map((entry) =>
            element(
              'tr',
              {},
              element('th', { scope: 'row' }, element('code', {}, entry.name)),
              element('td', {}, formatCount(entry.calls)),
              element('td', {}, entry.suggestedTool === null ? '—' : element('code', {}, entry.suggestedTool)),
            )
          ),
        ),
      ),
    ),
    notShownNote(report),
  );
}
