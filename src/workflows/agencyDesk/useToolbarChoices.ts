import { useEffect, useState } from 'react';
import type { ActiveUser, AgencyDeskTransport, AgencyOption, AgencyTab } from './agencyDeskTypes.ts';

export interface ToolbarChoices {
  agencies: AgencyOption[];
  categories: string[];
  creators: ActiveUser[];
}

const NONE: ToolbarChoices = { agencies: [], categories: [], creators: [] };

/** What a tab's menus offer: its agencies, the agencies' categories and the people who acted there. */
export function useToolbarChoices(tab: AgencyTab, transport: AgencyDeskTransport): ToolbarChoices {
  const [choices, setChoices] = useState<ToolbarChoices>(NONE);
  useEffect(() => {
    let current = true;
    setChoices(NONE);
    const load = <K extends keyof ToolbarChoices>(key: K, request: Promise<ToolbarChoices[K]>) =>
      request.then(
        (values) => current && setChoices((before) => ({ ...before, [key]: values })),
        (error: unknown) => console.warn(`The agency desk's ${key} could not be loaded`, error),
      );
    void load('agencies', transport.agencies(tab));
    if (tab !== 'video') {
      void load('categories', transport.categories());
      void load('creators', transport.creators(tab));
    }
    return () => {
      current = false;
    };
  }, [tab, transport]);
  return choices;
}
