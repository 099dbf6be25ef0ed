import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { useEffect, useState } from 'react';
import { Chat } from './chat.tsx';
import type { ExampleConfig } from './config.ts';
import { SignInForm } from './sign-in-form.tsx';

/** Signed out: the sign-in form. Signed in: the chat, with Sign out and New chat. */
export function App({ config, supabase }: { readonly config: ExampleConfig; readonly supabase: SupabaseClient }) {
  const [session, setSession] = useState<Session | null | undefined>(undefined);
  const [chatNumber, setChatNumber] = useState(0);

  useEffect(() => {
    let active = true;
    void supabase.auth.getSession().then(({ data }) => {
      if (active) setSession(data.session);
    });
    const { data } = supabase.auth.onAuthStateChange((_event, changed) => setSession(changed));
    return () => {
      active = false;
      data.subscription.unsubscribe();
    };
  }, [supabase]);

  if (session === undefined) return <main className='page' aria-busy='true' />;
  if (session === null) return <SignInForm supabase={supabase} isLocal={config.isLocal} />;
  return (
    <main className='page'>
      <header className='top-bar'>
        <h1>Parley with useChat</h1>
        <span className='signed-in-as'>{session.user.email}</span>
        <button type='button' onClick={() => setChatNumber((number) => number + 1)}>New chat</button>
        <button type='button' onClick={() => void supabase.auth.signOut()}>Sign out</button>
      </header>
      {/* A new key gives a new useChat (and a new Parley conversation). */}
      <Chat key={chatNumber} config={config} supabase={supabase} />
    </main>
  );
}
