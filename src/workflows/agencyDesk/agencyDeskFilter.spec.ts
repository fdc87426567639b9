import { describe, expect, it } from 'vitest';
import { archiveInputOf, archiveRefusal } from './agencyArchiving.ts';
import { readFilter, writeFilter } from '../../controls/list/addressFilter.ts';
import { filterFor } from './agencyDeskFilter.ts';
import { SAMPLE_AGENCY_CONTENTS } from '../../test/msw/samples/agencyDeskSamples.ts';
import { toDetail } from './agencyDeskRows.ts';

const everything = {
  agencyIds: ['1'],
  agencyCategories: ['Spor'],
  newsTypes: [2],
  startDate: '2026-04-07T21:00:00.000Z',
  endDate: '2026-04-15T20:59:59.999Z',
  users: ['3'],
  isApproved: false,
  used: true,
  inappropriate: true,
  embargoed: false,
};

describe('the desk filter', () => {
  it('gives each tab only the filters it has on', () => {
    const dates = { startDate: everything.startDate, endDate: everything.endDate };
    expect(filterFor('contents', everything)).toEqual({ ...everything, isApproved: undefined });
    expect(filterFor('archive', everything)).toEqual({ ...everything, newsTypes: undefined, inappropriate: undefined, embargoed: undefined });
    expect(filterFor('video', everything)).toEqual({ agencyIds: ['1'], ...dates });
  });

  it('keeps the choices in the address and reads back only an object', () => {
    expect(readFilter(writeFilter(everything)!)).toEqual(everything);
    expect(writeFilter({ agencyIds: [], used: undefined })).toBeUndefined();
    for (const raw of [null, '', 'not json', '[1]', '3']) expect(readFilter(raw)).toEqual({});
  });
});

describe('archiving an agency item', () => {
  const [withPhoto, missingPhoto, noPhoto] = SAMPLE_AGENCY_CONTENTS.map((item) => toDetail('contents', item));

  it('needs one picture that is there (spec 02 §5)', () => {
    expect(archiveRefusal(withPhoto!)).toBeUndefined();
    for (const item of [missingPhoto!, noPhoto!]) {
      expect(archiveRefusal(item)).toEqual({ message: 'validation.minLength', params: { name: 'resources.agencyArchives.fields.archiveImages', n: 1 } });
    }
  });

  it('sends the text, the agency and the stored pictures only', () => {
    const item = { ...withPhoto!, images: [...withPhoto!.images, { ...withPhoto!.images[0]!, path: null, text: 'gone' }] };
    expect(archiveInputOf(item)).toEqual({
      agencyContentId: 'urn:sample:1',
      agencyId: '1',
      title: item.title,
      spot: item.spot,
      content: item.content,
      tags: ['harbour', 'weather'],
      agencyCategoryName: 'Gündem',
      images: [{ path: 'images/2026/04/harbour.jpg', aiPath: null, text: 'Ferries at the pier', width: 1200, height: 800, fileSize: null, agencyImageId: 'img-1' }],
      source: 'AA',
      author: 'Ayşe Yılmaz',
    });
  });
});
