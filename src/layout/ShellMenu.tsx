import { useMemo } from 'react';
import { menuEntries } from '../routes/menuEntries';
import { usePermissionCheck } from '../routes/usePermissionCheck';
import { MenuView } from './MenuView';

/** The side menu of the signed-in user on the working site. */
export function ShellMenu() {
  const can = usePermissionCheck();
  const entries = useMemo(() => (can ? menuEntries(can) : []), [can]);
  return <MenuView entries={entries} />;
}
