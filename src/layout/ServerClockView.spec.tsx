import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { act, cleanup, render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import preview from '../../.storybook/preview';
import * as stories from './ServerClockView.stories';

setProjectAnnotations(preview);
const { Turkish } = composeStories(stories);

afterEach(cleanup);

/** A clock the test moves on by hand. */
function testClock(start: Date) {
  let time = start;
  const listeners = new Set<() => void>();
  return {
    useTime: () =>
      useSyncExternalStore(
        (listener) => (listeners.add(listener), () => listeners.delete(listener)),
        () => time,
      ),
    tick() {
      time = new Date(time.getTime() + 1000);
      listeners.forEach((listener) => listener());
    },
  };
}

describe('ServerClockView', () => {
  it('shows each second as it ticks, and the date and weekday on hover', async () => {
    const clock = testClock(new Date(2025, 0, 15, 9, 30, 5));
    await Turkish.load();
    render(<Turkish useTime={clock.useTime} />);
    const time = screen.getByLabelText('Sunucu saati');
    expect(time.textContent).toBe('09:30:05');
    act(() => clock.tick());
    expect(time.textContent).toBe('09:30:06');
    expect(time.getAttribute('datetime')).toBe(new Date(2025, 0, 15, 9, 30, 6).toISOString());
    await userEvent.hover(time);
    expect((await screen.findByRole('tooltip')).textContent).toMatch(/^Sunucu saati: .*15.*2025/);
  });
});
