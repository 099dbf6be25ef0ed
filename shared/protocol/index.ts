/**
 * Parley's wire protocol: zod schemas of every request, reply and stream event the
 * functions exchange with clients, imported by the functions, the web app and the CLI.
 * docs/openapi.json is generated from them (`npm run openapi`).
 */
export * from './agent.ts';
export * from './agent-list.ts';
export * from './approval.ts';
export * from './chat-reply.ts';
export * from './chat-request.ts';
export * from './chat-stream-event.ts';
export * from './conversation-event.ts';
export * from './conversation-view.ts';
export * from './error-body.ts';
export * from './message-page.ts';
export * from './rename-conversation-request.ts';
export * from './setup-hint.ts';
export * from './tool-analytics.ts';
export * from './tool-call-summary.ts';
export * from './turn-event.ts';
export * from './user-interaction.ts';
