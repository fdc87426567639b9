import { lazy, Suspense } from 'react';
import { ADMIN_FEATURES } from '../features.ts';

/** The features' app bar controls, each loaded after the shell (its chunk is not the first script's). */
const CONTROLS = ADMIN_FEATURES.flatMap((feature) => ('appBar' in feature && feature.appBar ? [{ name: feature.name, Control: lazy(feature.appBar) }] : []));

export function AppBarControls() {
  return (
    <Suspense fallback={null}>
      {CONTROLS.map(({ name, Control }) => (
        <Control key={name} />
      ))}
    </Suspense>
  );
}
