import { memoryStore } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { themeChoiceKey, themePerUser } from './themePerUser';

function signedIn(initial: string | undefined) {
  let id = initial;
  const listeners = new Set<() => void>();
  return {
    user: {
      current: () => id,
      subscribe: (listener: () => void) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    signInAs: (next: string | undefined) => {
      id = next;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('themePerUser', () => {
  it("keeps each user's choice under their own key, and nothing for someone who chose nothing", () => {
    const session = signedIn('7');
    const store = themePerUser(memoryStore(), session.user, window.localStorage);
    store.setup();
    store.setItem('theme', 'dark');
    expect(window.localStorage.getItem(themeChoiceKey('7'))).toBe('dark');
    expect(store.getItem('theme', 'light')).toBe('dark');
    session.signInAs('8');
    expect(store.getItem('theme', 'light')).toBe('light');
    session.signInAs('7');
    expect(store.getItem('theme', 'light')).toBe('dark');
    store.teardown();
  });

  it('tells react-admin when the signed-in user changes, and survives the reset at sign-out', () => {
    const session = signedIn('11');
    window.localStorage.setItem(themeChoiceKey('11'), 'dark');
    const store = themePerUser(memoryStore({ other: 1 }), session.user, window.localStorage);
    store.setup();
    const seen: unknown[] = [];
    store.subscribe('theme', (value) => seen.push(value));
    store.reset();
    session.signInAs(undefined);
    expect(seen).toEqual([undefined]);
    expect(store.getItem('other')).toBeUndefined();
    session.signInAs('11');
    expect(seen).toEqual([undefined, 'dark']);
    store.teardown();
  });

  it('writes nothing without a signed-in user, and leaves the other keys to the store it wraps', () => {
    const session = signedIn(undefined);
    const store = themePerUser(memoryStore(), session.user, window.localStorage);
    store.setup();
    store.setItem('theme', 'dark');
    expect(store.getItem('theme')).toBeUndefined();
    store.setItem('sidebar.open', false);
    expect(store.getItem('sidebar.open')).toBe(false);
    store.teardown();
  });
});
