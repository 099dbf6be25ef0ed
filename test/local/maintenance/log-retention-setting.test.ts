import { describe, expect, it } from 'vitest';
import { logRetentionDaysFrom, LogRetentionSettingError } from '../../../local/maintenance/log-retention-setting.ts';

describe('logRetentionDaysFrom', () => {
  describe('when PARLEY_LOG_RETENTION_DAYS is unset or blank', () => {
    it('returns null, leaving the choice to the database setting', () => {
      expect(logRetentionDaysFrom({})).toBeNull();
      expect(logRetentionDaysFrom({ PARLEY_LOG_RETENTION_DAYS: '  ' })).toBeNull();
    });
  });

  describe('when it is a whole number of days of at least 7', () => {
    it('returns it', () => {
      expect(logRetentionDaysFrom({ PARLEY_LOG_RETENTION_DAYS: '7' })).toBe(7);
      expect(logRetentionDaysFrom({ PARLEY_LOG_RETENTION_DAYS: ' 365 ' })).toBe(365);
    });
  });

  describe('when it is anything else', () => {
    it.each(['6', '0', '-30', '30.5', '90d', 'forever', '1e3'])(
      'refuses "%s", naming the variable and the value',
      (value) => {
        const read = () => logRetentionDaysFrom({ PARLEY_LOG_RETENTION_DAYS: value });
        expect(read).toThrow(LogRetentionSettingError);
        expect(read).toThrow(
          `PARLEY_LOG_RETENTION_DAYS must be a whole number of days, at least 7 (e.g. 90); got "${value}".`,
        );
      },
    );
  });
});
