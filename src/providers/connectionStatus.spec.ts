import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeWhenOffline, setDisconnected, useConnectionStatus, waitUntilOnline } from './connectionStatus.ts';

afterEach(() => setDisconnected(false));

function fakeBrowser(onLine: boolean) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  return target as unknown as Window & { navigator: { onLine: boolean } };
}

describe('connection status', () => {
  it('exposes the disconnected flag to components', () => {
    const { result } = renderHook(() => useConnectionStatus());
    expect(result.current.disconnected).toBe(false);
    act(() => setDisconnected(true));
    expect(result.current.disconnected).toBe(true);
    act(() => setDisconnected(false));
    expect(result.current.disconnected).toBe(false);
  });

  it('closes the socket and raises the flag when the browser goes offline', () => {
    const browser = fakeBrowser(true);
    const socket = { terminate: vi.fn() };
    const stop = closeWhenOffline(socket, browser);
    browser.dispatchEvent(new Event('offline'));
    expect(socket.terminate).toHaveBeenCalledTimes(1);
    stop();
    browser.dispatchEvent(new Event('offline'));
    expect(socket.terminate).toHaveBeenCalledTimes(1);
  });

  it('lets reconnection wait until the browser is online again', async () => {
    const browser = fakeBrowser(false);
    let online = false;
    const waiting = waitUntilOnline(browser).then(() => (online = true));
    await Promise.resolve();
    expect(online).toBe(false);
    browser.navigator.onLine = true;
    browser.dispatchEvent(new Event('online'));
    await waiting;
    expect(online).toBe(true);
    await expect(waitUntilOnline(browser)).resolves.toBeUndefined();
  });
});
