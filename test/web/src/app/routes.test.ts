import { describe, expect, it } from 'vitest';
import { conversationPath, routeOf } from '../../../../web/src/app/routes.ts';

describe('routeOf', () => {
  it.each([
    ['/', { page: 'chat', conversationId: null }],
    ['/chat/abc-1', { page: 'chat', conversationId: 'abc-1' }],
    ['/integrations', { page: 'integrations' }],
    ['/agents/', { page: 'agents' }],
    ['/analytics/', { page: 'analytics' }],
    ['/chat', { page: 'not-found' }],
    ['/settings', { page: 'not-found' }],
  ])('reads %s', (path, route) => {
    expect(routeOf(path)).toEqual(route);
  });

  it('reads back the path of a conversation', () => {
    expect(routeOf(conversationPath('a b'))).toEqual({ page: 'chat', conversationId: 'a b' });
  });
});
