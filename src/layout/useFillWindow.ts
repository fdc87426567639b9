import { useLayoutEffect, useRef, useState } from 'react';

/** A desk or board fills the window below its top: its panes scroll each on their own, the page does not. */
export function useFillWindow() {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const measure = () => setTop(ref.current ? ref.current.getBoundingClientRect().top + window.scrollY : 0);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);
  return { ref, height: `calc(100dvh - ${Math.round(top)}px)` };
}
