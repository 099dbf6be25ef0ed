/**
 * Light or dark. Without a choice the app follows the system (`prefers-color-scheme`, in the
 * stylesheet); the toggle pins the other theme as `data-theme` on the root element and
 * remembers it in localStorage.
 */
import { element } from './dom.ts';

/** A theme. */
export type Theme = 'light' | 'dark';

/** Where the theme is read and written: injected, so tests need no real browser storage. */
export interface ThemeEnvironment {
  readonly root: HTMLElement;
  readonly storage: Pick<Storage, 'getItem' | 'setItem'>;
  /** Whether the system prefers dark. */
  readonly prefersDark: () => boolean;
  /** Calls `listener` whenever the system's preference changes (the OS switching at dusk). */
  readonly onPreferenceChange: (listener: () => void) => void;
}

/** The localStorage key of the chosen theme. */
export const themeStorageKey = 'parley.theme';

/** The stored choice, if it is one (anything else in storage is ignored). */
function storedTheme(environment: ThemeEnvironment): Theme | null {
  let value: string | null = null;
  try {
    value = environment.storage.getItem(themeStorageKey);
  } catch {
    // Storage refused (a private window's policy): the system's theme applies.
  }
  return value === 'light' || value === 'dark' ? value : null;
}

/** The theme shown now. */
export function currentTheme(environment: ThemeEnvironment): Theme {
  const chosen = environment.root.dataset.theme;
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return environment.prefersDark() ? 'dark' : 'light';
}

/** Applies the stored choice, if any (at start, before the first page is drawn). */
export function applyStoredTheme(environment: ThemeEnvironment): void {
  const theme = storedTheme(environment);
  if (theme !== null) environment.root.dataset.theme = theme;
}

/** A "Dark mode" switch button (`aria-pressed`) that pins and remembers the theme. */
export function createThemeToggle(environment: ThemeEnvironment): HTMLButtonElement {
  const button = element('button', { type: 'button', class: 'button quiet theme-toggle' }, 'Dark mode');
  const show = (): void => button.setAttribute('aria-pressed', String(currentTheme(environment) === 'dark'));
  button.addEventListener('click', () => {
    const next: Theme = currentTheme(environment) === 'dark' ? 'light' : 'dark';
    environment.root.dataset.theme = next;
    try {
      environment.storage.setItem(themeStorageKey, next);
    } catch {
      // Not remembered; the theme still changes for this page.
    }
    show();
  });
  // Unpinned, the theme follows the system as it changes: so must the button's state.
  environment.onPreferenceChange(show);
  show();
  return button;
}

/** The page's environment: its root element, localStorage and the system's preference. */
export function pageThemeEnvironment(): ThemeEnvironment {
  return {
    root: document.documentElement,
    storage: localStorage,
    prefersDark: () => matchMedia('(prefers-color-scheme: dark)').matches,
    onPreferenceChange: (listener) => matchMedia('(prefers-color-scheme: dark)').addEventListener('change', listener),
  };
}
