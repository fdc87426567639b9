import { Body } from '@react-email/body';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Img } from '@react-email/img';
import { Link } from '@react-email/link';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';

/** One news item of a newsletter, as the content picker makes it (only what the e-mail shows). */
export interface MailingMailItem {
  title: string;
  spot?: string | null;
  contentUrl: string;
  imageUrl?: string | null;
  /** The image's size in px when known: only an image known to be wide leads the mail at full width. */
  imageWidth?: number | null;
  imageHeight?: number | null;
  /** ISO date-time (or a Date) of the content; shown as a date in the mail's language. */
  contentDate?: string | Date | null;
  /** The chief's selection is shown first-class: a label above the title. */
  isChiefSelection?: boolean | null;
  order: number;
}

/** One of the day's columns ("articles of the day"), listed after the items. */
export interface MailingMailArticle {
  title: string;
  spot?: string | null;
  contentUrl: string;
  /** The column's author, shown under its title. */
  author?: string | null;
}

/** Everything a newsletter e-mail is made of; nothing here is read from the database. */
export interface MailingMailInput {
  siteName: string;
  /** The site's home page, linked from the header. */
  siteUrl: string;
  /** The mailing's title: the e-mail's heading. */
  title: string;
  /** The subject line; the title when unset. */
  subject?: string;
  items: readonly MailingMailItem[];
  /** The day's columns when the mailing asks for them (`articlesOfTheDay`); the section is left out when empty. */
  articles?: readonly MailingMailArticle[];
  /** The published web version of this newsletter, linked at the top of the mail when given. */
  webVersionUrl?: string;
  /**
   * `mail` (the default): the e-mail, with its unsubscribe link and footer. `web`: the newsletter's
   * web version on the site, read by anyone: no unsubscribe link, no footer about the subscription,
   * no link to itself.
   */
  mode?: 'mail' | 'web';
  /**
   * Each recipient's one-click unsubscribe link. Unset → UNSUBSCRIBE_URL_PLACEHOLDER, so one rendering
   * serves every recipient and `withUnsubscribeUrl` puts each one's link in.
   */
  unsubscribeUrl?: string;
  language?: 'tr' | 'en';
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** Stands for the recipient's unsubscribe URL in a mail rendered once for all (no character HTML would escape). */
export const UNSUBSCRIBE_URL_PLACEHOLDER = 'newsroom-unsubscribe-url-placeholder';

const LABELS = {
  tr: { webVersion: 'Tarayıcıda görüntüle', chiefSelection: 'Editörün seçimi', readMore: 'Devamını oku', articles: 'Günün yazıları', unsubscribe: 'Abonelikten çık', why: 'Bu e-postayı {site} bültenine abone olduğunuz için aldınız.' },
  en: { webVersion: 'View in your browser', chiefSelection: "Editor's pick", readMore: 'Read more', articles: "Today's columns", unsubscribe: 'Unsubscribe', why: 'You receive this e-mail because you subscribed to the {site} newsletter.' },
} as const;

/** The mail's content width (600 less its padding): a leading picture's width. */
const LEAD_WIDTH = 552;
/** A leading picture is at most this tall: a wider image leads, a squarer one is a thumbnail. */
const LEAD_MAX_HEIGHT = 320;
/** The side of an item's thumbnail square. */
const THUMBNAIL = 120;

interface ImageBox {
  width: number;
  height: number;
}

/** The first item's picture across the mail when its image is known to be wide enough to stay under LEAD_MAX_HEIGHT. */
export function leadImageSize(item: Pick<MailingMailItem, 'imageWidth' | 'imageHeight'>): ImageBox | undefined {
  const { imageWidth: width, imageHeight: height } = item;
  if (!width || !height || width <= 0 || height <= 0) return undefined;
  const scaled = Math.round((LEAD_WIDTH * height) / width);
  return scaled <= LEAD_MAX_HEIGHT ? { width: LEAD_WIDTH, height: scaled } : undefined;
}

/**
 * A thumbnail's width and height attributes: its known shape fitted in the THUMBNAIL square, or the
 * square itself when the shape is unknown (mail clients size an image by its attributes, not its file).
 */
export function thumbnailSize(item: Pick<MailingMailItem, 'imageWidth' | 'imageHeight'>): ImageBox {
  const { imageWidth: width, imageHeight: height } = item;
  if (!width || !height || width <= 0 || height <= 0) return { width: THUMBNAIL, height: THUMBNAIL };
  const scale = THUMBNAIL / Math.max(width, height);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

const styles = {
  body: { backgroundColor: '#f4f4f5', fontFamily: 'Helvetica, Arial, sans-serif', margin: 0, padding: '24px 0' },
  container: { backgroundColor: '#ffffff', maxWidth: '600px', padding: '24px' },
  small: { color: '#71717a', fontSize: '12px', lineHeight: '18px', margin: '0 0 8px' },
  site: { color: '#18181b', fontSize: '14px', fontWeight: 'bold', textDecoration: 'none' },
  heading: { color: '#18181b', fontSize: '24px', lineHeight: '32px', margin: '16px 0' },
  item: { padding: '16px 0', borderTop: '1px solid #e4e4e7' },
  lead: { display: 'block', width: '100%', maxWidth: `${LEAD_WIDTH}px`, height: 'auto', borderRadius: '4px', margin: '0 0 8px' },
  // Clients that read object-fit crop an image of unknown shape to the square; the others scale it into it.
  thumbnail: { display: 'block', borderRadius: '4px', objectFit: 'cover' },
  thumbnailCell: { width: `${THUMBNAIL}px`, paddingRight: '16px', verticalAlign: 'top' },
  textCell: { verticalAlign: 'top' },
  label: { color: '#b91c1c', fontSize: '12px', fontWeight: 'bold', letterSpacing: '0.5px', margin: '12px 0 4px', textTransform: 'uppercase' },
  itemTitle: { color: '#18181b', fontSize: '18px', lineHeight: '26px', margin: '8px 0 4px' },
  itemLink: { color: '#18181b', textDecoration: 'none' },
  spot: { color: '#3f3f46', fontSize: '15px', lineHeight: '22px', margin: '4px 0' },
  more: { color: '#1d4ed8', fontSize: '14px' },
  sectionTitle: { color: '#18181b', fontSize: '20px', lineHeight: '28px', margin: '24px 0 8px' },
  article: { padding: '8px 0', borderTop: '1px solid #e4e4e7' },
} satisfies Record<string, CSSProperties>;

function formatDate(value: MailingMailItem['contentDate'], language: 'tr' | 'en'): string | undefined {
  if (!value) return undefined;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', { dateStyle: 'long', timeZone: 'Europe/Istanbul' }).format(date);
}

/** The items as the editor ordered them (`order`, then the given order for ties). */
export const orderedItems = (items: readonly MailingMailItem[]): MailingMailItem[] =>
  items.map((item, index) => ({ item, index })).sort((a, b) => a.item.order - b.item.order || a.index - b.index).map(({ item }) => item);

const isHttp = (url: URL) => url.protocol === 'http:' || url.protocol === 'https:';

/**
 * The only addresses the renderer writes into a link or an image: an absolute http(s) URL as given, or a
 * path on the site (the picker's `contentUrl`, leading `/`) made absolute on the site's address, since a
 * mail has no page to be relative to. Anything else (javascript:, data:, mailto:, protocol-relative `//`,
 * a path that resolves off the site, unparsable) is undefined: the caller leaves the link or image out.
 */
export function safeUrl(href: string | null | undefined, siteUrl: string | null | undefined): string | undefined {
  const value = href?.trim();
  if (!value) return undefined;
  try {
    if (value.startsWith('/')) {
      const site = siteUrl ? new URL(siteUrl) : undefined;
      if (!site || !isHttp(site)) return undefined;
      const url = new URL(value, site);
      // `//host` and `/\host` are other hosts to a URL parser, not paths.
      return url.origin === site.origin ? url.href : undefined;
    }
    return isHttp(new URL(value)) ? value : undefined;
  } catch {
    return undefined;
  }
}

function MailingMail({ input }: { input: MailingMailInput }) {
  const language = input.language ?? 'tr';
  const labels = LABELS[language];
  const web = input.mode === 'web';
  const siteUrl = safeUrl(input.siteUrl, undefined);
  const items = orderedItems(input.items).map((item) => ({ ...item, contentUrl: safeUrl(item.contentUrl, siteUrl), imageUrl: safeUrl(item.imageUrl, siteUrl) }));
  const articles = (input.articles ?? []).map((article) => ({ ...article, contentUrl: safeUrl(article.contentUrl, siteUrl) }));
  const webVersionUrl = web ? undefined : safeUrl(input.webVersionUrl, siteUrl);
  // The placeholder, or the link given for one reader (the sender's own, not the editor's content).
  const unsubscribeUrl = input.unsubscribeUrl ?? UNSUBSCRIBE_URL_PLACEHOLDER;
  /** Words linked to `href`, or just the words when there is no safe address. */
  const linked = (href: string | undefined, children: ReactNode, style?: CSSProperties) =>
    href ? (
      <Link href={href} style={style}>
        {children}
      </Link>
    ) : (
      children
    );
  return (
    <Html lang={language}>
      <Head>
        <title>{input.subject ?? input.title}</title>
      </Head>
      <Preview>{items[0]?.title ?? input.title}</Preview>
      <Body style={styles.body}>
        <Container style={styles.container}>
          <Section>
            {siteUrl ? (
              <Link href={siteUrl} style={styles.site}>
                {input.siteName}
              </Link>
            ) : (
              <span style={styles.site}>{input.siteName}</span>
            )}
            {webVersionUrl ? (
              <Text style={styles.small}>
                <Link href={webVersionUrl}>{labels.webVersion}</Link>
              </Text>
            ) : null}
          </Section>
          <Heading as="h1" style={styles.heading}>
            {input.title}
          </Heading>
          {items.map((item, index) => {
            const date = formatDate(item.contentDate, language);
            const lead = index === 0 && item.imageUrl ? leadImageSize(item) : undefined;
            const words = (
              <>
                {item.isChiefSelection ? <Text style={styles.label}>{labels.chiefSelection}</Text> : null}
                <Heading as="h2" style={styles.itemTitle}>
                  {linked(item.contentUrl, item.title, styles.itemLink)}
                </Heading>
                {date ? <Text style={styles.small}>{date}</Text> : null}
                {item.spot ? <Text style={styles.spot}>{item.spot}</Text> : null}
                {item.contentUrl ? (
                  <Link href={item.contentUrl} style={styles.more}>
                    {labels.readMore}
                  </Link>
                ) : null}
              </>
            );
            if (!item.imageUrl || lead) {
              return (
                <Section key={index} style={styles.item}>
                  {lead ? linked(item.contentUrl, <Img src={item.imageUrl!} alt={item.title} width={String(lead.width)} height={String(lead.height)} style={styles.lead} />) : null}
                  {words}
                </Section>
              );
            }
            // A row: the thumbnail beside the words, as a table (no flex or grid in mail clients).
            const thumbnail = thumbnailSize(item);
            return (
              <Section key={index} style={styles.item}>
                <table role="presentation" width="100%" cellPadding={0} cellSpacing={0} border={0}>
                  <tbody>
                    <tr>
                      <td width={THUMBNAIL} valign="top" style={styles.thumbnailCell}>
                        {linked(item.contentUrl, <Img src={item.imageUrl} alt={item.title} width={String(thumbnail.width)} height={String(thumbnail.height)} style={styles.thumbnail} />)}
                      </td>
                      <td valign="top" style={styles.textCell}>
                        {words}
                      </td>
                    </tr>
                  </tbody>
                </table>
              </Section>
            );
          })}
          {articles.length ? (
            <Section>
              <Heading as="h2" style={styles.sectionTitle}>
                {labels.articles}
              </Heading>
              {articles.map((article, index) => (
                <Section key={index} style={styles.article}>
                  <Heading as="h3" style={styles.itemTitle}>
                    {linked(article.contentUrl, article.title, styles.itemLink)}
                  </Heading>
                  {article.author ? <Text style={styles.small}>{article.author}</Text> : null}
                  {article.spot ? <Text style={styles.spot}>{article.spot}</Text> : null}
                </Section>
              ))}
            </Section>
          ) : null}
          {web ? null : (
            <>
              <Hr />
              <Text style={styles.small}>{labels.why.replace('{site}', input.siteName)}</Text>
              <Text style={styles.small}>
                <Link href={unsubscribeUrl}>{labels.unsubscribe}</Link>
              </Text>
            </>
          )}
        </Container>
      </Body>
    </Html>
  );
}

/** The newsletter as an e-mail (or, `mode: 'web'`, as its web version): HTML (react-email, every title and spot escaped by React) and its text part. */
export async function renderMailing(input: MailingMailInput): Promise<RenderedMail> {
  const element = <MailingMail input={input} />;
  const [html, text] = await Promise.all([render(element), render(element, { plainText: true })]);
  return { subject: input.subject ?? input.title, html, text };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One recipient's copy of a mail rendered with the placeholder: their unsubscribe link in both parts. */
export function withUnsubscribeUrl(mail: RenderedMail, url: string): RenderedMail {
  return {
    subject: mail.subject,
    html: mail.html.split(UNSUBSCRIBE_URL_PLACEHOLDER).join(escapeAttribute(url)),
    text: mail.text.split(UNSUBSCRIBE_URL_PLACEHOLDER).join(url),
  };
}
