/**
 * Sign-in with Supabase Auth (email and password; the same supabase-js calls work against a
 * project and the local gateway), account creation, and — when the configuration names a
 * demo account — a one-click demo sign-in.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import type { AppConfig } from '../config/app-config.ts';
import { element, replaceChildren } from '../ui/dom.ts';

/**
 * Builds the page; a successful sign-in fires supabase-js's auth event, which the app follows.
 * `showTitle` is told the form's heading whenever it changes ("Sign in", "Create an account"),
 * so the document's title can follow it.
 */
export function createSignInPage(
  supabase: SupabaseClient,
  config: AppConfig,
  notice: string | null = null,
  showTitle: (heading: string) => void = () => {},
): HTMLElement {
  const status = element('p', { class: 'form-status', role: 'alert' });
  const email = element('input', {
    id: 'email',
    name: 'email',
    type: 'email',
    autocomplete: 'username',
    required: true,
  });
  const password = element('input', {
    id: 'password',
    name: 'password',
    type: 'password',
    autocomplete: 'current-password',
    required: true,
    minlength: 6,
  });
  const submit = element('button', { type: 'submit', class: 'button primary wide' }, 'Sign in');
  const createAccount = element('button', { type: 'button', class: 'button link' }, 'Create an account instead');
  let mode: 'sign-in' | 'sign-up' = 'sign-in';
  if (notice !== null) status.textContent = notice;

  const demo = config.demo;
  const demoButton = demo === null ? null : element('button', {
    type: 'button',
    class: 'button primary wide',
    onclick: () => void attempt(() => supabase.auth.signInWithPassword({ email: demo.email, password: demo.password })),
  }, 'Sign in as the demo user');

  const busy = (on: boolean): void => {
    for (const control of [submit, createAccount, demoButton]) if (control !== null) control.disabled = on;
  };
  const attempt = async (action: () => Promise<{ error: { message: string } | null }>): Promise<void> => {
    busy(true);
    status.textContent = '';
    try {
      const { error } = await action();
      if (error !== null) status.textContent = error.message;
    } catch {
      status.textContent = 'Cannot reach the sign-in server — check the connection and try again.';
    } finally {
      busy(false);
    }
  };

  const title = element('h1', { id: 'sign-in-title' }, 'Sign in');
  createAccount.addEventListener('click', () => {
    mode = mode === 'sign-in' ? 'sign-up' : 'sign-in';
    title.textContent = mode === 'sign-in' ? 'Sign in' : 'Create an account';
    showTitle(title.textContent);
    submit.textContent = mode === 'sign-in' ? 'Sign in' : 'Create account';
    createAccount.textContent = mode === 'sign-in' ? 'Create an account instead' : 'I have an account';
    password.autocomplete = mode === 'sign-in' ? 'current-password' : 'new-password';
  });
  const form = element(
    'form',
    { class: 'sign-in-form' },
    element('label', { for: 'email' }, 'Email'),
    email,
    element('label', { for: 'password' }, 'Password'),
    password,
    submit,
    createAccount,
    status,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const credentials = { email: email.value.trim(), password: password.value };
    void attempt(async () => {
      if (mode === 'sign-in') return supabase.auth.signInWithPassword(credentials);
      const { data, error } = await supabase.auth.signUp(credentials);
      if (error === null && data.session === null) {
        status.textContent = 'Check your email to confirm the account, then sign in.';
      }
      return { error };
    });
  });

  const card = element(
    'section',
    { class: 'sign-in-card', 'aria-labelledby': 'sign-in-title' },
    element('div', { class: 'brand large' }, element('span', { class: 'brand-mark', 'aria-hidden': 'true' }), 'Parley'),
    title,
    element('p', { class: 'muted' }, 'Chat with an agent whose failing tool calls become part of the conversation.'),
  );
  if (demo !== null && demoButton !== null) {
    card.append(
      demoButton,
      element('p', { class: 'muted small' }, `Demo account ${demo.email} (local only).`),
      element('div', { class: 'divider', role: 'separator' }, 'or'),
    );
  }
  card.append(form);
  const page = element('main', { id: 'main', class: 'sign-in-page' });
  replaceChildren(page, card);
  return page;
}
