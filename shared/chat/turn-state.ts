/**
 * The state of one user turn as a value: everything the loop knows between two steps, so a
 * turn can be written as JSON (turn-state-schema.ts) and continued from it — by a later
 * request, on another worker. Steps take a state and return the next one.
 */
import { type ChatMessage, emptyUsage, type TokenUsage } from '../llm/chat-message.ts';
import type { ToolCall, ToolOutcome } from '../tools/tool-outcome.ts';
import type { ApprovalRequest } from '../tools/approval-request.ts';
import type { Grounding } from '../tools/grounding.ts';
import type { UserInteraction } from '../tools/user-interaction.ts';
import { noToolFailures, type ToolFailures } from './tool-failures.ts';

/** What a tool asked the user, still open: the tool has not worked since. */
export interface OpenInteraction {
  readonly toolName: string;
  readonly interaction: UserInteraction;
}

/** A round of tool calls held back for the user's approval: none of its calls acted. */
export interface AwaitingRound {
  readonly calls: readonly ToolCall[];
  /** The round answers retry guidance (its attempts continue the failed ones). */
  readonly isRetry: boolean;
  readonly approvals: readonly ApprovalRequest[];
}

/** One turn, between two steps. */
export interface TurnState {
  readonly version: 1;
  /** What the model reads next: the system prompt, the history, the user's message and
   * the turn so far (shrunk from the oldest history turn when the context is full). */
  readonly messages: readonly ChatMessage[];
  /** Where the user's message of this turn is in `messages`: nothing from it on is dropped. */
  readonly userMessageIndex: number;
  /** What to store after the user's message: assistant turns, tool results, the reply. */
  readonly stored: readonly ChatMessage[];
  /** Every tool attempt of the turn, in order (executor retries inside `earlierAttempts`). */
  readonly outcomes: readonly ToolOutcome[];
  /** Model calls made so far. */
  readonly steps: number;
  readonly retryRounds: number;
  readonly emptyResponses: number;
  /** The next model call answers retry guidance. */
  readonly retrying: boolean;
  /** Retries are over (bound reached or loop guard): the model must answer without tools. */
  readonly toolsOff: boolean;
  readonly openInteractions: readonly OpenInteraction[];
  readonly failures: ToolFailures;
  /** The highest attempt number of the turn: a retry round continues from it. */
  readonly highestAttempt: number;
  /** Per tool name, the tries that failed since it last worked. */
  readonly failedTries: Readonly<Record<string, number>>;
  readonly modelsUsed: readonly string[];
  readonly emptyResponseModels: readonly string[];
  readonly usage: TokenUsage;
  /** The round waiting for the user's approval; null while the turn runs. */
  readonly awaiting: AwaitingRound | null;
}

/** The state before the first model call of a turn. `dataNotice`, when given, ends the
 * system prompt: what the turn's blocks of text from outside are (tools/untrusted-output.ts). */
export function startTurnState(input: {
  readonly systemPrompt: string;
  readonly history: readonly ChatMessage[];
  readonly userMessage: string;
  /** Read after the user's message as the turn so far, not stored again (turn-history.ts). */
  readonly earlierTry?: readonly ChatMessage[];
  readonly dataNotice?: string;
}): TurnState {
  const systemPrompt = input.dataNotice === undefined
    ? input.systemPrompt
    : [input.systemPrompt, input.dataNotice].filter((text) => text.length > 0).join('\n\n');
  const messages: ChatMessage[] = [
    { role: 'system', content: systemPrompt },
    ...input.history,
    { role: 'user', content: input.userMessage },
  ];
  const userMessageIndex = messages.length - 1;
  messages.push(...(input.earlierTry ?? []));
  return {
    version: 1,
    messages,
    userMessageIndex,
    stored: [],
    outcomes: [],
    steps: 0,
    retryRounds: 0,
    emptyResponses: 0,
    retrying: false,
    toolsOff: false,
    openInteractions: [],
    failures: noToolFailures,
    highestAttempt: 0,
    failedTries: {},
    modelsUsed: [],
    emptyResponseModels: [],
    usage: emptyUsage,
    awaiting: null,
  };
}

/** Adds messages the model reads and that are stored with the turn. */
export function withMessages(state: TurnState, ...added: ChatMessage[]): TurnState {
  return { ...state, messages: [...state.messages, ...added], stored: [...state.stored, ...added] };
}

/** Adds a note for the model only (guidance, nudges): never stored. */
export function withNote(state: TurnState, content: string): TurnState {
  return { ...state, messages: [...state.messages, { role: 'system', content }] };
}

/**
 * The attempt number of a call's first try. A retry round (or a repaired call) continues
 * the failed attempts: one past the highest so far. Any other call starts at 1, or goes on
 * counting when its tool has failed since it last worked (the model trying again unasked).
 */
export function attemptFor(state: TurnState, call: ToolCall, isRetry: boolean): number {
  return isRetry ? state.highestAttempt + 1 : 1 + (state.failedTries[call.name] ?? 0);
}

/** The state with a round's outcomes counted: `firstAttempts[i]` is the attempt number the
 * i-th call started at. */
export function withOutcomes(
  state: TurnState,
  outcomes: readonly ToolOutcome[],
  firstAttempts: readonly number[],
): TurnState {
  let highestAttempt = state.highestAttempt;
  const failedTries: Record<string, number> = { ...state.failedTries };
  for (const [index, outcome] of outcomes.entries()) {
    const toolName = outcome.resolvedName ?? outcome.requestedName;
    highestAttempt = Math.max(highestAttempt, outcome.attempt);
    if (outcome.type === 'tool-result') delete failedTries[toolName];
    else failedTries[toolName] = (failedTries[toolName] ?? 0) + outcome.attempt - (firstAttempts[index] ?? 1) + 1;
  }
  const toolMessages: ChatMessage[] = outcomes.map((outcome) => ({
    role: 'tool',
    toolCallId: outcome.toolCallId,
    content: outcome.modelMessage,
    ...(outcome.type === 'tool-error' && outcome.interaction !== undefined ? { interaction: outcome.interaction } : {}),
  }));
  return {
    ...withMessages(state, ...toolMessages),
    outcomes: [...state.outcomes, ...outcomes],
    highestAttempt,
    failedTries,
  };
}

/** The question of the tool that asked last and has not worked since; null when none is open. */
export function lastQuestion(state: TurnState): string | null {
  return state.openInteractions.at(-1)?.interaction.text ?? null;
}

/** What a destination of this turn can be grounded in: what the user wrote (history
 * included), and the links this turn's tools returned, as `linksOf(toolName, output)` reads
 * them from each successful outcome. */
export function groundingOf(
  state: TurnState,
  linksOf: (toolName: string, output: unknown) => readonly string[],
): Grounding {
  const userTexts = state.messages.flatMap((message) => (message.role === 'user' ? [message.content] : []));
  const links = state.outcomes.flatMap((outcome) =>
    outcome.type === 'tool-result' && outcome.resolvedName !== null ? linksOf(outcome.resolvedName, outcome.output) : []
  );
  return { userTexts, links };
}
