import { lazy } from 'react';

/**
 * A declared resource's route screen for src/routes/screens.ts, loaded with the engine's chunk at
 * first use so the shell stays small: `signatures: lazyResourceScreen('signatures')`.
 */
export const lazyResourceScreen = (name: string) =>
  lazy(() => import('./resourceScreens.ts').then(({ screenFor }) => ({ default: screenFor(name) })));
