/** The entry: reads the configuration, makes the Supabase client, mounts the app. */
import { createClient } from '@supabase/supabase-js';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { readConfig } from './config.ts';
import { ConfigProblems } from './config-problems.tsx';

const root = document.getElementById('root');
if (root === null) throw new Error('index.html has no #root element');

const reading = readConfig(import.meta.env);
createRoot(root).render(
  <StrictMode>
    {reading.ok
      ? (
        <App
          config={reading.config}
          supabase={createClient(reading.config.supabaseUrl, reading.config.publishableKey)}
        />
      )
      : <ConfigProblems problems={reading.problems} />}
  </StrictMode>,
);
