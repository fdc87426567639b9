import type { AgencyArchiveItem, AgencyContentItem, AgencyVideoItem } from '../../../workflows/agencyDesk/agencyDeskRows.ts';

/** An agency item as the API stores it: the whole item, with the list's cursor. */
export type AgencyContentSample = AgencyContentItem & { cursor: string };

const image = (path: string | null, text: string, more: Partial<AgencyContentItem['images'][number]> = {}): AgencyContentItem['images'][number] => ({ path, aiPath: null, text, width: null, height: null, fileSize: null, agencyImageId: null, ...more });

const contentBase = {
  city: null,
  country: null,
  tags: [],
  updatedDate: null,
  embargoUntil: null,
  author: null,
  source: null,
  images: [],
  status: 'new',
  hasItBeenUsed: false,
  isInappropriate: false,
  user: null,
  version: 1,
} satisfies Partial<AgencyContentSample>;

/** Agency items: one with a photo, one whose photo is missing, one without any. */
export const SAMPLE_AGENCY_CONTENTS: readonly AgencyContentSample[] = [
  {
    ...contentBase,
    agencyContentId: 'urn:sample:1',
    cursor: '0',
    title: 'Harbour reopens after the storm',
    spot: 'Ferries run again from this morning.',
    content: '<p>The harbour <strong>reopened</strong> at dawn.</p><ul><li>Ferries: every hour</li></ul><p><a href="https://wire.example/harbour">Wire page</a></p><script>window.hacked = true</script><img src="x" onerror="window.hacked = true">',
    city: 'İzmir',
    country: 'TR',
    tags: ['harbour', 'weather'],
    agency: { id: '1', name: 'Anadolu Ajansı' },
    agencyCategoryName: 'Gündem',
    createdDate: '2026-04-15T09:30:00.000Z',
    updatedDate: '2026-04-15T10:05:00.000Z',
    author: 'Ayşe Yılmaz',
    source: 'AA',
    images: [image('images/2026/04/harbour.jpg', 'Ferries at the pier', { width: 1200, height: 800, agencyImageId: 'img-1' })],
    user: { name: 'Deniz Editor' },
  },
  {
    ...contentBase,
    agencyContentId: 'urn:sample:2',
    cursor: '1',
    title: 'Central bank holds the rate',
    spot: 'The decision was expected.',
    content: '<p>The rate stays where it was.</p>',
    agency: { id: '2', name: 'Reuters' },
    agencyCategoryName: 'Ekonomi',
    createdDate: '2026-04-15T08:10:00.000Z',
    images: [image(null, 'The bank building', { agencyImageId: 'img-2' })],
  },
  {
    ...contentBase,
    agencyContentId: 'urn:sample:3',
    cursor: '2',
    title: 'Local team wins away',
    spot: 'Three points on the road.',
    content: '<p>The match ended 2-1.</p>',
    agency: { id: '2', name: 'Reuters' },
    agencyCategoryName: 'Spor',
    createdDate: '2026-04-14T19:45:00.000Z',
  },
  {
    ...contentBase,
    agencyContentId: 'urn:sample:4',
    cursor: '3',
    title: 'Election turnout figures',
    spot: 'The board publishes the figures at noon.',
    content: '<p>Turnout was high.</p>',
    agency: { id: '1', name: 'Anadolu Ajansı' },
    agencyCategoryName: 'Gündem',
    createdDate: '2026-04-14T18:00:00.000Z',
    // Held by the agency far beyond any run of the stories.
    embargoUntil: '2099-06-01T12:00:00.000Z',
    images: [image('images/2026/04/ballot.jpg', 'A ballot box', { width: 1200, height: 800, agencyImageId: 'img-4' })],
  },
];

export const SAMPLE_AGENCY_ARCHIVES: readonly AgencyArchiveItem[] = [
  {
    id: '7',
    cursor: '0',
    agencyContentId: 'urn:sample:0',
    title: 'Festival draws thousands',
    spot: 'The festival closed on Sunday.',
    content: '<p>Thousands came.</p>',
    tags: [],
    agency: { id: '1', name: 'Anadolu Ajansı' },
    agencyCategoryName: 'Kültür Sanat',
    createdDate: '2026-04-13T12:00:00.000Z',
    images: [image('images/2026/04/festival.jpg', 'The main stage')],
    status: 'new',
    hasItBeenUsed: false,
    isApproved: true,
    source: null,
    author: null,
    createdBy: { name: 'Deniz Editor' },
  },
];

export const SAMPLE_AGENCY_VIDEOS: readonly AgencyVideoItem[] = [
  {
    id: 3,
    cursor: '0',
    agencyContentId: 'urn:sample:video:3',
    title: 'Snow closes mountain roads',
    content: '<p>Several roads are closed.</p>',
    city: 'Trabzon',
    tags: [],
    agency: { id: '3', name: 'İhlas Haber Ajansı' },
    category: 'Gündem',
    createdDate: '2026-04-15T07:00:00.000Z',
    status: 'new',
    hasItBeenUsed: false,
    cameraman: 'Mehmet Kaya',
    source: null,
    video: [{ path: 'videos/2026/04/snow.mp4', mimeType: 'video/mp4' }, { path: null, mimeType: null }],
  },
];
