/**
 * The analytics charts, drawn with Chart.js (only the parts used are registered) and
 * chartjs-plugin-annotation for the targets' reference lines. Loaded only by the Analytics
 * page. Each canvas is an image with a text label; the numbers are also on the page as text.
 */
import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  type ChartConfiguration,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import annotationPlugin from 'chartjs-plugin-annotation';
import type { AnalyticsReport } from '../api/analytics-api.ts';

Chart.register(
  BarController,
  BarElement,
  CategoryScale,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  Legend,
  annotationPlugin,
);

const colors = {
  primary: '#4f46e5',
  success: '#16a34a',
  error: '#dc2626',
  muted: '#94a3b8',
  target: '#b45309',
} as const;
const percentScale = { min: 0, max: 100, ticks: { callback: (value: string | number) => `${value}%` } };
const percent = (rate: number | null): number | null => (rate === null ? null : Math.round(rate * 1000) / 10);

/** A label in lines of about `width` characters, so long ones fit a narrow chart. */
function wrapped(label: string, width = 18): string[] {
  const lines: string[] = [];
  for (const word of label.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + word.length < width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The targets as horizontal bars, each with its threshold as a reference line across its own bar. */
export function targetsChart(report: AnalyticsReport): ChartConfiguration<'bar'> {
  const targets = report.targets;
  const annotations = Object.fromEntries(targets.map((target, index) => [target.id, {
    type: 'line' as const,
    xMin: target.threshold * 100,
    xMax: target.threshold * 100,
    yMin: index - 0.45,
    yMax: index + 0.45,
    borderColor: colors.target,
    borderWidth: 2,
    borderDash: [6, 4],
    label: {
      display: true,
      content: `target > ${target.threshold * 100}%`,
      position: 'start' as const,
      backgroundColor: colors.target,
      font: { size: 11 },
    },
  }]));
  return {
    type: 'bar',
    data: {
      labels: targets.map((target) => wrapped(target.label)),
      datasets: [{
        label: 'Measured',
        data: targets.map((target) => percent(target.value)),
        backgroundColor: targets.map((target) => (target.met === false ? colors.error : colors.success)),
      }],
    },
    options: {
      indexAxis: 'y',
      maintainAspectRatio: false,
      scales: { x: percentScale },
      plugins: { legend: { display: false }, annotation: { annotations } },
    },
  };
}

/** Attempts by attempt number: how many, and how many succeeded. */
export function attemptsChart(report: AnalyticsReport): ChartConfiguration<'bar'> {
  const byAttempt = report.retries.byAttempt;
  return {
    type: 'bar',
    data: {
      labels: byAttempt.map((entry) => `Attempt ${entry.attempt}`),
      datasets: [
        { label: 'Attempts', data: byAttempt.map((entry) => entry.attempts), backgroundColor: colors.primary },
        { label: 'Succeeded', data: byAttempt.map((entry) => entry.successes), backgroundColor: colors.success },
      ],
    },
    options: { maintainAspectRatio: false, scales: { y: { beginAtZero: true, ticks: { precision: 0 } } } },
  };
}

/** Errors by category, most first. */
export function errorsChart(report: AnalyticsReport): ChartConfiguration<'bar'> {
  const categories = report.errorsByCategory.filter((entry) => entry.errors > 0);
  return {
    type: 'bar',
    data: {
      labels: categories.map((entry) => entry.category),
      datasets: [{ label: 'Errors', data: categories.map((entry) => entry.errors), backgroundColor: colors.error }],
    },
    options: {
      maintainAspectRatio: false,
      plugins: { legend: { display: false } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
    },
  };
}

/** The success rate per day. */
export function dailyChart(report: AnalyticsReport): ChartConfiguration<'line'> {
  return {
    type: 'line',
    data: {
      labels: report.daily.map((entry) => entry.day),
      datasets: [{
        label: 'Success rate',
        data: report.daily.map((entry) => percent(entry.successRate)),
        borderColor: colors.primary,
        backgroundColor: colors.primary,
        spanGaps: true,
        tension: 0.2,
      }],
    },
    options: { maintainAspectRatio: false, plugins: { legend: { display: false } }, scales: { y: percentScale } },
  };
}

/** p50 and p95 durations per tool. */
export function durationsChart(report: AnalyticsReport): ChartConfiguration<'bar'> {
  return {
    type: 'bar',
    data: {
      labels: report.tools.map((tool) => tool.toolName),
      datasets: [
        { label: 'p50', data: report.tools.map((tool) => tool.p50Ms), backgroundColor: colors.primary },
        { label: 'p95', data: report.tools.map((tool) => tool.p95Ms), backgroundColor: colors.muted },
      ],
    },
    options: {
      maintainAspectRatio: false,
      scales: { y: { beginAtZero: true, ticks: { callback: (value: string | number) => `${value} ms` } } },
    },
  };
}

/** Draws `config` on `canvas`; the chart is returned for destroying. */
export function drawChart(
  canvas: HTMLCanvasElement,
  config: ChartConfiguration<'bar'> | ChartConfiguration<'line'>,
): { destroy(): void } {
  return new Chart(canvas, config as ChartConfiguration);
}
