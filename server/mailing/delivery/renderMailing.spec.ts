import { describe, expect, it } from 'vitest';
import { renderMailing, safeUrl, UNSUBSCRIBE_URL_PLACEHOLDER, withUnsubscribeUrl, type MailingMailInput } from './renderMailing.tsx';

const input: MailingMailInput = {
  siteName: 'Newsroom',
  siteUrl: 'https://news.example',
  title: 'Morning <script>alert(1)</script> notes',
  language: 'en',
  items: [
    { title: 'Second <script>alert(2)</script>', spot: 'Spot <b>two</b> & more', contentUrl: 'https://news.example/2', order: 2, contentDate: '2026-11-29T06:00:00Z' },
    { title: 'First story', spot: 'Spot one', contentUrl: 'https://news.example/1', imageUrl: 'https://news.example/1.jpg', order: 1, isChiefSelection: true },
  ],
  webVersionUrl: 'https://news.example/newsletter/7',
};

describe('renderMailing', () => {
  it('escapes titles and spots: nothing given becomes markup', async () => {
    const mail = await renderMailing(input);
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toContain('<b>two</b>');
    expect(mail.html).toContain('&lt;script&gt;alert(2)&lt;/script&gt;');
    expect(mail.subject).toBe(input.title);
  });

  it('puts the items in their order, in the HTML and the text part', async () => {
    const mail = await renderMailing(input);
    expect(mail.html.indexOf('First story')).toBeLessThan(mail.html.indexOf('Second'));
    // The text part writes headings in capitals.
    const text = mail.text.toUpperCase();
    expect(text.indexOf('FIRST STORY')).toBeGreaterThan(-1);
    expect(text.indexOf('FIRST STORY')).toBeLessThan(text.indexOf('SECOND'));
    expect(mail.text).toContain('Spot one');
    expect(mail.text).toContain('https://news.example/1');
    expect(mail.text).not.toMatch(/<(a|p|table|td|div)\b/);
    expect(mail.html).toContain('https://news.example/newsletter/7');
    expect(mail.html).toContain("Editor&#x27;s pick");
  });

  it('renders once for all recipients and puts each one’s unsubscribe link in', async () => {
    const mail = await renderMailing({ ...input, subject: 'Notes of the day' });
    expect(mail.subject).toBe('Notes of the day');
    expect(mail.html).toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
    const mine = withUnsubscribeUrl(mail, 'https://news.example/u?token=a&b');
    expect(mine.html).not.toContain(UNSUBSCRIBE_URL_PLACEHOLDER);
    expect(mine.html).toContain('https://news.example/u?token=a&amp;b');
    expect(mine.text).toContain('https://news.example/u?token=a&b');
  });
});

describe('renderMailing: the articles of the day and the links', () => {
  it('lists the day’s columns after the items, escaped, and makes site paths absolute', async () => {
    const mail = await renderMailing({
      ...input,
      items: [{ title: 'On the site', contentUrl: '/news/on-the-site-3', order: 1 }],
      articles: [{ title: 'Column <i>one</i>', author: 'A. Writer', spot: 'Opinion', contentUrl: '/column/column-one-7' }],
    });
    expect(mail.html).toContain('href="https://news.example/news/on-the-site-3"');
    expect(mail.html).toContain('href="https://news.example/column/column-one-7"');
    expect(mail.html).toContain("Today&#x27;s columns");
    expect(mail.html).toContain('Column &lt;i&gt;one&lt;/i&gt;');
    expect(mail.html.indexOf('On the site')).toBeLessThan(mail.html.indexOf('Column &lt;i&gt;'));
    expect(mail.text).toContain('A. Writer');
    expect((await renderMailing(input)).html).not.toContain('Today&#x27;s columns');
  });
});

describe('renderMailing: pictures of bounded size', () => {
  const square = (order: number) => ({ title: `Recipe ${order}`, spot: `Spot ${order}`, contentUrl: `https://news.example/${order}`, imageUrl: `https://news.example/${order}.jpg`, order });
  const images = (html: string) =>
    [...html.matchAll(/<img\b[^>]*>/g)].map(([tag]) => ({
      alt: /alt="([^"]*)"/.exec(tag)?.[1],
      width: Number(/\bwidth="(\d+)"/.exec(tag)?.[1]),
      height: Number(/\bheight="(\d+)"/.exec(tag)?.[1]),
    }));

  it('shows images of unknown shape as 120 px thumbnails beside their words, each with its title as alt text', async () => {
    const mail = await renderMailing({ ...input, items: [square(1), square(2), square(3)] });
    expect(images(mail.html)).toEqual([1, 2, 3].map((order) => ({ alt: `Recipe ${order}`, width: 120, height: 120 })));
    // A row is a table (mail clients know no flex or grid).
    expect(mail.html).not.toMatch(/display:\s*(flex|grid)/);
    expect(mail.html).toMatch(/<td[^>]*width="120"/);
  });

  it('leads with the first item’s picture across the mail only when it is known to be wide, its height bounded', async () => {
    const wide = { ...square(1), imageWidth: 1200, imageHeight: 630 };
    const mail = await renderMailing({ ...input, items: [wide, { ...square(2), imageWidth: 800, imageHeight: 400 }] });
    expect(images(mail.html)).toEqual([
      { alt: 'Recipe 1', width: 552, height: 290 },
      { alt: 'Recipe 2', width: 120, height: 60 },
    ]);
    const tall = await renderMailing({ ...input, items: [{ ...square(1), imageWidth: 600, imageHeight: 600 }] });
    expect(images(tall.html)).toEqual([{ alt: 'Recipe 1', width: 120, height: 120 }]);
  });

  it('leaves the text part as it was: no picture in it, each item’s link, title, spot and link in order', async () => {
    const mail = await renderMailing({ ...input, siteName: 'N', title: 'T', webVersionUrl: undefined, items: [square(1), { ...square(2), imageWidth: 1200, imageHeight: 630 }] });
    const item = (order: number) => `https://news.example/${order}\n\n\nRECIPE ${order} https://news.example/${order}\n\nSpot ${order}\n\nRead more https://news.example/${order}`;
    expect(mail.text).toBe(
      `N https://news.example\n\n\nT\n\n${item(1)}\n\n${item(2)}\n\n${'-'.repeat(40)}\n\n` +
        `You receive this e-mail because you subscribed to the N newsletter.\n\nUnsubscribe ${UNSUBSCRIBE_URL_PLACEHOLDER}`,
    );
  });
});

describe('renderMailing: only safe addresses', () => {
  const hrefs = (html: string) => [...html.matchAll(/\s(href|src)="([^"]*)"/g)].map(([, name, value]) => `${name}=${value}`);

  it('writes no link or image for a hostile address, keeps http(s) ones and makes site paths absolute', async () => {
    const mail = await renderMailing({
      ...input,
      webVersionUrl: 'javascript:alert(0)',
      items: [
        { title: 'Hostile', spot: 'Spot', contentUrl: 'javascript:alert(1)', imageUrl: 'javascript:alert(2)', order: 1 },
        { title: 'Data', contentUrl: 'data:text/html,<script>alert(3)</script>', imageUrl: 'data:image/svg+xml,<svg/onload=alert(4)>', order: 2 },
        { title: 'Elsewhere', contentUrl: '//evil.example/x', imageUrl: '/\\evil.example/y.jpg', order: 3 },
        { title: 'Mail', contentUrl: 'mailto:someone@example.com', imageUrl: ' JavaScript:alert(5)', order: 4 },
        { title: 'Kept', contentUrl: 'http://other.example/a?b=1&c=2', imageUrl: '/images/kept.jpg', order: 5 },
      ],
      articles: [{ title: 'Column', contentUrl: 'vbscript:msgbox(1)' }],
    });
    expect(mail.html).not.toMatch(/javascript|data:|vbscript|mailto|evil\.example/i);
    expect(mail.text).not.toMatch(/javascript|data:|vbscript|mailto|evil\.example/i);
    expect(hrefs(mail.html)).toEqual([
      'href=https://news.example',
      'href=http://other.example/a?b=1&amp;c=2',
      'src=https://news.example/images/kept.jpg',
      'href=http://other.example/a?b=1&amp;c=2',
      'href=http://other.example/a?b=1&amp;c=2',
      `href=${UNSUBSCRIBE_URL_PLACEHOLDER}`,
    ]);
    // The words stay, unlinked; an item without a safe image is shown without one.
    expect(mail.html).toContain('Hostile');
    expect(mail.html).toContain('Column');
    expect(mail.html.match(/<img\b/g)).toHaveLength(1);
  });

  it('links nothing when the site’s own address is not http(s): paths cannot be made absolute', async () => {
    const mail = await renderMailing({ ...input, siteUrl: 'javascript:alert(1)', webVersionUrl: undefined, items: [{ title: 'Path', contentUrl: '/news/1', order: 1 }] });
    expect(hrefs(mail.html)).toEqual([`href=${UNSUBSCRIBE_URL_PLACEHOLDER}`]);
    expect(mail.html).toContain('Newsroom');
  });

  it('keeps absolute http(s) addresses, makes paths absolute on the site and refuses the rest', () => {
    expect(safeUrl('https://a.example/x', 'https://news.example')).toBe('https://a.example/x');
    expect(safeUrl('http://a.example', undefined)).toBe('http://a.example');
    expect(safeUrl('/news/1', 'https://news.example/')).toBe('https://news.example/news/1');
    for (const bad of ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x', 'mailto:a@b.example', '//evil.example', '/\\evil.example', 'news/1', 'http://', '', null, undefined])
      expect(safeUrl(bad, 'https://news.example')).toBeUndefined();
    expect(safeUrl('/news/1', undefined)).toBeUndefined();
  });
});

describe('renderMailing: the web version', () => {
  it('has no unsubscribe link, no subscription footer and no link to itself', async () => {
    const web = await renderMailing({ ...input, mode: 'web' });
    expect(web.html).not.toMatch(/unsubscribe|placeholder|newsletter\/7|View in your browser|you subscribed/i);
    expect(web.text).not.toMatch(/unsubscribe|placeholder|newsletter\/7|View in your browser|you subscribed/i);
    expect(web.html).toContain('First story');
    expect(web.html).toContain('href="https://news.example/1"');
    expect(web.subject).toBe(input.title);
  });
});
