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

/** Conversations and their messages. */
export interface ConversationsRepository {
  create(conversation: { agentId: string; userId: string; title?: string | null }): Promise<Conversation>;
  /** The conversation when `userId` is its user, else null (the caller answers 404). */
  findForUser(conversationId: string, userId: string): Promise<Conversation | null>;
  /**
   * Its messages, oldest first. With `limit`, only the newest `limit`; tool messages
   * left at the front without the assistant message that called them are dropped too,
   * since no model accepts a history that starts with a tool result.
   */
  loadMessages(conversationId: string, options?: { limit?: number }): Promise<ChatMessage[]>;
  /**
   * Appends a turn's messages in order, in one statement that also bumps the
   * conversation's `updated_at`. `model` is recorded on assistant messages.
   * Resolves to the number of messages stored.
   */
  appendMessages(
    conversationId: string,
    messages: readonly ChatMessage[],
    options?: { model?: string | null },
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
    async appendMessages(conversationId, messages, options = {}) {
      if (messages.length === 0) return 0;
      const columns = messages.map((message) => toMessageColumns(message, options.model ?? null));
      // One statement: the insert and the bump commit together, in one round trip.
      const rows = await sql.query(
        `with inserted as (
           insert into public.messages (conversation_id, role, content, tool_calls, tool_call_id, model)
           select $1, element.value ->> 'role', element.value ->> 'content', nullif(element.value -> 'tool_calls', 'null'::jsonb),
             element.value ->> 'tool_call_id', element.value ->> 'model'
           from jsonb_array_elements($2::jsonb) with ordinality as element (value, position)
           order by element.position
           returning id
         ), bumped as (
           update public.conversations set updated_at = now() where id = $1
         )
         select count(*)::integer as stored from inserted`,
        [conversationId, storableJsonText(columns)],
      );
      return Number(rows[0]?.stored ?? 0);
    },
  };
}
