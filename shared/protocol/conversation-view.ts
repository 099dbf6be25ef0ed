import { z } from 'zod';

/** A conversation as the history routes answer it. Times are ISO 8601 in UTC. */
export const conversationViewSchema = z.object({
  id: z.string(),
  agentId: z.string(),
  /** The stored title, else the start of the first user message; null when it has neither. */
  title: z.string().nullable(),
  createdAt: z.string(),
  /** The last turn's time: the list is ordered by it. */
  updatedAt: z.string(),
  /** A turn of it is paused until the user answers its approvals (its messages page lists them). */
  awaitingApproval: z.boolean(),
}).meta({ id: 'ConversationView' });

/** `GET /chat/conversations`: a page of the caller's conversations, newest activity first. */
export const conversationPageSchema = z.object({
  conversations: z.array(conversationViewSchema),
  /** Pass it back as `cursor` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
}).meta({ id: 'ConversationPage' });

/** A conversation. */
export type ConversationView = z.output<typeof conversationViewSchema>;
/** A page of conversations. */
export type ConversationPage = z.output<typeof conversationPageSchema>;
