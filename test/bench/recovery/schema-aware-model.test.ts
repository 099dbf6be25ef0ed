import { describe, expect, it } from 'vitest';
import type { LiteralCall } from '../../../bench/recovery/literal-model.ts';
import { reviseCall } from '../../../bench/recovery/literal-model.ts';
import type { CaseTool } from '../../../bench/recovery/recovery-case.ts';
import {
  declaredKeysOf,
  renameUnknownKeys,
  reviseCallSchemaAware,
  type SchemaAwareKnowledge,
} from '../../../bench/recovery/schema-aware-model.ts';

function objectTool(name: string, properties: Record<string, unknown>): CaseTool {
  return { name, description: name, parameters: { type: 'object', properties, additionalProperties: false } };
}

const restaurants = objectTool('find_restaurants', {
  location: { type: 'string' },
  price_range: { type: 'string', enum: ['cheap', 'moderate', 'pricey'] },
});
const books = objectTool('library_search_books', { query: { type: 'string' }, location: { type: 'string' } });
const googleBooks = objectTool('google_books_search', { query: { type: 'string' } });
const events = objectTool('create_event', {
  summary: { type: 'string' },
  start: { type: 'object', properties: { dateTime: { type: 'string' }, timeZone: { type: 'string' } } },
});

function call(name: string, argumentsValue: unknown): LiteralCall {
  return { name, argumentsText: JSON.stringify(argumentsValue) };
}

function argumentsOf(revised: LiteralCall): unknown {
  return JSON.parse(revised.argumentsText);
}

describe('declaredKeysOf', () => {
  it("lists the schema's top-level properties", () => {
    expect(declaredKeysOf(restaurants)).toEqual(['location', 'price_range']);
  });

  it('is empty for a schema without properties', () => {
    expect(declaredKeysOf({ name: 'x', description: '', parameters: { type: 'object' } })).toEqual([]);
  });
});

describe('renameUnknownKeys', () => {
  it('renames a named unknown key to the declared key it spells, keeping its value', () => {
    expect(renameUnknownKeys({ priceRange: 'moderate' }, ['location', 'price_range'], 'Unrecognized key: "priceRange"'))
      .toEqual({ price_range: 'moderate' });
  });

  it('leaves a key the feedback does not name', () => {
    expect(renameUnknownKeys({ priceRange: 'moderate' }, ['price_range'], 'Invalid input')).toEqual({
      priceRange: 'moderate',
    });
  });

  it('does not overwrite a declared key already set', () => {
    expect(renameUnknownKeys({ priceRange: 'a', price_range: 'b' }, ['price_range'], 'priceRange')).toEqual({
      priceRange: 'a',
      price_range: 'b',
    });
  });
});

describe('reviseCallSchemaAware', () => {
  describe('when a peer names only the unknown key', () => {
    const knowledge: SchemaAwareKnowledge = {
      tools: [restaurants],
      intended: { name: 'find_restaurants', arguments: { location: 'Paris', price_range: 'moderate' } },
    };
    const faulty = call('find_restaurants', { location: 'Paris', priceRange: 'moderate' });
    const feedback = 'Unrecognized key: "priceRange"';

    it('renames it to the declared key, where the literal model drops it', () => {
      expect(argumentsOf(reviseCallSchemaAware(faulty, feedback, knowledge))).toEqual({
        location: 'Paris',
        price_range: 'moderate',
      });
      expect(argumentsOf(reviseCall(faulty, feedback, knowledge))).toEqual({ location: 'Paris' });
    });
  });

  describe('when the renamed key carries a value other than intended', () => {
    const knowledge: SchemaAwareKnowledge = {
      tools: [restaurants],
      intended: { name: 'find_restaurants', arguments: { location: 'Paris', price_range: 'moderate' } },
    };

    it('keeps the value it meant, which a later round must fix', () => {
      const revised = reviseCallSchemaAware(
        call('find_restaurants', { location: 'Paris', priceRange: 'mid' }),
        'Unrecognized key: "priceRange"',
        knowledge,
      );
      expect(argumentsOf(revised)).toEqual({ location: 'Paris', price_range: 'mid' });
    });

    it('fixes the value too when the feedback names the declared key', () => {
      const revised = reviseCallSchemaAware(
        call('find_restaurants', { location: 'Paris', priceRange: 'mid' }),
        'Unknown key "priceRange" (did you mean "price_range": one of cheap, moderate, pricey?)',
        knowledge,
      );
      expect(argumentsOf(revised)).toEqual({ location: 'Paris', price_range: 'moderate' });
    });
  });

  describe('when no declared key is near the unknown one', () => {
    it('drops it, as the literal model does', () => {
      const knowledge: SchemaAwareKnowledge = {
        tools: [restaurants],
        intended: { name: 'find_restaurants', arguments: { location: 'Paris' } },
      };
      const revised = reviseCallSchemaAware(
        call('find_restaurants', { location: 'Paris', cuisine: 'thai' }),
        'Unrecognized key: "cuisine"',
        knowledge,
      );
      expect(argumentsOf(revised)).toEqual({ location: 'Paris' });
    });
  });

  describe('when the feedback names a dotted path', () => {
    it('reads its head as the top-level key', () => {
      const knowledge: SchemaAwareKnowledge = {
        tools: [events],
        intended: { name: 'create_event', arguments: { start: { dateTime: 'now', timeZone: 'UTC' } } },
      };
      const faulty = call('create_event', { start: { dateTime: 'now' } });

      expect(argumentsOf(reviseCallSchemaAware(faulty, 'missing `start.timeZone`', knowledge))).toEqual({
        start: { dateTime: 'now', timeZone: 'UTC' },
      });
      expect(reviseCall(faulty, 'missing `start.timeZone`', knowledge)).toEqual(faulty);
    });
  });

  describe('when the feedback names several tools', () => {
    const knowledge: SchemaAwareKnowledge = {
      tools: [googleBooks, books, restaurants],
      intended: { name: 'library_search_books', arguments: { query: 'dune', location: 'Oslo' } },
    };
    const faulty = call('book_search', { query: 'dune', location: 'Oslo' });

    it('takes the first one named, even when the intended one comes later', () => {
      const feedback = 'Unknown tool book_search. Did you mean google_books_search or library_search_books?';
      expect(reviseCallSchemaAware(faulty, feedback, knowledge).name).toBe('google_books_search');
      expect(reviseCall(faulty, feedback, knowledge).name).toBe('library_search_books');
    });

    it('switches away from a known tool when the feedback suggests another', () => {
      const revised = reviseCallSchemaAware(
        call('google_books_search', { query: 'dune', location: 'Oslo' }),
        'Unknown parameter location for google_books_search; library_search_books takes location.',
        knowledge,
      );
      expect(revised.name).toBe('library_search_books');
    });
  });

  describe('when no rule applies', () => {
    it('repeats the call byte for byte', () => {
      const faulty = { name: 'find_restaurants', argumentsText: '{"location":  "Paris"}' };
      const knowledge: SchemaAwareKnowledge = {
        tools: [restaurants],
        intended: { name: 'find_restaurants', arguments: { location: 'Paris', price_range: 'cheap' } },
      };
      expect(reviseCallSchemaAware(faulty, 'Something went wrong.', knowledge)).toEqual(faulty);
    });
  });
});
