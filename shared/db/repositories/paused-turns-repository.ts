import { z } from 'zod';
import type { SqlClient } from '../sql-client.ts';
import { storableJsonText } from '../storable-text.ts';
import { parseRow } from './row-error.ts';
import { isUuid } from './uuid.ts';

/** How a paused turn ended, once it no longer waits. */
export type PausedTurnEnding = 'completed' | 'failed' | 'superseded' | 'expired';

/** A turn waiting for (or being resumed with) the user's approvals. `state` and
 * `approvals` are JSON as stored; the chat side parses them. */
export interface PausedTurn {
  readonly id: string;
  readonly conversationId: string;
  readonly userId: string;
  readonly agentId: string;
  readonly status: 'awaiting' | 'resuming';
  readonly state: unknown;
  readonly approvals: unknown;
  readonly storedCount: number;
  readonly createdAt: Date;
  readonly expiresAt: Date;
}

/** A turn to pause. */
export interface NewPausedTurn {
  /** Chosen by the caller: the approvals are signed with it before the row exists. */
  readonly id: string;
  readonly conversationId: string;
  readonly userId: string;
  readonly agentId: string;
  readonly state: unknown;
  readonly approvals: unknown;
  readonly storedCount: number;
  readonly expiresAt: Date;
}

/** Paused turns: one open per conversation, claimed at most once per answer. */
export interface PausedTurnsRepository {
  /**
   * Stores a paused turn; resolves to the row's approvals: this call's, or those of an earlier
   * try with the same id that committed but whose answer was lost. Resolves to null when the
   * conversation already has another open turn (another turn of it paused first).
   */
  pause(turn: NewPausedTurn): Promise<{ readonly approvals: unknown } | null>;
  /** Stores the next pause of a turn being resumed, on its row (`resuming` → `awaiting`). */
  pauseAgain(turn: Pick<NewPausedTurn, 'id' | 'state' | 'approvals' | 'storedCount' | 'expiresAt'>): Promise<void>;
  /** The conversation's open paused turn when `userId` owns it, else null. */
  findOpen(conversationId: string, userId: string): Promise<PausedTurn | null>;
  /**
   * Takes the turn to resume it, atomically: of two answers, one wins and the other gets
   * null. A turn `resuming` since before `staleBefore` (its worker died) can be taken again.
   */
  claim(id: string, userId: string, now: Date, staleBefore: Date): Promise<PausedTurn | null>;
  /** Closes an open turn without resuming it (a new message, expiry), atomically as
   * `claim`; resolves to the turn when this call closed it. */
  close(
    id: string,
    userId: string,
    ending: 'superseded' | 'expired',
    now: Date,
    staleBefore: Date,
  ): Promise<PausedTurn | null>;
  /** Records how a claimed turn's resume ended. */
  finish(id: string, ending: PausedTurnEnding, now: Date): Promise<void>;
  /** The conversations of the user that wait for an answer at `now` (awaiting, not expired):
   * the sidebar marks them. */
  awaitingConversationIds(userId: string, now: Date): Promise<readonly string[]>;
}

const pausedTurnRowSchema = z.object({
  id: z.string(),
  conversation_id: z.string(),
  user_id: z.string(),
  agent_id: z.string(),
  status: z.enum(['awaiting', 'resuming']),
  state: z.unknown(),
  approvals: z.unknown(),
  stored_count: z.number().int(),
  created_at: z.date(),
  expires_at: z.date(),
});

const storedApprovalsRowSchema = z.object({ approvals: z.unknown() });

const otherColumns = 'id, conversation_id, user_id, agent_id, state, approvals, stored_count, created_at, expires_at';
const columns = `status, ${otherColumns}`;
/** What `close` returns: the turn as it was while open (its new status is the ending). */
const closedColumns = `'awaiting' as status, ${otherColumns}`;

function toPausedTurn(row: unknown): PausedTurn {
  const parsed = parseRow(pausedTurnRowSchema, row, 'paused_turns');
  return {
    id: parsed.id,
    conversationId: parsed.conversation_id,
    userId: parsed.user_id,
    agentId: parsed.agent_id,
    status: parsed.status,
    state: parsed.state,
    approvals: parsed.approvals,
    storedCount: parsed.stored_count,
    createdAt: parsed.created_at,
    expiresAt: parsed.expires_at,
  };
}

/** Open, or taken by a worker that has not finished since `staleBefore`. */
const takeable = `(status = 'awaiting' or (status = 'resuming' and claimed_at < $4))`;

/** A {@link PausedTurnsRepository} on `sql` (the service role: it filters by user itself). */
export function createPausedTurnsRepository(sql: SqlClient): PausedTurnsRepository {
  return {
    async pause(turn) {
      // Any conflict does nothing: another open turn of the conversation, or this id stored by
      // an earlier try (whose row the statement's snapshot holds, so its approvals are returned).
      const rows = await sql.query(
        `with inserted as (
           insert into public.paused_turns (id, conversation_id, user_id, agent_id, state, approvals, stored_count, expires_at)
           values ($8, $1, $2, $3, $4::jsonb, $5::jsonb, $6, $7)
           on conflict do nothing returning approvals
         )
         select approvals from inserted
         union all
         select approvals from public.paused_turns where id = $8 and not exists (select 1 from inserted)`,
        [
          turn.conversationId,
          turn.userId,
          turn.agentId,
          storableJsonText(turn.state),
          storableJsonText(turn.approvals),
          turn.storedCount,
          turn.expiresAt,
          turn.id,
        ],
      );
      return rows.length === 0
        ? null
        : { approvals: parseRow(storedApprovalsRowSchema, rows[0], 'paused_turns').approvals };
    },
    async pauseAgain(turn) {
      await sql.query(
        `update public.paused_turns set status = 'awaiting', state = $2::jsonb, approvals = $3::jsonb, stored_count = $4,
           expires_at = $5, claimed_at = null where id = $1`,
        [turn.id, storableJsonText(turn.state), storableJsonText(turn.approvals), turn.storedCount, turn.expiresAt],
      );
    },
    async findOpen(conversationId, userId) {
      if (!isUuid(conversationId) || !isUuid(userId)) return null;
      const rows = await sql.query(
        `select ${columns} from public.paused_turns
         where conversation_id = $1 and user_id = $2 and status in ('awaiting', 'resuming')`,
        [conversationId, userId],
      );
      return rows.length === 0 ? null : toPausedTurn(rows[0]);
    },
    async claim(id, userId, now, staleBefore) {
      if (!isUuid(id) || !isUuid(userId)) return null;
      const rows = await sql.query(
        `update public.paused_turns set status = 'resuming', claimed_at = $3
         where id = $1 and user_id = $2 and ${takeable} returning ${columns}`,
        [id, userId, now, staleBefore],
      );
      return rows.length === 0 ? null : toPausedTurn(rows[0]);
    },
    async close(id, userId, ending, now, staleBefore) {
      if (!isUuid(id) || !isUuid(userId)) return null;
      const rows = await sql.query(
        `update public.paused_turns set status = $5, finished_at = $3
         where id = $1 and user_id = $2 and ${takeable} returning ${closedColumns}`,
        [id, userId, now, staleBefore, ending],
      );
      return rows.length === 0 ? null : toPausedTurn(rows[0]);
    },
    async finish(id, ending, now) {
      await sql.query(`update public.paused_turns set status = $2, finished_at = $3 where id = $1`, [id, ending, now]);
    },
    async awaitingConversationIds(userId, now) {
      if (!isUuid(userId)) return [];
      const rows = await sql.query(
        `select conversation_id from public.paused_turns where user_id = $1 and status = 'awaiting' and expires_at > $2`,
        [userId, now],
      );
      return rows.map((row) =>
        parseRow(z.object({ conversation_id: z.string() }), row, 'paused_turns').conversation_id
      );
    },
  };
}
