/**
 * The chat page's end of "Connect Gmail" from a turn that needed it: Google sends the browser
 * back to the conversation (`?integration=gmail&status=pending&code=…`), the page finishes the
 * connection in the user's session and offers to send the message that needed Gmail again.
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { ApiError } from '../api/api-error.ts';
import { completeGmailConnect } from '../api/integrations-api.ts';
import { readOAuthReturn, withoutOAuthReturn } from '../integrations/oauth-return.ts';
import { element, replaceChildren } from '../ui/dom.ts';

/** What the notice needs from the page. */
export interface GmailReturnDependencies {
  readonly supabase: SupabaseClient;
  /** Puts a URL in the address bar without a history entry. */
  readonly replaceUrl: (path: string) => void;
  /** The user's last message in the conversation on screen, when there is one. */
  readonly lastUserMessage: () => string | null;
  /** Sends `text` as a new message of the conversation on screen. */
  readonly send: (text: string) => void;
}

/** The notice, and the step that reads the address bar. */
export interface GmailReturnNotice {
  readonly element: HTMLElement;
  /** Finishes the connection `location` came back with, if any (its code leaves the address bar first). */
  finish(location: { readonly pathname: string; readonly search: string; readonly hash: string }): Promise<void>;
}

/** Builds the (empty) notice. */
export function createGmailReturnNotice(dependencies: GmailReturnDependencies): GmailReturnNotice {
  const notice = element('div', { class: 'notice', role: 'status' });
  const say = (kind: 'success' | 'error' | null, ...content: (string | HTMLElement)[]): void => {
    notice.className = kind === null ? 'notice' : `notice ${kind}`;
    replaceChildren(notice, ...content);
  };
  return {
    element: notice,
    async finish(location) {
      const returned = readOAuthReturn(location.search);
      if (returned === null) return;
      dependencies.replaceUrl(`${location.pathname}${withoutOAuthReturn(location.search)}${location.hash}`);
      if (returned.status === 'error') {
        say('error', `Gmail was not connected: ${returned.message}`);
        return;
      }
      say(null, 'Finishing the Gmail connection…');
      try {
        await completeGmailConnect(dependencies.supabase, returned.code);
      } catch (error) {
        const reason = error instanceof ApiError && error.kind === 'request'
          ? error.message
          : 'Google or the server could not be reached — connect again in a moment.';
        say('error', `Gmail was not connected: ${reason}`);
        return;
      }
      const retry = element('button', { type: 'button', class: 'button primary' }, 'Try again');
      retry.addEventListener('click', () => {
        const text = dependencies.lastUserMessage();
        say('success', 'Gmail is connected.');
        if (text !== null) dependencies.send(text);
      });
      say('success', 'Gmail is connected. ', retry, ' sends your last message again.');
    },
  };
}
