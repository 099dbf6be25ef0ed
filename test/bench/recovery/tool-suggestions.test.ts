import { describe, expect, it } from 'vitest';
import { catalogToolsNamed, isFirstSuggestionWrong, suggestedTool } from '../../../bench/recovery/tool-suggestions.ts';

const catalog = ['send_email', 'search_emails', 'web_search', 'news_search'];

describe('catalogToolsNamed', () => {
  it('lists the catalog tools the text names as whole tokens, in text order, without the current one', () => {
    expect(catalogToolsNamed('Did you mean news_search or web_search? (not web_serch)', catalog, 'web_serch'))
      .toEqual(['news_search', 'web_search']);
    expect(catalogToolsNamed('web_search failed; try news_search', catalog, 'web_search')).toEqual(['news_search']);
  });

  it('ignores names inside longer tokens', () => {
    expect(catalogToolsNamed('web_search_v2 and news_search.v2', catalog, 'x')).toEqual([]);
  });
});

describe('suggestedTool', () => {
  it('takes the first tool of a selection, even when the intended one comes later', () => {
    expect(suggestedTool('Did you mean send_email, search_emails?', catalog, 'email_search', 'search_emails')).toBe(
      'send_email',
    );
  });

  it('prefers a suggested tool that is a near spelling of the current name', () => {
    expect(suggestedTool('Did you mean news_search or web_search?', catalog, 'web_serch', 'web_search')).toBe(
      'web_search',
    );
  });

  it('picks the tool it meant from a list of the whole catalog, which ranks nothing', () => {
    expect(
      suggestedTool(
        'Available tools: send_email, search_emails, web_search, news_search.',
        catalog,
        'find_mail',
        'search_emails',
      ),
    ).toBe('search_emails');
    expect(suggestedTool('send_email, search_emails, news_search', catalog, 'web_search', 'web_search'))
      .toBeUndefined();
  });

  it('is undefined when no other catalog tool is named', () => {
    expect(suggestedTool('Tool web_serch not found.', catalog, 'web_serch', 'web_search')).toBeUndefined();
  });
});

describe('isFirstSuggestionWrong', () => {
  it('is true when the intended tool is named after another catalog tool', () => {
    expect(isFirstSuggestionWrong('Did you mean send_email, search_emails?', catalog, 'email_search', 'search_emails'))
      .toBe(true);
  });

  it('is false when the intended tool is named first, or not at all', () => {
    expect(isFirstSuggestionWrong('Did you mean search_emails, send_email?', catalog, 'x', 'search_emails')).toBe(
      false,
    );
    expect(isFirstSuggestionWrong('Did you mean send_email?', catalog, 'x', 'search_emails')).toBe(false);
  });

  it('is false for a list of the whole catalog', () => {
    expect(isFirstSuggestionWrong('send_email, search_emails, web_search, news_search', catalog, 'x', 'web_search'))
      .toBe(false);
  });

  it('is false when the call already has the intended name', () => {
    expect(isFirstSuggestionWrong('send_email? search_emails', catalog, 'search_emails', 'search_emails')).toBe(false);
  });
});
