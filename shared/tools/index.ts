/** The universal tool executor: define tools, run model tool calls, get outcomes. */
export { createToolExecutor, abortableSleep, type ToolExecutor, type ToolExecutorOptions } from './create-tool-executor.ts';
export type { ExecutionContext } from './execute-tool-call.ts';
export { defineTool, type AnyToolDefinition, type ToolDefinition, type ToolFamily, type ToolCaller, type ToolHandlerContext, type ArgumentCoercion } from './tool-definition.ts';
export { ToolError, isToolError, needsInput, notConfigured, transientFailure, upstreamFailure, type ToolErrorFields } from './tool-error.ts';
export type { ToolCall, ToolOutcome, ToolResultOutcome, ToolErrorOutcome, ErrorDetail } from './tool-outcome.ts';
export { setupActions, setupHintOf, setupHintFor, type SetupAction, type SetupHint, type SetupKind } from './setup-hint.ts';
export { errorCategories, isErrorCategory, type ErrorCategory } from './error-category.ts';
export { createMemoryIdempotencyStore, type IdempotencyStore, type IdempotencyRecord, type IdempotencyClaim } from './idempotency-store.ts';
export type { SideEffectAudit, SideEffectIntent, SideEffectResult } from './side-effect-audit.ts';
export { ToolRegistry, jsonSchemaFor, type ModelToolSpec } from './tool-registry.ts';
export { isModelRetryUseful } from './retry-policy.ts';
export { redact, redactText, isSecretKey, looksLikeSecret } from './redact.ts';
export { internalErrorMessage, type UnavailableToolSource } from './feedback.ts';
