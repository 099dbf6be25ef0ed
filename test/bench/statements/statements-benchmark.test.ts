import { describe, expect, it } from 'vitest';
import {
  countingSqlClient,
  createStatementRecorder,
  firstLineOf,
} from '../../../bench/statements/counting-sql-client.ts';
import { measureStatements, summaryOf } from '../../../bench/statements/statements-benchmark.ts';
import { turnKinds } from '../../../bench/statements/turn-kinds.ts';
import type { SqlClient } from '../../../shared/db/sql-client.ts';

describe('the statements benchmark', () => {
  describe('when it runs one turn of each kind on PGlite', () => {
    it('reports for every kind a positive count that matches its list of statements', async () => {
      const measured = await measureStatements({ warmUp: false });

      expect(Object.keys(measured.turns)).toEqual(turnKinds.map((kind) => kind.name));
      for (const [name, turn] of Object.entries(measured.turns)) {
        const listed = turn.statements.reduce((sum, statement) => sum + statement.count, 0);
        const perFunction = Object.values(turn.perFunction).reduce((sum, count) => sum + count, 0);
        expect(turn.total, name).toBeGreaterThan(0);
        expect(listed, name).toBe(turn.total);
        expect(perFunction, name).toBe(turn.total);
        expect(turn.statements.every((statement) => statement.statement.length > 0 && statement.count > 0), name)
          .toBe(true);
      }
      // A tool turn also runs statements in the tool function it was routed to.
      expect(measured.turns['web-search']?.perFunction['web-search-api']).toBeGreaterThan(0);
      expect(measured.turns.email?.perFunction['gmail-api']).toBeGreaterThan(0);
      expect(measured.turns['no-tool']?.perFunction['gmail-api']).toBe(0);
      expect(JSON.parse(JSON.stringify(summaryOf({ pglite: measured, server: null })))).toMatchObject({
        pglite: { turns: { email: { goal: 10 } } },
        server: null,
      });
    }, 120_000);
  });
});

describe('the counting SQL client', () => {
  const fake: SqlClient = {
    dialect: 'pglite',
    query: () => Promise.resolve([]),
    exec: () => Promise.resolve(),
    transaction: (work) => work({ query: () => Promise.resolve([]), exec: () => Promise.resolve() }),
    close: () => Promise.resolve(),
  };

  it('records queries and scripts, inside transactions too, and sets the RLS claims apart', async () => {
    const recorder = createStatementRecorder();
    const sql = countingSqlClient(fake, 'chat', recorder);

    await sql.query('\n  select 1');
    await sql.transaction(async (transaction) => {
      await transaction.query(`select set_config('request.jwt.claims', $1, true)`, ['{}']);
      await transaction.exec('set local role authenticated');
      await transaction.query('insert into t values (1)');
    });

    const { statements, transactions } = recorder.take();
    expect(statements.map((statement) => [statement.firstLine, statement.kind, statement.inTransaction])).toEqual([
      ['select 1', 'counted', false],
      [`select set_config('request.jwt.claims', $1, true)`, 'rls-claims', true],
      ['set local role authenticated', 'rls-claims', true],
      ['insert into t values (1)', 'counted', true],
    ]);
    expect(transactions).toEqual({ chat: 1 });
    expect(recorder.take().statements).toEqual([]);
  });

  it('names a statement by its text, whitespace collapsed', () => {
    expect(firstLineOf('\n\n   insert  into   a (b)\n values ($1)')).toBe('insert into a (b) values ($1)');
  });
});
