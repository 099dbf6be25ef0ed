import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/** `parley.schedule_maintenance()` (20261126000400_maintenance): pg_cron on Supabase, a
 * notice elsewhere. A fake `cron` schema stands in for pg_cron, recording its calls. */
describe('parley.schedule_maintenance', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.dispose());

  describe('when pg_cron is not available', () => {
    it('schedules nothing and says so', async () => {
      expect(await database.sql.query(`select parley.schedule_maintenance() as scheduled`)).toEqual([{
        scheduled: false,
      }]);
      expect(await database.sql.query(`select to_regnamespace('cron') is null as absent`)).toEqual([{ absent: true }]);
    });
  });

  describe('when cron.schedule exists', () => {
    it('schedules parley.run_maintenance() hourly under one job name', async () => {
      await database.sql.exec(`
        create schema cron;
        create table cron.calls (job_name text, schedule text, command text);
        create function cron.schedule(job_name text, schedule text, command text) returns bigint
        language sql as $$ insert into cron.calls values (job_name, schedule, command); select 1::bigint $$;`);

      expect(await database.sql.query(`select parley.schedule_maintenance() as scheduled`)).toEqual([{
        scheduled: true,
      }]);
      expect(await database.sql.query(`select job_name, schedule, command from cron.calls`)).toEqual([
        { job_name: 'parley-maintenance', schedule: '17 * * * *', command: 'select parley.run_maintenance()' },
      ]);
    });
  });
});
