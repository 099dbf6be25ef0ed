import { z } from 'zod';
import type { ChatMessage } from '../../llm/chat-message.ts';
import type { SqlClient } from '../sql-client.ts';
import { toChatMessage, toMessageColumns } from './message-row.ts';
import { parseRow } from './row-error.ts';
import { isUuid } from './uuid.ts';
import { storableJsonText, storableText } from '../storable-text.ts';

/** A conversation between one user and one agent. */
export interface Conversation {
  readonly id: string;
  readonly agentId: string;
  readonly userId: string;
  readonly title: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/** `createWithFirstMessage` was given an id that another user's (or agent's) conversation has:
 * nothing was created or stored. */
export class ConversationIdTakenError extends Error {
  constructor(readonly conversationId: string) {
    super(`Conversation ${conversationId} belongs to another user or agent`);
    this.name = 'ConversationIdTakenError';
  }
}

/** The final reply of a stored turn, and the model that gave it. */
export interface StoredTurnReply {
  readonly reply: string;
  readonly model: string;
}

/** Conversations and their messages. */
export interface ConversationsRepository {
  create(conversation: { agentId: string; userId: string; title?: string | null }): Promise<Conversation>;
  /**
   * Creates conversation `id` together with its first message, the user's, in one statement:
   * no conversation exists without it. A try again with the same `id` after a lost answer (the
   * first try committed) finds that conversation instead of creating another. `messageKey`,
   * when given, is the message's store key (see `appendMessages`' `firstMessageKey`). An `id`
   * whose conversation has another user or agent rejects with {@link ConversationIdTakenError}.
   */
  createWithFirstMessage(
    conversation: {
      id: string;
      agentId: string;
      userId: string;
      title: string | null;
      message: string;
      messageKey?: string | null;
    },
  ): Promise<Conversation>;
  /** The conversation when `userId` is its user, else null (the caller answers 404). */
  findForUser(conversationId: string, userId: string): Promise<Conversation | null>;
  /**
   * Its messages, oldest first. With `limit`, only the newest `limit`; tool messages
   * left at the front without the assistant message that called them are dropped too,
   * since no model accepts a history that starts with a tool result.
   */
  loadMessages(conversationId: string, options?: { limit?: number }): Promise<ChatMessage[]>;
  /**
   * The conversation split at the message stored under `storeKey`: the messages before it
   * (with `limit`, the newest `limit`, trimmed as {@link loadMessages} trims them) and every
   * message after it, oldest first; null when no message of the conversation has that key.
   */
  loadMessagesAround(
    conversationId: string,
    storeKey: string,
    options?: { limit?: number },
  ): Promise<{ before: ChatMessage[]; after: ChatMessage[] } | null>;
  /**
   * The final reply of the turn of the message stored under `storeKey`: the first assistant
   * message without tool calls after it and before the next user message; null when that turn
   * has none (it is not stored, or it ended without a reply).
   */
  findTurnReply(conversationId: string, storeKey: string): Promise<StoredTurnReply | null>;
  /**
   * Appends a turn's messages in order, in one statement that also bumps the
   * conversation's `updated_at`. `model` is recorded on assistant messages. `storeId` names
   * this store, fixed by the caller before its first try: each message is keyed by it and
   * its position, so a try again after a lost answer (the first try committed) skips what is
   * stored. `firstMessageKey`, when given, keys the batch's first message instead: the turn's
   * user message named by its request (its `Idempotency-Key`), so that a retry of the request
   * in another store skips it too. Resolves to the number of the batch's messages now stored,
   * whichever try stored them.
   */
  appendMessages(
    conversationId: string,
    messages: readonly ChatMessage[],
    options: { readonly storeId: string; readonly model?: string | null; readonly firstMessageKey?: string | null },
  ): Promise<number>;
}

const conversationRowSchema = z.object({
  id: z.string(),
  agent_id: z.string(),
  user_id: z.string(),
  title: z.string().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
});

const storedReplyRowSchema = z.object({ content: z.string(), model: z.string().nullable() });

const conversationColumns = 'id, agent_id, user_id, title, created_at, updated_at';

function toConversation(row: unknown): Conversation {
  const parsed = parseRow(conversationRowSchema, row, 'conversations');
  return {
    id: parsed.id,
    agentId: parsed.agent_id,
    userId: parsed.user_id,
    title: parsed.title,
    createdAt: parsed.created_at,
    updatedAt: parsed.updated_at,
  };
}

function dropOrphanToolMessages(messages: ChatMessage[]): ChatMessage[] {
  const firstOther = messages.findIndex((message) => message.role !== 'tool');
  return firstOther < 0 ? [] : messages.slice(firstOther);
}

/** A {@link ConversationsRepository} on `sql` (the service role: it filters by user itself). */
export function createConversationsRepository(sql: SqlClient): ConversationsRepository {
  return {
    async create(conversation) {
      const rows = await sql.query(
        `insert into public.conversations (agent_id, user_id, title) values ($1, $2, $3) returning ${conversationColumns}`,
        [
          conversation.agentId,
          conversation.userId,
          conversation.title === undefined || conversation.title === null ? null : storableText(conversation.title),
        ],
      );
      return toConversation(rows[0]);
    },
    async createWithFirstMessage(conversation) {
      // The conversation a committed earlier try created is read by the second branch: the
      // statement's snapshot holds it, not the row the first branch would insert.
      const rows = await sql.query(
        `with created as (
           insert into public.conversations (id, agent_id, user_id, title) values ($1, $2, $3, $4)
           on conflict (id) do nothing
           returning ${conversationColumns}
         ), first_message as (
           insert into public.messages (conversation_id, role, content, store_key)
           select created.id, 'user', $5, $6 from created
         )
         select ${conversationColumns} from created
         union all
         select ${conversationColumns} from public.conversations
         where id = $1 and agent_id = $2 and user_id = $3 and not exists (select 1 from created)`,
        [
          conversation.id,
          conversation.agentId,
          conversation.userId,
          conversation.title === null ? null : storableText(conversation.title),
          storableText(conversation.message),
          conversation.messageKey ?? null,
        ],
      );
      if (rows.length === 0) throw new ConversationIdTakenError(conversation.id);
      return toConversation(rows[0]);
    },
    async findForUser(conversationId, userId) {
      if (!isUuid(conversationId) || !isUuid(userId)) return null;
      const rows = await sql.query(
        `select ${conversationColumns} from public.conversations where id = $1 and user_id = $2`,
        [conversationId, userId],
      );
      return rows.length === 0 ? null : toConversation(rows[0]);
    },
    async loadMessages(conversationId, options = {}) {
      if (!isUuid(conversationId)) return [];
      const columns = 'id, role, content, tool_calls, tool_call_id';
      const rows = options.limit === undefined
        ? await sql.query(`select ${columns} from public.messages where conversation_id = $1 order by id`, [
          conversationId,
        ])
        : await sql.query(
          `select * from (select ${columns} from public.messages where conversation_id = $1 order by id desc limit $2) newest order by id`,
          [conversationId, Math.max(0, Math.floor(options.limit))],
        );
      const messages = rows.map(toChatMessage);
      return options.limit === undefined ? messages : dropOrphanToolMessages(messages);
    },
    async loadMessagesAround(conversationId, storeKey, options = {}) {
      if (!isUuid(conversationId)) return null;
      const columns = 'id, role, content, tool_calls, tool_call_id';
      const mark = '(select id from public.messages where conversation_id = $1 and store_key = $2)';
      // The marked message and every one after it: none when no message has the key.
      const fromMark = await sql.query(
        `select ${columns} from public.messages where conversation_id = $1 and id >= ${mark} order by id`,
        [conversationId, storeKey],
      );
      if (fromMark.length === 0) return null;
      const beforeRows = options.limit === undefined
        ? await sql.query(
          `select ${columns} from public.messages where conversation_id = $1 and id < ${mark} order by id`,
          [conversationId, storeKey],
        )
        : await sql.query(
          `select * from (select ${columns} from public.messages where conversation_id = $1 and id < ${mark}
             order by id desc limit $3) newest order by id`,
          [conversationId, storeKey, Math.max(0, Math.floor(options.limit))],
        );
      const before = beforeRows.map(toChatMessage);
      return {
        before: options.limit === undefined ? before : dropOrphanToolMessages(before),
        after: fromMark.slice(1).map(toChatMessage),
      };
    },
    async findTurnReply(conversationId, storeKey) {
      if (!isUuid(conversationId)) return null;
      const rows = await sql.query(
        `with mark as (select id from public.messages where conversation_id = $1 and store_key = $2)
         select reply.content, reply.model from public.messages reply, mark
         where reply.conversation_id = $1 and reply.id > mark.id and reply.role = 'assistant'
           and reply.tool_calls is null and reply.content is not null
           and not exists (
             select 1 from public.messages later_user
             where later_user.conversation_id = $1 and later_user.role = 'user'
               and later_user.id > mark.id and later_user.id < reply.id
           )
         order by reply.id
         limit 1`,
        [conversationId, storeKey],
      );
      if (rows.length === 0) return null;
      const row = parseRow(storedReplyRowSchema, rows[0], 'messages');
      return { reply: row.content, model: row.model ?? '' };
    },
    async appendMessages(conversationId, messages, options) {
      if (messages.length === 0) return 0;
      const columns = messages.map((message) => toMessageColumns(message, options.model ?? null));
      // One statement: the insert and the bump commit together, in one round trip. The count
      // adds the batch's messages an earlier try stored (the statement's snapshot holds them,
      // not the rows it inserts).
      const rows = await sql.query(
        `with batch as (
           select element.value,
             case when element.position = 1 and $4::text is not null then $4::text
               else $3::text || ':' || element.position::text end as store_key,
             element.position
           from jsonb_array_elements($2::jsonb) with ordinality as element (value, position)
         ), inserted as (
           insert into public.messages (conversation_id, role, content, tool_calls, tool_call_id, model, store_key)
           select $1, batch.value ->> 'role', batch.value ->> 'content', nullif(batch.value -> 'tool_calls', 'null'::jsonb),
             batch.value ->> 'tool_call_id', batch.value ->> 'model', batch.store_key
           from batch
           order by batch.position
           on conflict (conversation_id, store_key) where store_key is not null do nothing
           returning id
         ), bumped as (
           update public.conversations set updated_at = now() where id = $1
         )
         select (select count(*) from inserted)::integer + (
           select count(*) from public.messages stored
           where stored.conversation_id = $1 and stored.store_key in (select store_key from batch)
         )::integer as stored`,
        [conversationId, storableJsonText(columns), options.storeId, options.firstMessageKey ?? null],
      );
      return Number(rows[0]?.stored ?? 0);
    },
  };
}
