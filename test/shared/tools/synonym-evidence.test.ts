import { describe, expect, it } from 'vitest';
import { requestWords, toolWords, wordEvidence } from '../../../shared/tools/synonym-evidence.ts';

const calendarEvent = toolWords('gcal__create_event', 'Create a Google Calendar event.');

describe('requestWords', () => {
  describe('when a name has a verb and nouns', () => {
    it('reads the first word that can be a verb as the action, and the rest as things', () => {
      expect(requestWords('book_meeting').words.map((word) => word.isAction)).toEqual([true, false]);
      expect(requestWords('list_books').words.map((word) => word.isAction)).toEqual([true, false]);
      expect(requestWords('meeting_book').words.map((word) => word.isAction)).toEqual([false, true]);
    });

    it('reads the action from the tool part of a `server__tool` name, not from the server prefix', () => {
      const words = requestWords('pull_requests__create_comment_to_pending_review').words;

      expect(words.filter((word) => word.isAction).map((word) => word.stem)).toEqual(['create']);
    });

    it('drops filler words unless nothing else is left', () => {
      expect(requestWords('add_to_cart').words.map((word) => word.stem)).toEqual(['add', 'cart']);
      expect(requestWords('to').words.map((word) => word.stem)).toEqual(['to']);
    });
  });
});

describe('wordEvidence', () => {
  describe('when every word of the guess is a synonym of the name’s', () => {
    it('is strong, but below an exact word match', () => {
      const synonyms = wordEvidence(requestWords('book_meeting'), calendarEvent).score;
      const exact = wordEvidence(requestWords('create_event'), calendarEvent).score;

      expect(synonyms).toBeGreaterThan(0.75);
      expect(exact).toBeGreaterThan(synonyms);
    });
  });

  describe('when the thing the guess names appears only in the description', () => {
    it('counts it, weighed less than in the name', () => {
      const inDescription =
        wordEvidence(requestWords('create_calendar_entry'), toolWords('planner__add', 'Add an entry to the calendar.'))
          .score;
      const inName =
        wordEvidence(requestWords('create_calendar_entry'), toolWords('calendar__add_entry', 'Add one.')).score;

      expect(inDescription).toBeGreaterThan(0.4);
      expect(inName).toBeGreaterThan(inDescription);
    });
  });

  describe('when only the verb matches', () => {
    it('gives no evidence: the thing the guess names is nowhere in the tool', () => {
      expect(wordEvidence(requestWords('book_flight'), calendarEvent).score).toBe(0);
    });
  });

  describe('when the thing matches but the tool does another act', () => {
    it('weighs less than the same thing with the same act', () => {
      const other = wordEvidence(requestWords('delete_event'), calendarEvent).score;
      const same =
        wordEvidence(requestWords('delete_event'), toolWords('gcal__remove_event', 'Remove an event.')).score;

      expect(other).toBeLessThan(0.4);
      expect(same).toBeGreaterThan(0.7);
    });
  });

  describe('when the guess names the server', () => {
    it('counts the server word as evidence', () => {
      const withServer = wordEvidence(requestWords('gcal_new_event'), calendarEvent).score;
      const without = wordEvidence(requestWords('new_event'), calendarEvent).score;

      expect(withServer).toBeGreaterThan(0.7);
      expect(without).toBeGreaterThan(0.7);
    });
  });
});
