import type { SupabaseClient } from '@supabase/supabase-js';
import { type FormEvent, useState } from 'react';

/** Email and password sign-in with supabase-js, against the project's Auth (or the gateway's). */
export function SignInForm(
  { supabase, isLocal }: { readonly supabase: SupabaseClient; readonly isLocal: boolean },
) {
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn(event: FormEvent<HTMLFormElement>): Promise<void> {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setProblem(null);
    const { error } = await supabase.auth.signInWithPassword({
      email: String(form.get('email') ?? ''),
      password: String(form.get('password') ?? ''),
    });
    setBusy(false);
    // A success changes the session; the app then shows the chat.
    if (error !== null) setProblem(error.message);
  }

  return (
    <main className='page'>
      <h1>Sign in</h1>
      <form className='sign-in' onSubmit={(event) => void signIn(event)}>
        <label>
          Email <input name='email' type='email' autoComplete='username' required />
        </label>
        <label>
          Password <input name='password' type='password' autoComplete='current-password' required />
        </label>
        <button type='submit' disabled={busy}>Sign in</button>
        {problem === null ? null : <p role='alert' className='problem'>{problem}</p>}
      </form>
      {isLocal ? <p className='hint'>Local gateway (npm start): demo@parley.local, password parley-demo.</p> : null}
    </main>
  );
}
