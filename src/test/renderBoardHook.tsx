import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { CoreAdminContext, Notification } from 'react-admin';
import { i18nProvider } from '../i18n/i18nProvider.ts';
import { createTestDataProvider } from './testDataProvider.ts';

/**
 * A board's hook in the admin's context over MSW, its data provider's `watch` method (the board's
 * live changes) fed by the test instead of a websocket: `announce` hands a change to every watcher.
 */
export function renderBoardHook<Result, Change>(watch: string, hook: () => Result) {
  const listeners: ((change: Change) => void)[] = [];
  const dataProvider = {
    ...createTestDataProvider(),
    // The watch methods take what they follow first and the listener last.
    [watch]: async (...args: unknown[]) => {
      listeners.push(args.at(-1) as (change: Change) => void);
      return () => undefined;
    },
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CoreAdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
      {children}
      <Notification />
    </CoreAdminContext>
  );
  return { hook: renderHook(hook, { wrapper }), announce: (change: Change) => listeners.forEach((listener) => listener(change)) };
}
