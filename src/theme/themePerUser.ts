import type { Store } from 'react-admin';

/** react-admin's store key for the light / dark choice (useTheme, ToggleThemeButton). */
const THEME_KEY = 'theme';

type ThemeMode = 'light' | 'dark';

/** Outside react-admin's own keys, so the store's reset at sign-out leaves every user's choice in place. */
export const themeChoiceKey = (userId: string) => `newsroomTheme.${userId}`;

export interface SignedInUser {
  current: () => string | undefined;
  /** Calls `listener` when another user (or nobody) is signed in. */
  subscribe: (listener: () => void) => () => void;
}

/**
 * The app's store with the theme chosen per user: react-admin keeps the choice under one key for the
 * browser, so two people sharing it would get each other's theme. Here that key reads and writes the
 * signed-in user's own entry in localStorage; without a user (or a choice) it holds nothing, and the
 * app's default, light, applies, whatever the system prefers. Kept in the browser, not on the server.
 */
export function themePerUser(base: Store, user: SignedInUser, storage: Storage = window.localStorage): Store {
  const listeners = new Set<(value: unknown) => void>();
  let stopFollowingUser: (() => void) | undefined;
  const read = (): ThemeMode | undefined => {
    const id = user.current();
    const stored = id ? storage.getItem(themeChoiceKey(id)) : null;
    return stored === 'light' || stored === 'dark' ? stored : undefined;
  };
  const tell = () => {
    const value = read();
    listeners.forEach((listener) => listener(value));
  };
  const write = (value: unknown) => {
    const id = user.current();
    if (!id) return;
    if (value === 'light' || value === 'dark') storage.setItem(themeChoiceKey(id), value);
    else storage.removeItem(themeChoiceKey(id));
    tell();
  };
  return {
    ...base,
    setup: () => {
      base.setup();
      stopFollowingUser?.();
      stopFollowingUser = user.subscribe(tell);
    },
    teardown: () => {
      stopFollowingUser?.();
      stopFollowingUser = undefined;
      base.teardown();
    },
    getItem: <T>(key: string, defaultValue?: T) => (key === THEME_KEY ? ((read() as T | undefined) ?? defaultValue) : base.getItem(key, defaultValue)),
    setItem: (key, value) => (key === THEME_KEY ? write(value) : base.setItem(key, value)),
    removeItem: (key) => (key === THEME_KEY ? write(undefined) : base.removeItem(key)),
    subscribe: (key, callback) => {
      if (key !== THEME_KEY) return base.subscribe(key, callback);
      listeners.add(callback);
      return () => listeners.delete(callback);
    },
  };
}
