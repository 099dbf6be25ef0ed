/** Entry: loads the configuration, creates the supabase-js client, starts the app. */
// First: it configures zod before any module builds a schema.
import './config/zod-without-eval.ts';
import './styles.css';
import { startApp } from './app/start-app.ts';
import { loadAppConfig } from './config/app-config.ts';
import { createSupabase } from './config/supabase-client.ts';
import { element, replaceChildren } from './ui/dom.ts';
import { applyStoredTheme, pageThemeEnvironment } from './ui/theme.ts';

applyStoredTheme(pageThemeEnvironment());
const root = document.getElementById('app') as HTMLElement;
try {
  const config = await loadAppConfig();
  await startApp(root, createSupabase(config), config);
} catch (error) {
  replaceChildren(
    root,
    element(
      'main',
      { class: 'narrow-page', id: 'main' },
      element('h1', {}, 'Parley could not start'),
      element('p', { role: 'alert' }, error instanceof Error ? error.message : String(error)),
    ),
  );
}
