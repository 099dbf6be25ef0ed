import type { ParleyDataParts, ParleyMessageMetadata } from './parley-data-parts.ts';

/** A `data-parley-*` chunk; with an `id`, a later chunk of the same type and id replaces it. */
export type ParleyDataChunk = {
  readonly [Name in keyof ParleyDataParts]: {
    readonly type: `data-${Name}`;
    readonly id?: string;
    readonly data: ParleyDataParts[Name];
  };
}[keyof ParleyDataParts];

/**
 * The chunks of the AI SDK UI message stream protocol (v1) that Parley sends, each as
 * `ai`'s `uiMessageChunkSchema` defines it. Tool chunks are `dynamic`: the client gets
 * `dynamic-tool` parts named by `toolName`, since an agent's tools (MCP servers among
 * them) are configuration, not types the client was built with.
 */
export type UiMessageChunk =
  | { readonly type: 'start'; readonly messageId: string; readonly messageMetadata: ParleyMessageMetadata }
  | { readonly type: 'start-step' }
  | { readonly type: 'finish-step' }
  | { readonly type: 'text-start'; readonly id: string }
  | { readonly type: 'text-delta'; readonly id: string; readonly delta: string }
  | { readonly type: 'text-end'; readonly id: string }
  | {
    readonly type: 'tool-input-available';
    readonly toolCallId: string;
    readonly toolName: string;
    readonly input: unknown;
    readonly dynamic: true;
  }
  | {
    readonly type: 'tool-output-available';
    readonly toolCallId: string;
    readonly output: unknown;
    readonly dynamic: true;
  }
  | {
    readonly type: 'tool-output-error';
    readonly toolCallId: string;
    readonly errorText: string;
    readonly dynamic: true;
  }
  | {
    /** The call waits for the user: `useChat`'s `addToolApprovalResponse({ id: approvalId, … })`
     * answers it. */
    readonly type: 'tool-approval-request';
    readonly approvalId: string;
    readonly toolCallId: string;
  }
  | {
    /** The user declined the call: it did not run (the part keeps its `approval`). */
    readonly type: 'tool-output-denied';
    readonly toolCallId: string;
  }
  | ParleyDataChunk
  | { readonly type: 'error'; readonly errorText: string }
  | {
    readonly type: 'finish';
    /** `tool-calls` when the turn waits for the user's approvals. */
    readonly finishReason: 'stop' | 'tool-calls' | 'error';
    readonly messageMetadata: ParleyMessageMetadata;
  };
