import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NINJS_SCHEMA_VERSIONS, validateNinjs, type NinjsSchemaVersion } from '../../server/ingest/ninjs.ts';
import { parseWire } from '../../server/ingest/parseWireFile.ts';
import { WireFormatError, type WireFormatErrorCode, type WireItem } from '../../server/ingest/wireItem.ts';

// The IPTC samples (with their licences), shipped in the repository: the demo seed ingests them too.
const WIRE = new URL('../../server/ingest/samples/', import.meta.url);

const fixture = (path: string) => readFileSync(new URL(path, WIRE));
const fixtureNames = (folder: string) =>
  readdirSync(new URL(folder, WIRE))
    .filter((name) => name.endsWith('.xml') || name.endsWith('.json'))
    .sort();
const only = (items: WireItem[]) => {
  expect(items).toHaveLength(1);
  return items[0];
};

function refusal(parse: () => unknown): WireFormatError {
  try {
    parse();
  } catch (error) {
    if (error instanceof WireFormatError) return error;
    throw error;
  }
  throw new Error('expected a WireFormatError');
}

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Checks every item must pass, whatever its source. */
function expectWellFormedItem(item: WireItem) {
  expect(item.guid).toMatch(/\S/);
  expect(Number.isInteger(item.version)).toBe(true);
  expect(item.agencyName).toMatch(/\S/);
  expect(item.types).toHaveLength(1);
  expect(['usable', 'withheld', 'canceled']).toContain(item.pubStatus);
  for (const date of [item.createdDate, item.updatedDate, item.embargoUntil]) if (date !== null) expect(date).toMatch(ISO);
  for (const image of item.images) expect(image.href).toMatch(/\S/);
  for (const video of item.videos) expect(video.href).toMatch(/\S/);
  expect(item.content).not.toMatch(/<(?:script|style|img|iframe)\b|\son\w+=/i);
}

function newsItem(parts: { guid?: string; version?: string; itemClass?: string; itemMeta?: string; contentMeta?: string; contentSet?: string; root?: string }) {
  const root = parts.root ?? 'newsItem';
  return `<?xml version="1.0" encoding="UTF-8"?>
<${root} xmlns="http://iptc.org/std/nar/2006-10-01/" guid="${parts.guid ?? 'urn:newsml:example.com:20240301:sample'}"${parts.version === undefined ? ' version="3"' : parts.version ? ` version="${parts.version}"` : ''} standard="NewsML-G2" standardversion="2.35" xml:lang="en">
  <itemMeta>
    <itemClass qcode="ninat:${parts.itemClass ?? 'text'}"/>
    <provider qcode="nprov:EXAMPLE"/>
    <versionCreated>2024-03-01T10:00:00+03:00</versionCreated>
    ${parts.itemMeta ?? '<pubStatus qcode="stat:usable"/>'}
  </itemMeta>
  <contentMeta>${parts.contentMeta ?? '<headline>Sample headline</headline>'}</contentMeta>
  ${parts.contentSet ? `<contentSet>${parts.contentSet}</contentSet>` : ''}
</${root}>`;
}

describe('NewsML-G2 fixtures', () => {
  // IPTC guide listings that show a part of a document, not a whole item: refused, with the reason.
  const notWholeItems: Record<string, WireFormatErrorCode> = {
    // Its packageItem has no guid and its newsItems are "....." placeholders.
    'LISTING_24_News_Message_conveying_a_complete_News_Package.xml': 'missing-field',
    // A bare <contentSet> showing NITF inside inlineXML (wrapped into an item below).
    'LISTING_25_An_NITF_marked-up_article_conveyed_in_inlineXML.xml': 'unknown-format',
    // A bare <contentMeta> showing located and dateline (wrapped into an item below).
    'LISTING_28_Illustrating_Located_Subject_and_Dateline.xml': 'unknown-format',
  };

  it.each(fixtureNames('newsml-g2/'))('%s parses, or is refused as a fragment with a reason', (name) => {
    const bytes = fixture(`newsml-g2/${name}`);
    const expected = notWholeItems[name];
    if (expected) {
      const error = refusal(() => parseWire(name, bytes));
      expect(error.code).toBe(expected);
      expect(error.message).toMatch(/no guid|is not a NewsML-G2 newsItem/);
      return;
    }
    const items = parseWire(name, bytes);
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      expect(item.format).toBe('newsml-g2');
      expectWellFormedItem(item);
      expect(item.updatedDate).toMatch(ISO);
    }
  });

  it('maps a text item: guid, version, dates, located city and country, subjects, embargo', () => {
    const item = only(parseWire('LISTING_1.xml', fixture('newsml-g2/LISTING_1_A_NewsML-G2_News_Item.xml')));
    expect(item).toMatchObject({
      kind: 'text',
      types: ['news'],
      guid: 'urn:newsml:acmenews.com:20161018:US-FINANCE-FED',
      version: 11,
      agencyName: 'REUTERS',
      title: 'Fed to halt QE to avert "bubble"',
      city: 'Berlin',
      country: 'Germany',
      tags: ['economy, business and finance', 'labour market'],
      agencyCategoryName: 'economy, business and finance',
      author: 'Meredith Jameson',
      createdDate: '2016-10-18T18:12:21.000Z',
      updatedDate: '2018-10-21T21:25:32.000Z',
      embargoUntil: '2018-10-23T12:00:00.000Z',
      pubStatus: 'usable',
      images: [],
      videos: [],
    });
  });

  it('turns an inline NITF body into paragraphs, leaving out its head (headline, by-line)', () => {
    const item = only(parseWire('LISTING_2.xml', fixture('newsml-g2/LISTING_2_NewsML-G2_Text_Document.xml')));
    expect(item.content.startsWith('<p>(New York, NY - October 21) Et, sent luptat luptat, commy Nim zzriureet')).toBe(true);
    expect(item.content.match(/<p>/g)).toHaveLength(2);
    expect(item.content).not.toContain('Staff Reporter');
    expect(item).toMatchObject({
      agencyName: 'Acme News and Media LLC',
      city: 'New York, NY',
      country: null,
      source: 'Associated Press',
      tags: ['economy, business and finance', 'central bank', 'money and monetary policy'],
      createdDate: '2016-11-21T20:21:06.000Z',
      updatedDate: '2018-11-21T21:25:32.000Z',
    });
  });

  it('maps a photo to one image from its largest rendition, with caption, credit and keywords', () => {
    const item = only(parseWire('LISTING_3.xml', fixture('newsml-g2/LISTING_3_Photo_in_NewsML-G2.xml')));
    expect(item).toMatchObject({
      kind: 'photo',
      types: ['photo-gallery'],
      guid: 'tag:gettyimages.com,2010:GYI0062134533',
      agencyName: 'Getty Images Inc.',
      title: 'Variety Of Recessionary Forces Leave Las Vegas Economy Scarred',
      author: 'Spencer Platt',
      source: 'Getty Images',
      agencyCategoryName: 'labour market',
      createdDate: '2010-10-20T20:58:00.000Z',
      updatedDate: '2018-10-12T06:42:04.000Z',
    });
    expect(item.images).toEqual([
      { href: './GYI0062134533.jpg', text: item.spot, width: 1500, height: 1001, agencyImageId: 'tag:gettyimages.com,2010:GYI0062134533' },
    ]);
    expect(item.spot).toMatch(/^A general view of part of downtown, including Las Vegas Boulevard.*\(Photo by Spencer Platt\/Getty Images\)$/);
    expect(item.tags).toEqual(expect.arrayContaining(['unemployment', 'Las Vegas', 'gamble', 'poverty']));
  });

  it('takes urgency as priority and the creditline as source', () => {
    const item = only(parseWire('LISTING_26.xml', fixture('newsml-g2/LISTING_26_Embedded_photo_metadata_fields_mapped_to_NewsML-G2.xml')));
    expect(item).toMatchObject({ priority: 4, source: 'Acme/John Smith', author: 'John Smith', tags: ['us', 'military', 'aviation', 'crash', 'fire'] });
    expect(item.images).toEqual([expect.objectContaining({ width: 2500, height: 1445, href: expect.stringMatching(/USA-CRASH-MILITARY_001_HI\.jpg$/) })]);
  });

  it('lists every video rendition with its type, size and duration', () => {
    const item = only(parseWire('LISTING_4.xml', fixture('newsml-g2/LISTING_4_Multiple_Renditions_of_a_Video_in_NewsML-G2.xml')));
    expect(item.kind).toBe('video');
    expect(item.types).toEqual(['video']);
    expect(item.videos).toEqual([
      { href: 'http://components.afp.com/ab652af034e.mpg', mimeType: 'video/mpeg-2', width: 720, height: 576, durationSeconds: 69 },
      { href: 'http://components.afp.com/3e353716caa.1920x1080.mp4', mimeType: 'video/mp4-1920x1080', width: 1920, height: 1080, durationSeconds: 69 },
      { href: 'http://components.afp.com/5ba0d14a64f.1280x720.mp4', mimeType: 'video/mp4-1280x720', width: 1280, height: 720, durationSeconds: 69 },
    ]);
    expect(item.spot).toMatch(/^- Amir Hussein Abdullahian/);
    expect(item.content).toMatch(/^<p>SHOTLIST: KUWAIT\./);
    expect(item.createdDate).toBe('2014-01-30T13:29:38.000Z');
    expect(item.updatedDate).toBe('2018-10-31T10:37:23.000Z');
  });

  it('reads a file labelled ISO-8859-1 that is really UTF-8, and writes its shot list as paragraphs', () => {
    const item = only(parseWire('LISTING_5.xml', fixture('newsml-g2/LISTING_5_Multi-part_Video_in_NewsML-G2.xml')));
    expect(item.spot).toContain('German humorist Vicco von Bülow');
    expect(item).toMatchObject({
      title: 'Loriot retrospective',
      agencyName: 'European Broadcasting Union - EVN',
      city: 'Berlin',
      country: 'Germany',
      author: 'Zweites Deutsches Fernsehen, Reuters Television Ltd',
      agencyCategoryName: 'Arts, Culture and Entertainment',
      tags: ['Arts, Culture and Entertainment', 'Animation'],
      videos: [{ href: 'http://www.example.com/video/407624.avi', mimeType: null, width: null, height: null, durationSeconds: 111 }],
    });
    expect(item.content).toContain('<p>Berlin, 05/11/2008</p><p>- vs. Vicco von Bülow entering exhibition</p>');
  });

  it('names subjects given only by QCode from the item’s assert blocks', () => {
    const item = only(parseWire('ap.xml', fixture('newsml-g2/ap_metadata_example.xml')));
    expect(item.tags).toEqual(['Kentucky', 'Keegan Murray', 'Volkswagen AG']);
    expect(item).toMatchObject({ agencyName: 'AP', kind: 'video', videos: [], agencyCategoryName: null });
  });

  it('maps a packageItem as a package', () => {
    const item = only(parseWire('LISTING_6.xml', fixture('newsml-g2/LISTING_6_Simple_NewsML-G2_Package.xml')));
    expect(item).toMatchObject({ kind: 'package', types: ['news'], title: 'UK', agencyName: 'AcmeNews', version: 11 });
  });

  it('reads the NITF fragment of listing 25 once it is inside an item: abstract as spot, by-line as author', () => {
    const fragment = fixture('newsml-g2/LISTING_25_An_NITF_marked-up_article_conveyed_in_inlineXML.xml').toString('utf8');
    const item = only(parseWire('wrapped.xml', newsItem({ contentMeta: '' }).replace('</newsItem>', `${fragment}</newsItem>`)));
    expect(item.title).toBe('Arizona Diamondbacks (29-23) at Philadelphia Phillies (26-24), 7:05p.m.');
    expect(item.spot).toMatch(/^A pair of teams coming off big weekend sweeps/);
    expect(item.author).toBe('Sports Network');
    expect(item.content).toMatch(/^<p>\(Sports Network\) - With the Philadelphia Phillies picking up momentum .* a clash of the Titans\.<\/p>$/);
  });

  it('reads the located/dateline fragment of listing 28 once it is inside an item: the city from the dateline', () => {
    const fragment = fixture('newsml-g2/LISTING_28_Illustrating_Located_Subject_and_Dateline.xml').toString('utf8');
    const xml = newsItem({}).replace(/<contentMeta>[\s\S]*<\/contentMeta>/, fragment);
    const item = only(parseWire('wrapped.xml', xml));
    expect(item).toMatchObject({ city: 'MOSCOW', author: 'Thomson Reuters', createdDate: '2016-02-09T06:17:00.000Z' });
  });
});

describe('ninjs fixtures', () => {
  // Event announcements: valid ninjs 3, but not agency content.
  const events = new Set([
    '20231004-UEFA-ChampionLeague.json',
    '20231005-65-addb-event.json',
    '20231016-addb-example-press-conference.json',
    'simpleEvent.json',
    'tt_event_pressconference_3.0.json',
  ]);

  it.each([
    ...fixtureNames('ninjs/2.1/').map((name) => ['2.1', name]),
    ...fixtureNames('ninjs/3.0/').map((name) => ['3.0', name]),
  ])('%s/%s parses (an event is refused as not content)', (version, name) => {
    const bytes = fixture(`ninjs/${version}/${name}`);
    if (version === '3.0' && events.has(name)) {
      const error = refusal(() => parseWire(name, bytes));
      expect(error.code).toBe('not-content');
      expect(error.message).toContain('not agency content');
      return;
    }
    const item = only(parseWire(name, bytes));
    expect(item.format).toBe(version === '2.1' ? 'ninjs-2' : 'ninjs-3');
    expectWellFormedItem(item);
  });

  it('maps a 2.1 picture: largest rendition, caption, urgency, creditline, dates', () => {
    const item = only(parseWire('ap_image.json', fixture('ninjs/2.1/ap_image.json')));
    expect(item).toMatchObject({
      kind: 'photo',
      types: ['photo-gallery'],
      guid: 'http://api.ap.org/media/v/content/b2b6c3f4642f46deac7509d4db315ca0?qt=H1Kdh42orF&et=0a1aza3c0',
      version: 0,
      agencyName: 'ap.org',
      title: 'Turkey Islamic State',
      priority: 5,
      source: 'ASSOCIATED PRESS',
      agencyCategoryName: 'International News',
      createdDate: '2019-11-15T13:39:59.000Z',
      updatedDate: '2019-11-15T14:39:44.000Z',
    });
    expect(item.images).toHaveLength(1);
    expect(item.images[0]).toMatchObject({ width: 3000, height: 2208, agencyImageId: item.guid, text: item.spot });
    expect(item.images[0].href).toMatch(/download\?role=main/);
    expect(item.tags).toEqual(expect.arrayContaining(['Government and politics', 'Turkey', 'Islamic State group']));
  });

  it('maps a 3.0 text with a picture association: HTML body kept simple, image from the association', () => {
    const item = only(parseWire('tt.json', fixture('ninjs/3.0/tt_text_image_3.json')));
    expect(item).toMatchObject({
      format: 'ninjs-3',
      kind: 'text',
      agencyName: 'TT',
      title: 'Militärövning i jätteformat hålls 2023',
      priority: 3,
      agencyCategoryName: 'Krig, konflikter och oroligheter',
      createdDate: '2021-05-26T11:40:18.000Z',
    });
    expect(item.images).toEqual([
      {
        href: 'https://beta.tt.se/media/text/210526-militarovning-a0f2d045/a001_NormalHires.jpg',
        text: 'En stor internationell försvarsövning planeras 2023 med fokus på södra Sverige och Gotland. Arkivbild från militärövningen Aurora 17.',
        width: 4724,
        height: 3149,
        agencyImageId: 'http://tt.se/media/image/sdlk2sirkPaauM',
      },
    ]);
    expect(item.content).toContain('rapporterar <a href="https://www.sydostran.se/nyheter/beskedet-da-genomfors-forsvarsmaktens-jatteovning-13d95038/">Sydöstran</a>.</p>');
    expect(item.content).toContain('<blockquote>Aurora 2023 kommer att genomföras');
    expect(item.content).not.toMatch(/figure|figcaption|<img|class=|<div/);
  });

  it('maps a 3.0 video: its video renditions only, located as city', () => {
    const item = only(parseWire('ap_video.json', fixture('ninjs/3.0/ap_video.json')));
    expect(item).toMatchObject({ kind: 'video', types: ['video'], city: 'Washington', title: 'House leaders double down on impeachment positions' });
    expect(item.videos.map(({ mimeType, width, height }) => ({ mimeType, width, height }))).toEqual([
      { mimeType: 'video/mpeg', width: 640, height: 360 },
      { mimeType: 'video/mpeg', width: 1920, height: 1080 },
    ]);
    expect(item.images).toEqual([]);
  });

  it('maps a 2.1 text: copyright holder as agency, by-line as author, HTML paragraphs', () => {
    const item = only(parseWire('dpa.json', fixture('ninjs/2.1/dpa_text.json')));
    expect(item).toMatchObject({
      guid: 'urn:newsml:dpa.com:20090101:190510-99-167362',
      version: 2,
      agencyName: 'dpa',
      author: 'Von Christian Hollmann, dpa',
      priority: 4,
      updatedDate: '2019-05-10T14:02:28.000Z',
    });
    expect(item.content.match(/<p>/g)).toHaveLength(9);
    expect(item.content).not.toContain('<section');
  });

  it('reads a NITF body inside ninjs 3.0 without its head', () => {
    const item = only(parseWire('addb.json', fixture('ninjs/3.0/20231008-anti-doping-measures-at-the-tour-down-under-will-be-the-toughest-ever-addb-ninjs-nitf.json')));
    expect(item.content).toMatch(/^<p>The Australian Sports Anti-Doping Authority \(ASADA\) today announced/);
    expect(item.content).not.toContain('<title');
  });
});

describe('ninjs 1.x', () => {
  it('reads the 1.x sample: headline, byline, description_text, body_html and the picture in its associations map', () => {
    const item = only(parseWire('ninjs1.json', fixture('ninjs/1.x/text_with_picture_association.json')));
    expect(item).toMatchObject({
      format: 'ninjs-1',
      kind: 'text',
      guid: 'urn:newsml:wire.example.com:20261120:ninjs1-harbour',
      version: 2,
      agencyName: 'Example Wire',
      title: 'Harbour reopens after the storm',
      spot: 'Ferries run again from this morning; two piers stay closed.',
      content: '<p>Ferries left Izmir harbour on time this morning for the first time since the storm.</p><p>Two piers stay closed while divers check their foundations.</p>',
      city: 'Izmir',
      tags: ['Transport', 'Weather', 'Izmir'],
      agencyCategoryName: 'Transport',
      author: 'Deniz Kaya',
      priority: 3,
      createdDate: '2026-11-20T08:15:00.000Z',
      updatedDate: '2026-11-20T08:40:00.000Z',
      images: [
        {
          href: 'https://media.wire.example.com/ninjs1-harbour/original.jpg',
          text: 'A ferry leaves Izmir harbour at 07:30.',
          width: 3000,
          height: 2000,
          agencyImageId: 'urn:newsml:wire.example.com:20261120:ninjs1-harbour-photo',
        },
      ],
    });
    expectWellFormedItem(item);
  });

  it('tells 1.x by its shape or its $standard, and holds it to the 1.x schema', () => {
    const picture = {
      uri: 'urn:example:1x-picture',
      type: 'picture',
      headline: 'A picture',
      embargoed: '2030-01-01T00:00:00Z',
      renditions: { small: { href: 'https://wire.example.com/s.jpg', mimetype: 'image/jpeg', width: 10, height: 10 }, big: { href: 'https://wire.example.com/b.jpg', mimetype: 'image/jpeg', width: 100, height: 100 } },
    };
    expect(only(parseWire('a.json', JSON.stringify(picture)))).toMatchObject({ format: 'ninjs-1', kind: 'photo', embargoUntil: '2030-01-01T00:00:00.000Z', images: [{ href: 'https://wire.example.com/b.jpg' }] });
    const declared = { uri: 'urn:example:1x-declared', $standard: { name: 'ninjs', version: '1.5' }, versioncreated: '2024-03-01T10:00:00Z' };
    expect(validateNinjs(declared)).toBe('1.5');
    // An association must itself be a ninjs object with a uri.
    const badAssociation = { uri: 'urn:example:1x-bad', headline: 'x', associations: { photo: { type: 'picture' } } };
    expect(refusal(() => parseWire('b.json', JSON.stringify(badAssociation)))).toMatchObject({ code: 'schema', message: expect.stringMatching(/^ninjs 1\.6 schema: \/associations\/photo must have required property 'uri'/) });
    // A 2.x document (lists of associations) is still read as 2.x.
    const twoX = { uri: 'urn:example:2x', headlines: [{ value: 'Two' }], versioncreated: '2024-03-01T10:00:00Z', associations: [{ name: 'p', uri: 'urn:example:p', type: 'picture' }] };
    expect(only(parseWire('c.json', JSON.stringify(twoX))).format).toBe('ninjs-2');
  });
});

describe('what real feeds add beyond the standard', () => {
  // Written for this test in the shape Superdesk's ninjs output takes: 1.x names plus its own properties.
  const SUPERDESK = readFileSync(new URL('./fixtures/superdesk-ninjs-text.json', import.meta.url));

  it('takes a Superdesk ninjs 1.x file with properties the schema does not know, and names them', () => {
    const document: unknown = JSON.parse(SUPERDESK.toString('utf8'));
    // To the letter of the 1.6 schema the file is refused (its first unknown property).
    expect(refusal(() => validateNinjs(document))).toMatchObject({ code: 'schema', message: 'ninjs 1.6 schema: / must NOT have additional properties (guid)' });

    const item = only(parseWire('superdesk.json', SUPERDESK));
    expectWellFormedItem(item);
    expect(item).toMatchObject({
      format: 'ninjs-1',
      kind: 'text',
      guid: 'urn:newsml:superdesk.haber.example:2026-11-28T09:14:27.512604:9f1c2a4e-3b7d-4c1e-8a55-2d6f0b9e7c31',
      version: 4,
      agencyName: 'Haber Ajansı',
      title: "Ankara'da kar yağışı nedeniyle okullar bir gün tatil edildi",
      city: 'Ankara',
      author: 'Elif Demir',
      priority: 3,
      tags: ['hava durumu', 'eğitim', 'Türkiye'],
      createdDate: '2026-11-28T09:14:27.000Z',
      updatedDate: '2026-11-28T09:41:03.000Z',
      images: [{ href: 'https://superdesk.haber.example/api/upload-raw/6b2e91d0.jpg', width: 3000, height: 2000 }],
    });
    expect(item.content).toMatch(/^<p>Ankara Valiliği/);
    expect(item.unknownProperties).toEqual([
      '/guid', '/priority', '/firstpublished', '/source', '/readtime', '/service', '/authors', '/keywords', '/annotations', '/signal', '/products', '/extra',
      '/place/0/qcode', '/place/0/state', '/place/0/country', '/place/0/world_region',
      '/subject/0/scheme (not a URI)', '/subject/1/scheme (not a URI)',
      '/associations/featuremedia/guid',
      '/associations/featuremedia/renditions/original/media', '/associations/featuremedia/renditions/original/poi',
      '/associations/featuremedia/renditions/viewImage/media', '/associations/featuremedia/renditions/viewImage/poi',
    ]);
  });

  it('names unknown properties in 2.x and 3.x too, and gives none on a file without', () => {
    const two = { uri: 'urn:example:2x-extra', headlines: [{ value: 'Two' }], versioncreated: '2024-03-01T10:00:00Z', wire_desk: 'economy', bodies: [{ value: 'x', contenttype: 'text/plain', words: 1 }] };
    expect(only(parseWire('a.json', JSON.stringify(two))).unknownProperties).toEqual(['/bodies/0/words', '/wire_desk']);
    const three = { uri: 'urn:example:3x-extra', headlines: [{ value: 'Three' }], versionCreated: '2024-03-01T10:00:00Z', priority: 5 };
    expect(only(parseWire('b.json', JSON.stringify(three)))).toMatchObject({ format: 'ninjs-3', unknownProperties: ['/priority'] });
    expect(only(parseWire('c.json', JSON.stringify({ uri: 'urn:example:plain', headline: 'One' })))).not.toHaveProperty('unknownProperties');
  });

  it('still refuses what breaks the meaning, unknown properties or not', () => {
    const base = { guid: 'x', priority: 5, uri: 'urn:example:broken', headline: 'A headline' };
    const cases: [object, string][] = [
      [{ ...base, uri: undefined }, "ninjs 1.6 schema: / must have required property 'uri' (uri)"],
      [{ ...base, uri: 'not a uri' }, 'ninjs 1.6 schema: /uri must match format "uri"'],
      [{ ...base, slugline: 42 }, 'ninjs 1.6 schema: /slugline must be string'],
      [{ ...base, urgency: 'high' }, 'ninjs 1.6 schema: /urgency must be number'],
      [{ ...base, pubstatus: 'published' }, 'ninjs 1.6 schema: /pubstatus must be equal to one of the allowed values (usable, withheld, canceled)'],
      [{ ...base, versioncreated: 'yesterday' }, 'ninjs 1.6 schema: /versioncreated must match format "date-time"'],
      [{ ...base, associations: { photo: { guid: 'y', type: 'picture' } } }, "ninjs 1.6 schema: /associations/photo must have required property 'uri' (uri)"],
    ];
    for (const [document, message] of cases) expect(refusal(() => parseWire('a.json', JSON.stringify(document)))).toMatchObject({ code: 'schema', message });
  });

  it('reads a NewsML-G2 item carrying elements and attributes of another vocabulary', () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<newsItem xmlns="http://iptc.org/std/nar/2006-10-01/" xmlns:sd="http://superdesk.example/ns" guid="urn:example:g2-extended" version="2" standard="NewsML-G2" standardversion="2.35" sd:desk="ekonomi" conformance="power">
  <sd:workflow state="published"/>
  <itemMeta>
    <itemClass qcode="ninat:text" sd:origin="editor"/>
    <provider qcode="nprov:EXAMPLE"/>
    <versionCreated>2024-03-01T10:00:00+03:00</versionCreated>
    <pubStatus qcode="stat:usable"/>
    <sd:priority>5</sd:priority>
    <itemMetaExtProperty type="sd:readtime" value="2"/>
  </itemMeta>
  <contentMeta>
    <headline sd:length="34" futureAttribute="x">Extended item from a newer feed</headline>
    <sd:annotations><sd:note>for the desk only</sd:note></sd:annotations>
    <contentMetaExtProperty type="sd:wordcount" value="120"/>
  </contentMeta>
  <contentSet><inlineXML contenttype="application/nitf+xml"><nitf><body><body.content><p sd:id="p1">One paragraph.</p></body.content></body></nitf></inlineXML></contentSet>
  <sd:futureBlock><anything/></sd:futureBlock>
</newsItem>`;
    expect(only(parseWire('g2.xml', xml))).toMatchObject({ guid: 'urn:example:g2-extended', version: 2, title: 'Extended item from a newer feed', content: '<p>One paragraph.</p>' });
  });
});

describe('ninjs test suite', () => {
  const cases = (['2.1', '3.0'] as const).flatMap((version) =>
    (['should_pass', 'should_fail'] as const).flatMap((outcome) =>
      fixtureNames(`ninjs/test_suite/${version}/${outcome}/`).map((name) => ({ version, outcome, name })),
    ),
  );

  it('has both outcomes for both versions', () => {
    for (const version of ['2.1', '3.0']) {
      for (const outcome of ['should_pass', 'should_fail']) {
        expect(cases.filter((entry) => entry.version === version && entry.outcome === outcome).length).toBeGreaterThan(0);
      }
    }
    expect(NINJS_SCHEMA_VERSIONS).toEqual(expect.arrayContaining(['2.1', '3.0']));
  });

  it.each(cases)('$version/$outcome/$name against the $version schema', ({ version, outcome, name }) => {
    const document: unknown = JSON.parse(fixture(`ninjs/test_suite/${version}/${outcome}/${name}`).toString('utf8'));
    if (outcome === 'should_pass') {
      expect(validateNinjs(document, version as NinjsSchemaVersion)).toBe(version);
      return;
    }
    const error = refusal(() => validateNinjs(document, version as NinjsSchemaVersion));
    expect(error.code).toBe('schema');
    expect(error.message).toMatch(new RegExp(`^ninjs ${version.replace('.', '\\.')} schema: /\\S* .+`));
  });

  // The suite's files whose only fault is a property the schema does not know: the ingest takes them and names it.
  const UNKNOWN_ONLY: Record<string, string[]> = {
    '2.1/001_bad_association.json': ['/associations/0/incorrectproperty'],
    '3.0/001_bad_toplevel.json': ['/random'],
  };

  it.each(cases)('$version/$outcome/$name through format detection', ({ version, outcome, name }) => {
    const bytes = fixture(`ninjs/test_suite/${version}/${outcome}/${name}`);
    const unknownOnly = UNKNOWN_ONLY[`${version}/${name}`];
    if (unknownOnly) {
      const item = only(parseWire(name, bytes));
      expectWellFormedItem(item);
      expect(item.unknownProperties).toEqual(unknownOnly);
      return;
    }
    if (outcome === 'should_fail') {
      const error = refusal(() => parseWire(name, bytes));
      expect(error.code).toBe('schema');
      expect(error.message).toMatch(/^ninjs \d\.\d schema: .+/);
      return;
    }
    const document = JSON.parse(bytes.toString('utf8')) as { type?: string };
    if (document.type === 'event' || document.type === 'planning') {
      expect(refusal(() => parseWire(name, bytes)).code).toBe('not-content');
      return;
    }
    expectWellFormedItem(only(parseWire(name, bytes)));
  });
});

describe('hand-written cases', () => {
  it('keeps an embargo date, and an empty <embargoed/> (until notice) withholds the item', () => {
    const dated = only(parseWire('a.xml', newsItem({ itemMeta: '<pubStatus qcode="stat:usable"/><embargoed>2024-03-02T06:00:00+03:00</embargoed>' })));
    expect(dated).toMatchObject({ embargoUntil: '2024-03-02T03:00:00.000Z', pubStatus: 'usable' });

    const untilNotice = only(parseWire('b.xml', newsItem({ itemMeta: '<embargoed/>' })));
    expect(untilNotice).toMatchObject({ embargoUntil: null, pubStatus: 'withheld' });

    const ninjs = only(parseWire('c.json', JSON.stringify({ uri: 'urn:example:embargoed', embargoedUntil: '2024-03-02T06:00:00Z', headlines: [{ value: 'Held' }] })));
    expect(ninjs).toMatchObject({ format: 'ninjs-3', embargoUntil: '2024-03-02T06:00:00.000Z', pubStatus: 'usable', title: 'Held' });
  });

  it('reads a canceled item (the update that withdraws it keeps its guid)', () => {
    const item = only(parseWire('a.xml', newsItem({ version: '4', itemMeta: '<pubStatus qcode="stat:canceled"/>' })));
    expect(item).toMatchObject({ pubStatus: 'canceled', version: 4, guid: 'urn:newsml:example.com:20240301:sample' });

    const ninjs = only(parseWire('b.json', JSON.stringify({ uri: 'urn:example:1', version: '2', pubstatus: 'canceled', versioncreated: '2024-03-01T10:00:00Z' })));
    expect(ninjs).toMatchObject({ format: 'ninjs-2', pubStatus: 'canceled', version: 2, updatedDate: '2024-03-01T10:00:00.000Z' });
  });

  it('refuses broken XML with the line and the fault', () => {
    const broken: [string, RegExp][] = [
      [newsItem({}).replace('</contentMeta>', ''), /line \d+: Expected closing tag 'contentMeta' \(opened in line \d+, col \d+\) instead of closing tag 'newsItem'/],
      [newsItem({}).replace('</newsItem>', ''), /Unclosed tag 'newsItem'/],
      [newsItem({ contentMeta: '<headline>a</headline><headline lang="en" lang="tr">b</headline>' }), /Attribute 'lang' is repeated/],
      [newsItem({ contentMeta: '<urgency value=3>3</urgency>' }), /Attribute 'value' is without value/],
      [`${newsItem({})}<newsItem guid="second"/>`, /second root element/],
      [`${newsItem({})} trailing text`, /Extra text at the end/],
      [newsItem({ contentMeta: '<headline>a < b</headline>' }), /Invalid space after '<'/],
      [newsItem({ contentMeta: '<!-- never closed <headline>x</headline>' }), /Invalid '\[.*"contentMeta"\]' found/],
    ];
    for (const [xml, reason] of broken) {
      const error = refusal(() => parseWire('broken.xml', xml));
      expect(error.code).toBe('malformed');
      expect(error.message).toMatch(/^broken XML: line \d+: /);
      expect(error.message).toMatch(reason);
    }
  });

  it('parses each file of a batch of ten on its own: one broken file does not touch the others', () => {
    const batch = Array.from({ length: 10 }, (_, index) =>
      index === 6 ? newsItem({ guid: `urn:example:${index}` }).slice(0, 200) : newsItem({ guid: `urn:example:${index}`, contentMeta: `<headline>Story ${index}</headline>` }),
    );
    const outcomes = batch.map((xml, index) => {
      try {
        return only(parseWire(`${index}.xml`, xml)).title;
      } catch (error) {
        return error instanceof WireFormatError ? `refused: ${error.code}` : 'crashed';
      }
    });
    expect(outcomes).toEqual(['Story 0', 'Story 1', 'Story 2', 'Story 3', 'Story 4', 'Story 5', 'refused: malformed', 'Story 7', 'Story 8', 'Story 9']);
  });

  it('returns every item of a newsMessage, in order, with the header priority where an item has no urgency', () => {
    const message = `<?xml version="1.0" encoding="UTF-8"?>
<newsMessage xmlns="http://iptc.org/std/nar/2006-10-01/">
  <header><sent>2024-03-01T10:00:00Z</sent><priority>2</priority></header>
  <itemSet>
    <newsItem guid="urn:example:text" version="2"><itemMeta><itemClass qcode="ninat:text"/><provider qcode="nprov:AA"/><versionCreated>2024-03-01T09:00:00Z</versionCreated></itemMeta>
      <contentMeta><urgency>1</urgency><headline>Flash</headline></contentMeta>
      <contentSet><inlineData contenttype="text/plain">First line.
Second line.</inlineData></contentSet></newsItem>
    <newsItem guid="urn:example:photo"><itemMeta><itemClass qcode="ninat:picture"/><provider qcode="nprov:AA"/><versionCreated>2024-03-01T09:01:00Z</versionCreated></itemMeta>
      <contentMeta><headline>Photo</headline><description role="drol:caption">A caption</description></contentMeta>
      <contentSet><remoteContent href="https://example.com/p.jpg" contenttype="image/jpeg" width="800" height="600"/></contentSet></newsItem>
    <packageItem guid="urn:example:package" version="1"><itemMeta><itemClass qcode="ninat:composite"/><provider qcode="nprov:AA"/><versionCreated>2024-03-01T09:02:00Z</versionCreated></itemMeta>
      <groupSet root="G1"><group id="G1"><itemRef residref="urn:example:text"/><itemRef residref="urn:example:photo"/></group></groupSet></packageItem>
  </itemSet>
</newsMessage>`;
    const items = parseWire('message.xml', message);
    expect(items.map(({ guid, kind, version, priority, title }) => ({ guid, kind, version, priority, title }))).toEqual([
      { guid: 'urn:example:text', kind: 'text', version: 2, priority: 1, title: 'Flash' },
      { guid: 'urn:example:photo', kind: 'photo', version: 1, priority: 2, title: 'Photo' },
      { guid: 'urn:example:package', kind: 'package', version: 1, priority: 2, title: '' },
    ]);
    expect(items[0].content).toBe('<p>First line.</p><p>Second line.</p>');
    expect(items[1].images).toEqual([{ href: 'https://example.com/p.jpg', text: 'A caption', width: 800, height: 600, agencyImageId: 'urn:example:photo' }]);
    expect(items.every((item) => item.agencyName === 'AA')).toBe(true);

    const empty = refusal(() => parseWire('empty.xml', '<newsMessage><header/><itemSet/></newsMessage>'));
    expect(empty.code).toBe('not-content');
  });

  it('gives an item with no media empty images and videos', () => {
    const text = only(parseWire('a.json', JSON.stringify({ uri: 'urn:example:text-only', type: 'text', versioncreated: '2024-03-01T10:00:00Z', headlines: [{ role: 'main', value: 'Words only' }], bodies: [{ contenttype: 'text/plain', value: 'One.\n\nTwo,\nstill two.' }] })));
    expect(text).toMatchObject({ format: 'ninjs-2', images: [], videos: [], content: '<p>One.</p><p>Two, still two.</p>', title: 'Words only', agencyName: 'unknown' });

    const photoWithoutRendition = only(parseWire('b.xml', newsItem({ itemClass: 'picture' })));
    expect(photoWithoutRendition).toMatchObject({ kind: 'photo', images: [] });
    const videoWithoutRendition = only(parseWire('c.json', JSON.stringify({ uri: 'https://wire.example.com/v/1', type: 'video', renditions: [{ name: 'thumb', href: 'https://wire.example.com/t.jpg', contentType: 'image/jpeg' }] })));
    expect(videoWithoutRendition).toMatchObject({ kind: 'video', videos: [], images: [], agencyName: 'example.com' });
  });

  it('falls back to version 1, and to the guid’s authority for the agency', () => {
    const item = only(parseWire('a.xml', newsItem({ version: '', guid: 'tag:wire.example.com.tr,2024:1' }).replace('<provider qcode="nprov:EXAMPLE"/>', '')));
    expect(item).toMatchObject({ version: 1, agencyName: 'example.com.tr' });
  });

  it('refuses what is not a wire item: unknown XML root, JSON that is not ninjs, plain text, an empty file, an item without guid', () => {
    expect(refusal(() => parseWire('a.xml', '<rss version="2.0"><channel/></rss>'))).toMatchObject({ code: 'unknown-format', message: expect.stringContaining('<rss>') });
    expect(refusal(() => parseWire('b.json', '{"id": 1, "name": "x"}'))).toMatchObject({ code: 'unknown-format' });
    expect(refusal(() => parseWire('b.json', '[{"uri": "urn:x"}]'))).toMatchObject({ code: 'unknown-format' });
    expect(refusal(() => parseWire('c.txt', 'ZCZC hello'))).toMatchObject({ code: 'unknown-format', message: 'unknown format: c.txt starts with neither XML nor JSON' });
    expect(refusal(() => parseWire('d.xml', '  \n'))).toMatchObject({ code: 'malformed', message: 'empty file' });
    expect(refusal(() => parseWire('e.json', '{"uri": "urn:x",'))).toMatchObject({ code: 'malformed', message: expect.stringMatching(/^broken JSON: /) });
    expect(refusal(() => parseWire('f.xml', newsItem({ guid: ' ' })))).toMatchObject({ code: 'missing-field', message: 'newsItem has no guid' });
  });

  it('holds ninjs to the schema it declares, and accepts a $schema hint', () => {
    const hinted = { $schema: 'http://www.iptc.org/std/ninjs/ninjs-schema_2.1.json', uri: 'urn:example:hint', versioncreated: '2024-03-01T10:00:00Z' };
    expect(only(parseWire('a.json', JSON.stringify(hinted))).format).toBe('ninjs-2');
    // A 2.x name in a document declared 3.0 is a property 3.0 does not know: noted and not read, as its schema says.
    const wrongGeneration = { standard: { name: 'ninjs', version: '3.0' }, uri: 'urn:example:mixed', versioncreated: '2024-03-01T10:00:00Z' };
    expect(refusal(() => validateNinjs(wrongGeneration)).message).toBe('ninjs 3.0 schema: / must NOT have unevaluated properties (versioncreated)');
    expect(only(parseWire('b.json', JSON.stringify(wrongGeneration)))).toMatchObject({ format: 'ninjs-3', updatedDate: null, unknownProperties: ['/versioncreated'] });
    // 1.x names its standard `$standard`: `standard` is not a 1.5 property.
    expect(refusal(() => validateNinjs({ uri: 'urn:x', standard: { name: 'ninjs', version: '1.5' } }))).toMatchObject({ code: 'schema', message: 'ninjs 1.5 schema: / must NOT have additional properties (standard)' });
    expect(only(parseWire('c.json', JSON.stringify({ uri: 'urn:x', standard: { name: 'ninjs', version: '1.5' } }))).unknownProperties).toEqual(['/standard']);
    expect(refusal(() => parseWire('d.json', JSON.stringify({ uri: 'urn:x', standard: { name: 'ninjs', version: '4.0' } })))).toMatchObject({ code: 'unknown-format', message: 'ninjs 4.0 is not supported (versions 1.x, 2.x and 3.x are)' });
  });

  it('writes only safe simple HTML from an agency body', () => {
    const body = `<div class="x"><h1 onclick="steal()">Title</h1><script>alert(1)</script><style>p{}</style>
      Loose <b>text</b><br><p style="color:red">Para <a href="javascript:alert(1)">bad</a> <a href="https://ok.example/?a=1&amp;b=2" onmouseover="x()">good</a></p>
      <img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe><ul><li>one<li>two</ul><p>5 &lt; 6 &amp; 7 &gt; 3</p></div>`;
    const item = only(parseWire('a.json', JSON.stringify({ uri: 'urn:example:html', bodies: [{ role: 'main', contentType: 'text/html', value: body }] })));
    expect(item.content).toBe(
      '<h2>Title</h2><p>Loose <strong>text</strong></p><p>Para bad <a href="https://ok.example/?a=1&amp;b=2">good</a></p><ul><li>one</li><li>two</li></ul><p>5 &lt; 6 &amp; 7 &gt; 3</p>',
    );
  });

  it('never expands entities a DTD declares (no entity bombs)', () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE newsItem [<!ENTITY boom "BOOM">]>
${newsItem({ contentMeta: '<headline>&boom; &amp; &#233;t&#xE9;</headline>' }).replace(/^<\?xml[^>]*>/, '')}`;
    expect(only(parseWire('a.xml', xml)).title).toBe('&boom; & été');
  });

  it('does not read the file an external entity names (XXE): the document is refused', () => {
    const xml = `<?xml version="1.0"?>
<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>
${newsItem({ contentMeta: '<headline>Before &e; after</headline>' }).replace(/^<\?xml[^>]*>/, '')}`;
    const error = refusal(() => parseWire('xxe.xml', xml));
    expect(error).toMatchObject({ code: 'malformed', message: 'XML refused: External entities are not supported' });
    expect(error.message).not.toContain('root:');
  });

  it('decodes a Turkish wire in windows-1254 as its XML declaration says', () => {
    const head = Buffer.from('<?xml version="1.0" encoding="windows-1254"?><newsItem guid="urn:example:tr" version="1"><contentMeta><headline>', 'latin1');
    // "İstanbul'da yağış" in windows-1254: İ = DD, ğ = F0, ı = FD, ş = FE.
    const headline = Buffer.from([0xdd, ...Buffer.from('stanbul\'da ya', 'latin1'), 0xf0, 0xfd, 0xfe]);
    const tail = Buffer.from('</headline></contentMeta></newsItem>', 'latin1');
    expect(only(parseWire('tr.xml', Buffer.concat([head, headline, tail]))).title).toBe('İstanbul\'da yağış');

    const undeclared = Buffer.from([...Buffer.from('<newsItem guid="x"><contentMeta><headline>', 'latin1'), 0xdd, ...Buffer.from('</headline></contentMeta></newsItem>', 'latin1')]);
    expect(refusal(() => parseWire('tr.xml', undeclared))).toMatchObject({ code: 'malformed', message: 'the file is not valid UTF-8 and declares no other encoding' });
  });
});

describe('wire files nested past reason', () => {
  it('refuses an XML or JSON file, or a body, nested too deeply before a parser reads it', () => {
    const xml = `<newsItem guid="x">${'<a>'.repeat(200_000)}</newsItem>`;
    expect(refusal(() => parseWire('deep.xml', xml))).toMatchObject({ code: 'malformed', message: 'nested deeper than 128 levels: refused unread' });
    const json = `{"uri":"urn:x","version":"1","extra":${'['.repeat(200_000)}${']'.repeat(200_000)}}`;
    expect(refusal(() => parseWire('deep.json', json))).toMatchObject({ code: 'malformed', message: 'nested deeper than 128 levels: refused unread' });
    // Brackets inside strings are text, not nesting.
    const brackets = JSON.stringify({ uri: 'urn:x', version: '1', headline: '['.repeat(1000), body_text: 'Metin' });
    expect(() => parseWire('brackets.json', brackets)).not.toThrow();
    const body = JSON.stringify({ uri: 'urn:x', version: '1', headline: 'Derin', body_html: `<p>${'<b>'.repeat(65)}x</p>` });
    expect(refusal(() => parseWire('body.json', body))).toMatchObject({ code: 'malformed', message: 'a body nested deeper than 64 elements: refused unread' });
  });
});
