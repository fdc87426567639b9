import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { getRuntimeConfig } from '../../config.ts';

/** Spec 02 §9: ten minutes. */
const DEFAULT_IDLE_SECONDS = 600;
const ACTIVITY = ['pointerdown', 'pointermove', 'keydown', 'wheel', 'touchstart'] as const;

/** The idle time the server configures (HEADLINE_IDLE_SECONDS), so a browser test can shorten it. */
export const headlineIdleSeconds = () => getRuntimeConfig()?.headlineIdleSeconds ?? DEFAULT_IDLE_SECONDS;

/**
 * Spec 02 §4, §9: after `seconds` without a key, a pointer or a wheel on the page, it goes to the
 * homepage (a board left open would keep showing an old order to whoever comes back to it).
 */
export function useIdleRedirect(seconds: number = headlineIdleSeconds()): void {
  const navigate = useNavigate();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const restart = () => {
      clearTimeout(timer);
      timer = setTimeout(() => navigate('/'), seconds * 1000);
    };
    restart();
    for (const name of ACTIVITY) window.addEventListener(name, restart, { passive: true, capture: true });
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY) window.removeEventListener(name, restart, { capture: true });
    };
  }, [navigate, seconds]);
}
