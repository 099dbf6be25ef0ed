import { chatLimits } from '../chat-limits.ts';
import type { ToolCallSummary, TurnEvent } from '../turn-event.ts';
import type { ParleyDataChunk, UiMessageChunk } from './ui-message-chunk.ts';

/** Turns a turn's events, in order, into UI message stream chunks. */
export interface TurnEventTranslator {
  /** The chunks one turn event stands for (none, one or several). */
  chunksOf(event: TurnEvent): UiMessageChunk[];
  /** Closes what is open (text part, step): before `finish`, whether the turn worked or not. */
  end(): UiMessageChunk[];
  /** The calls of the round that waits for the user that do not ask themselves: they did
   * not run (the round runs whole once the user answered), so their parts show them as not
   * run yet. Every tool part of the paused step then has an end or an approval, as
   * `lastAssistantMessageIsCompleteWithApprovalResponses` requires before useChat sends the
   * answers. For the end of a turn that waits. */
  heldCalls(): UiMessageChunk[];
  /** The Questions the turn leaves for the user: one per tool whose last failure asked
   * one and that has not worked since (a question the model then answered itself, from
   * what the user had said, is not one). For the end of a turn that worked. */
  openQuestions(): ParleyDataChunk[];
}

/** What a held call's part says until its round runs. */
export const heldCallText =
  'Not run yet: this call runs with the calls of its step that ask for your approval, once you answer them.';

/** What a translator starts from. */
export interface TurnEventTranslatorOptions {
  /** Calls the client already shows (the approved calls of a resumed turn, whose parts are
   * in the message the stream continues): their `tool-call` is not sent again, so the part
   * goes from `approval-responded` to its outcome, as the AI SDK's own server streams it. */
  readonly shownCallIds?: ReadonlySet<string>;
}

/** The model's argument string as the tool part's `input`: parsed when it is JSON, else
 * the raw string, so a call that failed on malformed JSON still shows what was sent. */
function inputOf(argumentsText: string): unknown {
  try {
    return JSON.parse(argumentsText);
  } catch {
    return argumentsText;
  }
}

function toolDataOf(call: ToolCallSummary, willRetry: boolean): ParleyDataChunk {
  return {
    type: 'data-parley-tool',
    id: call.id,
    data: {
      toolCallId: call.id,
      toolName: call.name,
      resolvedName: call.resolvedName,
      status: call.status,
      ...(call.category === undefined ? {} : { category: call.category }),
      ...(call.setup === undefined ? {} : { setup: call.setup }),
      attempt: call.attempt,
      durationMs: call.durationMs,
      willRetry,
    },
  };
}

/** The question a failed call asks the user: its event's `interaction`, when it is one. */
function questionOf(event: Extract<TurnEvent, { type: 'tool-error' }>): ParleyDataChunk | null {
  if (event.interaction?.kind !== 'question') return null;
  return {
    type: 'data-parley-question',
    id: event.call.id,
    data: { toolCallId: event.call.id, toolName: event.call.name, text: event.interaction.text },
  };
}

/**
 * A translator for one turn. Each model call is a step (`start-step` … `finish-step`);
 * its streamed text is one text part, closed when the step's tool calls arrive. A model
 * call that fails after streaming text (retried, or handed to a fallback model) is
 * started again from scratch: that text part is closed, and the retry or fallback part
 * says `discardsStepText` so the client hides it. (`ai@7`'s `reset-step` chunk would drop
 * it in useChat itself, but `ai@6` clients refuse the whole stream on a chunk they do not
 * know, so the stream keeps to the chunks both versions accept.)
 */
export function createTurnEventTranslator(options: TurnEventTranslatorOptions = {}): TurnEventTranslator {
  const shownCallIds = options.shownCallIds ?? new Set<string>();
  let stepOpen = false;
  let stepHasText = false;
  let openTextId: string | null = null;
  let textParts = 0;
  /** By tool, as the conversation loop keeps them: the resolved name, else the requested one. */
  const questions = new Map<string, ParleyDataChunk>();
  const toolOf = (call: ToolCallSummary): string => call.resolvedName ?? call.name;
  /** The latest round's calls that have neither an outcome nor an approval request yet; a
   * call after a step start or an outcome opens the next round. */
  let roundCalls: string[] = [];
  let roundOpen = false;
  const settle = (toolCallId: string): void => {
    roundOpen = false;
    roundCalls = roundCalls.filter((id) => id !== toolCallId);
  };

  const closeText = (): UiMessageChunk[] => {
    if (openTextId === null) return [];
    const id = openTextId;
    openTextId = null;
    return [{ type: 'text-end', id }];
  };
  const closeStep = (): UiMessageChunk[] => {
    const chunks = closeText();
    if (stepOpen) chunks.push({ type: 'finish-step' });
    stepOpen = false;
    return chunks;
  };
  /** Closes the failed attempt's text; says whether the step had streamed any. */
  const voidStepText = (): { chunks: UiMessageChunk[]; discardsStepText: boolean } => {
    const discardsStepText = stepHasText;
    stepHasText = false;
    return { chunks: closeText(), discardsStepText };
  };

  return {
    chunksOf(event) {
      switch (event.type) {
        case 'step-start': {
          roundOpen = false;
          const chunks = closeStep();
          stepOpen = true;
          stepHasText = false;
          return [...chunks, { type: 'start-step' }];
        }
        case 'text-delta': {
          const chunks: UiMessageChunk[] = [];
          if (openTextId === null) {
            textParts += 1;
            openTextId = `text-${textParts}`;
            chunks.push({ type: 'text-start', id: openTextId });
          }
          stepHasText = true;
          chunks.push({ type: 'text-delta', id: openTextId, delta: event.text });
          return chunks;
        }
        case 'tool-call':
          if (!roundOpen) roundCalls = [];
          roundOpen = true;
          roundCalls.push(event.id);
          if (shownCallIds.has(event.id)) return closeText();
          return [...closeText(), {
            type: 'tool-input-available',
            toolCallId: event.id,
            toolName: event.name,
            input: inputOf(event.arguments),
            dynamic: true,
          }];
        case 'tool-result': {
          const { call } = event;
          const output = {
            status: call.status,
            resolvedName: call.resolvedName,
            attempt: call.attempt,
            durationMs: call.durationMs,
          };
          questions.delete(toolOf(call));
          settle(call.id);
          return [
            { type: 'tool-output-available', toolCallId: call.id, output, dynamic: true },
            toolDataOf(call, false),
          ];
        }
        case 'tool-error': {
          settle(event.call.id);
          const question = questionOf(event);
          if (question !== null) {
            questions.delete(toolOf(event.call));
            questions.set(toolOf(event.call), question);
          }
          return [
            { type: 'tool-output-error', toolCallId: event.call.id, errorText: event.message, dynamic: true },
            toolDataOf(event.call, event.willRetry),
          ];
        }
        case 'retry':
          if ('scope' in event) {
            const voided = voidStepText();
            return [...voided.chunks, {
              type: 'data-parley-retry',
              data: {
                scope: 'model',
                model: event.model,
                delayMs: event.delayMs,
                reason: event.reason,
                discardsStepText: voided.discardsStepText,
              },
            }];
          }
          return [{
            type: 'data-parley-retry',
            data: { scope: 'tools', round: event.round, maxRounds: chatLimits.maxRetryRounds, tools: event.tools },
          }];
        case 'approval-request':
          settle(event.approval.toolCallId);
          return [
            ...closeText(),
            { type: 'tool-approval-request', approvalId: event.approval.id, toolCallId: event.approval.toolCallId },
            // What the call would do, for the approval dialog (the chunk has only the ids).
            { type: 'data-parley-approval', id: event.approval.toolCallId, data: event.approval },
          ];
        case 'fallback': {
          const voided = event.kind === 'model' ? voidStepText() : { chunks: [], discardsStepText: false };
          return [...voided.chunks, {
            type: 'data-parley-fallback',
            data: {
              kind: event.kind,
              fromModel: event.fromModel,
              toModel: event.toModel,
              reason: event.reason,
              discardsStepText: voided.discardsStepText,
            },
          }];
        }
      }
    },
    end: closeStep,
    heldCalls: () =>
      roundCalls.map((toolCallId) => ({
        type: 'tool-output-error',
        toolCallId,
        errorText: heldCallText,
        dynamic: true,
      })),
    openQuestions: () => [...questions.values()],
  };
}
