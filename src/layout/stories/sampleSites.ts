import type { SiteOption } from '../SiteSwitcherView';

/** The seeded sites, for stories and specs. */
export const SAMPLE_SITES: SiteOption[] = [
  { id: '1', name: 'gundem', displayName: 'Gündem' },
  { id: '2', name: 'gundem-en', displayName: 'Gündem English' },
  { id: '3', name: 'gundem-ar', displayName: 'Gündem Arabic' },
  { id: '4', name: 'haberhat', displayName: 'Haberhat' },
  { id: '5', name: 'gundem-tv', displayName: 'Gündem TV' },
];
