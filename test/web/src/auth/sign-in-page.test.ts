import type { SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { createSignInPage } from '../../../../web/src/auth/sign-in-page.ts';
import type { AppConfig } from '../../../../web/src/config/app-config.ts';
import { textOf, useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

// The page only calls supabase.auth when a form is sent; these tests never send one.
const supabase = {} as SupabaseClient;
const config = { demo: null } as unknown as AppConfig;

function buttonNamed(page: HTMLElement, name: string): HTMLButtonElement {
  const button = [...page.querySelectorAll('button')].find((candidate) => textOf(candidate) === name);
  if (button === undefined) throw new Error(`no button "${name}"`);
  return button;
}

describe('createSignInPage', () => {
  describe('when the user switches to creating an account', () => {
    it('titles the form "Create an account", not "Sign in"', () => {
      const page = createSignInPage(supabase, config);

      buttonNamed(page, 'Create an account instead').click();

      expect(textOf(page.querySelector('h1'))).toBe('Create an account');
      expect(textOf(page.querySelector('button[type="submit"]'))).toBe('Create account');
    });

    it('titles it "Sign in" again when the user goes back', () => {
      const page = createSignInPage(supabase, config);

      buttonNamed(page, 'Create an account instead').click();
      buttonNamed(page, 'I have an account').click();

      expect(textOf(page.querySelector('h1'))).toBe('Sign in');
    });

    it('tells the document title each heading, so the tab does not say "Sign in" on the sign-up form', () => {
      const titles: string[] = [];
      const page = createSignInPage(supabase, config, null, (heading) => titles.push(heading));

      buttonNamed(page, 'Create an account instead').click();
      buttonNamed(page, 'I have an account').click();

      expect(titles).toEqual(['Create an account', 'Sign in']);
    });
  });
});
