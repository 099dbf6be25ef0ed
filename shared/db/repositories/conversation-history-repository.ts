import { z } from 'zod';
import type { SqlClient } from '../sql-client.ts';
import { parseRow } from './row-error.ts';
import { isUuid } from './uuid.ts';
import { storableText } from '../storable-text.ts';

/** A conversation as the history lists it. */
export interface ConversationSummary {
  readonly id: string;
  readonly agentId: string;
  /** The stored title; null when it has none. */
  readonly title: string | null;
  /** The start of its first user message (at most {@link firstMessageLength} characters),
   * read only when it has no title; null when it has neither. */
  readonly firstMessage: string | null;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  /** `updated_at` to the microsecond (ISO, UTC): the keyset of the next page. A `Date`
   * keeps milliseconds only, and a cursor rounded down would skip rows. */
  readonly updatedAtKey: string;
}

/** Where a page of conversations starts: after this one, in newest-first order. */
export interface ConversationKey {
  readonly updatedAt: string;
  readonly id: string;
}

/** The history's view of conversations: always one user's, checked in every statement. */
export interface ConversationHistoryRepository {
  /** The user's conversations, newest activity first (ties by id), after `after`. */
  listForUser(
    userId: string,
    options: { limit: number; after: ConversationKey | null; agentId: string | null },
  ): Promise<ConversationSummary[]>;
  /** One conversation when `userId` is its user, else null. */
  findForUser(conversationId: string, userId: string): Promise<ConversationSummary | null>;
  /** Sets its title; null when it is not the user's. */
  rename(conversationId: string, userId: string, title: string): Promise<ConversationSummary | null>;
  /** Deletes it with its messages; false when it is not the user's. */
  delete(conversationId: string, userId: string): Promise<boolean>;
}

/** Characters of the first user message read for a title: enough to cut from. */
export const firstMessageLength = 200;

const summaryRowSchema = z.object({
  id: z.string(),
  agent_id: z.string(),
  title: z.string().nullable(),
  first_message: z.string().nullable(),
  created_at: z.date(),
  updated_at: z.date(),
  updated_at_key: z.string(),
});

/** The columns of a summary, from `public.conversations c`. The first user message is
 * looked up only for conversations without a title. */
const summaryColumns = `c.id, c.agent_id, c.title, c.created_at, c.updated_at,
  to_char(c.updated_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as updated_at_key,
  (select left(m.content, ${firstMessageLength}) from public.messages m
   where c.title is null and m.conversation_id = c.id and m.role = 'user' order by m.id limit 1) as first_message`;

function toSummary(row: unknown): ConversationSummary {
  const parsed = parseRow(summaryRowSchema, row, 'conversations');
  return {
    id: parsed.id,
    agentId: parsed.agent_id,
    title: parsed.title,
    firstMessage: parsed.first_message,
    createdAt: parsed.created_at,
    updatedAt: parsed.updated_at,
    updatedAtKey: parsed.updated_at_key,
  };
}

/** A {@link ConversationHistoryRepository} on `sql` (the service role: every statement filters by user). */
export function createConversationHistoryRepository(sql: SqlClient): ConversationHistoryRepository {
  const findForUser = async (conversationId: string, userId: string): Promise<ConversationSummary | null> => {
    if (!isUuid(conversationId) || !isUuid(userId)) return null;
    const rows = await sql.query(
      `select ${summaryColumns} from public.conversations c where c.id = $1 and c.user_id = $2`,
      [conversationId, userId],
    );
    return rows.length === 0 ? null : toSummary(rows[0]);
  };
  return {
    async listForUser(userId, options) {
      if (!isUuid(userId)) return [];
      // The cursor's time goes in as text: postgres.js sends a timestamptz parameter
      // through a JS Date, which would cut it to milliseconds.
      const rows = await sql.query(
        `select ${summaryColumns} from public.conversations c
         where c.user_id = $1 and ($2::uuid is null or c.agent_id = $2::uuid)
           and ($3::text is null or (c.updated_at, c.id) < ($3::text::timestamptz, $4::uuid))
         order by c.updated_at desc, c.id desc
         limit $5`,
        [
          userId,
          options.agentId,
          options.after?.updatedAt ?? null,
          options.after?.id ?? null,
          Math.max(0, Math.floor(options.limit)),
        ],
      );
      return rows.map(toSummary);
    },
    findForUser,
    async rename(conversationId, userId, title) {
      if (!isUuid(conversationId) || !isUuid(userId)) return null;
      // The title is not activity: updated_at (the list's order) stays.
      const updated = await sql.query(
        `update public.conversations set title = $3 where id = $1 and user_id = $2 returning id`,
        [conversationId, userId, storableText(title)],
      );
      return updated.length === 0 ? null : findForUser(conversationId, userId);
    },
    async delete(conversationId, userId) {
      if (!isUuid(conversationId) || !isUuid(userId)) return false;
      const deleted = await sql.query(`delete from public.conversations where id = $1 and user_id = $2 returning id`, [
        conversationId,
        userId,
      ]);
      return deleted.length > 0;
    },
  };
}
