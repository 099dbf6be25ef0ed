/** The universal tool executor: define tools, run model tool calls, get outcomes. */
export {
  abortableSleep,
  createToolExecutor,
  type ToolExecutor,
  type ToolExecutorOptions,
} from './create-tool-executor.ts';
export type { ExecutionContext } from './execute-tool-call.ts';
export {
  type AnyToolDefinition,
  type ArgumentCoercion,
  defineTool,
  type ToolCaller,
  type ToolDefinition,
  type ToolFamily,
  type ToolHandlerContext,
} from './tool-definition.ts';
export {
  isToolError,
  needsInput,
  notConfigured,
  ToolError,
  type ToolErrorFields,
  ToolParameterError,
  transientFailure,
  upstreamFailure,
} from './tool-error.ts';
export type { ErrorDetail, ToolCall, ToolErrorOutcome, ToolOutcome, ToolResultOutcome } from './tool-outcome.ts';
export {
  type SetupAction,
  setupActions,
  type SetupHint,
  setupHintFor,
  setupHintOf,
  type SetupKind,
} from './setup-hint.ts';
export { errorCategories, type ErrorCategory, isErrorCategory } from './error-category.ts';
export {
  createMemoryIdempotencyStore,
  type IdempotencyClaim,
  type IdempotencyRecord,
  type IdempotencyStore,
} from './idempotency-store.ts';
export type { SideEffectAudit, SideEffectIntent, SideEffectResult } from './side-effect-audit.ts';
export { jsonSchemaFor, type ModelToolSpec, ToolRegistry } from './tool-registry.ts';
export { isModelRetryUseful } from './retry-policy.ts';
export { isSecretKey, looksLikeSecret, redact, redactText } from './redact.ts';
export { internalErrorMessage, type UnavailableToolSource } from './feedback.ts';
