/**
 * The one place failures are shown plainly, above the page: what happened and the one thing
 * to do (Sign in again, Retry, or wait). Announced to screen readers as an alert.
 */
import { ApiError } from '../api/api-error.ts';
import { element, replaceChildren } from './dom.ts';

/** What the banner can offer besides the message. */
export interface BannerActions {
  /** Runs the failed action again (5xx, network). */
  readonly retry?: () => void;
}

/** The banner. */
export interface ErrorBanner {
  readonly element: HTMLElement;
  show(error: unknown, actions?: BannerActions): void;
  clear(): void;
}

/** Creates the banner; `signInAgain` ends the local session and shows the sign-in page. */
export function createErrorBanner(signInAgain: () => void): ErrorBanner {
  const root = element('div', { class: 'error-banner', role: 'alert', hidden: true });
  const clear = (): void => {
    root.hidden = true;
    replaceChildren(root);
  };
  return {
    element: root,
    clear,
    show(error, actions = {}) {
      const apiError = error instanceof ApiError ? error : null;
      const message = apiError?.message ?? (error instanceof Error ? error.message : 'Something went wrong.');
      const buttons: HTMLElement[] = [];
      if (apiError?.kind === 'session_ended') {
        buttons.push(element('button', {
          type: 'button',
          class: 'button primary',
          onclick: () => {
            clear();
            signInAgain();
          },
        }, 'Sign in again'));
      } else if (actions.retry !== undefined && apiError?.kind !== 'request') {
        const retry = actions.retry;
        buttons.push(element('button', {
          type: 'button',
          class: 'button',
          onclick: () => {
            clear();
            retry();
          },
        }, 'Retry'));
      }
      buttons.push(
        element('button', { type: 'button', class: 'button quiet', 'aria-label': 'Dismiss', onclick: clear }, '×'),
      );
      const reference = apiError?.requestId ? element('small', {}, ` (request ${apiError.requestId})`) : null;
      replaceChildren(
        root,
        element('p', {}, message, reference),
        element('div', { class: 'banner-actions' }, ...buttons),
      );
      root.hidden = false;
    },
  };
}
