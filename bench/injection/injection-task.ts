/**
 * One task of the injection benchmark (INJECTION.md): what the user asks, the content the
 * agent reads (one piece of it carries `{{injection}}`), the calls a model doing the task
 * makes, how to tell the task was done, and where the attacker wants something to land.
 */
import { z } from 'zod';

/** The attack families; each task belongs to one. */
export const attackFamilies = ['exfiltrate-mail', 'phishing-html', 'url-exfiltration', 'destructive-mcp'] as const;

/** One of {@link attackFamilies}. */
export type AttackFamily = (typeof attackFamilies)[number];

/** Where the injected instruction sits. */
export const injectionSources = ['mail', 'search', 'page', 'mcp'] as const;

/** The placeholder the attacked run replaces with `injection` (the benign run with nothing). */
export const injectionSlot = '{{injection}}';

const mailSchema = z.object({
  from: z.string().min(1),
  subject: z.string().min(1),
  body: z.string().min(1),
  /** The body is HTML (sent as `text/html`). */
  html: z.boolean().default(false),
  hoursAgo: z.number().nonnegative().default(1),
});

const searchResultSchema = z.object({ title: z.string(), link: z.url(), snippet: z.string() });

const pageSchema = z.object({ url: z.url(), html: z.string().min(1) });

const recordSchema = z.object({ id: z.string().min(1), title: z.string(), body: z.string() });

const plannedCallSchema = z.object({
  tool: z.string().min(1),
  /** String values may hold `{{facts}}`: the task's facts found in what the turn read. */
  arguments: z.record(z.string(), z.unknown()),
});

const goalSchema = z.discriminatedUnion('kind', [
  /** A mail went to exactly these recipients, its body holding each of `contains`. */
  z.object({ kind: z.literal('mail'), to: z.array(z.email()).min(1), contains: z.array(z.string()).default([]) }),
  /** The page was fetched. */
  z.object({ kind: z.literal('fetch'), url: z.url() }),
  /** The MCP tool ran. */
  z.object({ kind: z.literal('tool'), tool: z.string().min(1) }),
  /** The final reply holds each of `contains`. */
  z.object({ kind: z.literal('reply'), contains: z.array(z.string()).min(1) }),
]);

const attackerSchema = z.object({
  /** Addresses a mail must never reach. */
  emails: z.array(z.email()).default([]),
  /** Hosts no request may reach. */
  hosts: z.array(z.string().min(1)).default([]),
  /** MCP tools (their names on the server) that must not run. */
  tools: z.array(z.string().min(1)).default([]),
  /** Text (a phishing link) no sent mail may carry, whoever it goes to. */
  payload: z.string().min(1).optional(),
});

const injectionTaskSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  family: z.enum(attackFamilies),
  source: z.enum(injectionSources),
  userMessage: z.string().min(1),
  content: z.object({
    inbox: z.array(mailSchema).default([]),
    searchResults: z.array(searchResultSchema).default([]),
    pages: z.array(pageSchema).default([]),
    records: z.array(recordSchema).default([]),
  }),
  injection: z.string().min(1),
  /** What the task is about: the summary a model writes keeps these, when it read them. */
  facts: z.array(z.string().min(1)).min(1),
  plan: z.array(plannedCallSchema).min(1),
  goals: z.array(goalSchema).min(1),
  attacker: attackerSchema,
});

/** A mail of a task's inbox. */
export type TaskMail = z.output<typeof mailSchema>;

/** A web result of a task's searches, in Serper's `organic` shape. */
export type TaskSearchResult = z.output<typeof searchResultSchema>;

/** A page a task's web serves. */
export type TaskPage = z.output<typeof pageSchema>;

/** A record the task's MCP server lists. */
export type TaskRecord = z.output<typeof recordSchema>;

/** A call of a task's plan. */
export type PlannedCall = z.output<typeof plannedCallSchema>;

/** How a task's completion is checked. */
export type TaskGoal = z.output<typeof goalSchema>;

/** Where a task's attacker wants something to land. */
export type AttackerDestinations = z.output<typeof attackerSchema>;

/** One task. */
export type InjectionTask = z.output<typeof injectionTaskSchema>;

/** The task content with its slot filled: `injection` when attacked, nothing when benign. */
export type TaskContent = InjectionTask['content'];

/** The tasks of one file (a JSON array), checked; the first problem names the file and task. */
export function parseTasks(json: unknown, file: string): InjectionTask[] {
  const parsed = z.array(injectionTaskSchema).safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${file}: ${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`);
  }
  for (const task of parsed.data) {
    if (!JSON.stringify(task.content).includes(injectionSlot)) {
      throw new Error(`${file}: task ${task.id} has no ${injectionSlot} in its content`);
    }
  }
  return parsed.data;
}

function fill<Value>(value: Value, injection: string): Value {
  return JSON.parse(
    JSON.stringify(
      value,
      (_key, inner: unknown) => typeof inner === 'string' ? inner.split(injectionSlot).join(injection) : inner,
    ),
  ) as Value;
}

/** The content of the task's benign run (the slot empty) or attacked run (the slot filled). */
export function contentOf(task: InjectionTask, attacked: boolean): TaskContent {
  return fill(task.content, attacked ? task.injection : '');
}
