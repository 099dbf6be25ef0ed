import { describe, expect, it } from 'vitest';
import {
  applyStoredTheme,
  createThemeToggle,
  type ThemeEnvironment,
  themeStorageKey,
} from '../../../../web/src/ui/theme.ts';
import { useBrowserDocument } from '../support/browser-document.ts';

useBrowserDocument();

function environment(
  stored: Record<string, string>,
  prefersDark: boolean,
  preferenceListeners: (() => void)[] = [],
): ThemeEnvironment {
  return {
    root: document.createElement('html'),
    storage: {
      getItem: (key) => stored[key] ?? null,
      setItem: (key, value) => {
        stored[key] = value;
      },
    },
    prefersDark: () => prefersDark,
    onPreferenceChange: (listener) => preferenceListeners.push(listener),
  };
}

describe('the theme', () => {
  describe('when nothing was chosen', () => {
    it('follows the system: the toggle is pressed when the system prefers dark', () => {
      const dark = environment({}, true);
      applyStoredTheme(dark);
      expect(dark.root.dataset.theme).toBeUndefined();
      expect(createThemeToggle(dark).getAttribute('aria-pressed')).toBe('true');
      expect(createThemeToggle(environment({}, false)).getAttribute('aria-pressed')).toBe('false');
    });

    it('presses the toggle when the system turns dark while the page is open', () => {
      const listeners: (() => void)[] = [];
      let prefersDark = false;
      const watched = { ...environment({}, false, listeners), prefersDark: () => prefersDark };
      const toggle = createThemeToggle(watched);

      prefersDark = true;
      for (const listener of listeners) listener();

      expect(toggle.getAttribute('aria-pressed')).toBe('true');
    });
  });

  describe('when the toggle is pressed', () => {
    it('pins the other theme and remembers it for the next visit', () => {
      const stored: Record<string, string> = {};
      const first = environment(stored, false);
      const toggle = createThemeToggle(first);
      toggle.click();
      expect(first.root.dataset.theme).toBe('dark');
      expect(toggle.getAttribute('aria-pressed')).toBe('true');
      expect(stored[themeStorageKey]).toBe('dark');

      const next = environment(stored, false);
      applyStoredTheme(next);
      expect(next.root.dataset.theme).toBe('dark');
      toggle.click();
      expect(first.root.dataset.theme).toBe('light');
      expect(stored[themeStorageKey]).toBe('light');
    });
  });

  it('ignores a stored value that is not a theme', () => {
    const odd = environment({ [themeStorageKey]: 'purple' }, false);
    applyStoredTheme(odd);
    expect(odd.root.dataset.theme).toBeUndefined();
  });

  it('still changes the theme when storage refuses to write', () => {
    const refusing: ThemeEnvironment = {
      ...environment({}, false),
      storage: {
        getItem: () => null,
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
      },
    };
    createThemeToggle(refusing).click();
    expect(refusing.root.dataset.theme).toBe('dark');
  });
});
