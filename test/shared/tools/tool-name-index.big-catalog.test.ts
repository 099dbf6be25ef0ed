import { describe, expect, it } from 'vitest';
import { ToolNameIndex } from '../../../shared/tools/tool-name-index.ts';
import { generalCatalog } from './support/general-catalog.ts';
import { realisticTools } from './support/realistic-tools.ts';

const names = (suggestions: readonly { name: string }[]): string[] => suggestions.map((suggestion) => suggestion.name);

describe('ToolNameIndex in a big catalog', () => {
  const index = new ToolNameIndex(generalCatalog());

  describe('when the guess uses other verbs and nouns for the same act', () => {
    it.each([
      ['book_meeting', 'gcal__create_event'],
      ['schedule_appointment', 'gcal__create_event'],
      ['new_event', 'gcal__create_event'],
      ['cancel_meeting', 'gcal__delete_event'],
      ['remove_event', 'gcal__delete_event'],
      ['upload_picture', 'photos__upload_photo'],
      ['store_document', 'drive__upload_file'],
      ['find_customer', 'crm__search_contacts'],
      ['make_invoice', 'billing__create_invoice'],
      ['refund_charge', 'billing__refund_payment'],
      ['get_weather', 'weather__get_forecast'],
    ])('ranks the tool for `%s` first: %s', (requested, expected) => {
      expect(names(index.suggest(requested, 3))[0]).toBe(expected);
    });
  });

  describe('when only the description says what the tool does', () => {
    it('suggests it from the description’s words and their synonyms', () => {
      const tools = [...realisticTools(250), {
        name: 'agenda__insert',
        description: 'Add an appointment to the team calendar.',
      }];

      expect(names(new ToolNameIndex(tools).suggest('book_meeting', 3))).toEqual(['agenda__insert']);
    });

    it('ranks a tool whose description also matches above one whose name alone does', () => {
      const tools = [
        { name: 'studio__create_event', description: 'Create an analytics event for a product funnel.' },
        { name: 'planner__create_event', description: 'Create a meeting in the shared calendar.' },
      ];

      expect(names(new ToolNameIndex(tools).suggest('book_meeting', 3))[0]).toBe('planner__create_event');
    });
  });

  describe('when the guess also names the server', () => {
    it('ranks that server’s tool above the same tool of another server', () => {
      const tools = [{ name: 'office__create_event', description: 'Create an event.' }, {
        name: 'home__create_event',
        description: 'Create an event.',
      }];

      expect(names(new ToolNameIndex(tools).suggest('home_book_meeting', 3))).toEqual([
        'home__create_event',
        'office__create_event',
      ]);
    });
  });

  describe('when the guess names a thing no tool has', () => {
    it.each(['book_flight', 'order_pizza', 'play_song', 'translate_text', 'delete_person', 'report_bug'])(
      'suggests nothing for `%s`, though many tools share its verb',
      (requested) => {
        expect(index.suggest(requested, 3)).toEqual([]);
      },
    );
  });

  describe('when the guess names a thing but another act', () => {
    it('does not offer the tool that does something else with it', () => {
      const tools = [...realisticTools(100), { name: 'shelf__create_book', description: 'Add a book to the shelf.' }];

      expect(names(new ToolNameIndex(tools).suggest('list_books', 3))).not.toContain('shelf__create_book');
    });

    it('reads a verb later in the name as a noun (`book` in `list_books` is no booking)', () => {
      const tools = [{ name: 'gcal__create_event', description: 'Create a calendar event.' }, {
        name: 'library__list_books',
        description: 'List the books of the library.',
      }];

      expect(names(new ToolNameIndex(tools).suggest('list_book', 3))).toEqual(['library__list_books']);
    });
  });

  describe('when a long name differs from a tool by a whole word', () => {
    it('does not take it for a typo of that tool', () => {
      const [best] = index.suggest('calendar_add_event', 3);

      expect(best?.name).toBe('gcal__create_event');
    });
  });

  describe('when the catalog has 500 tools', () => {
    const tools = [
      ...generalCatalog(),
      ...generalCatalog().map((tool) => ({ name: `${tool.name}_v2`, description: tool.description })),
    ];

    it('still ranks the synonym match first', () => {
      expect(names(new ToolNameIndex(tools).suggest('book_meeting', 3)).slice(0, 2).sort()).toEqual([
        'gcal__create_event',
        'gcal__create_event_v2',
      ]);
    });

    it('resolves an exact name without indexing the words of every tool', () => {
      const started = performance.now();
      for (let round = 0; round < 100; round += 1) new ToolNameIndex(tools).resolve('gcal__create_event');

      expect((performance.now() - started) / 100).toBeLessThan(2);
    });
  });
});
