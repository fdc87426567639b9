/**
 * What readers reach without a session (server/mailing/README.md, "Public routes"), under
 * /api/public/mailing: the one-click unsubscribe of RFC 8058 and its page, the sites' sign-up form
 * (double opt-in) and the confirmation link.
 */
import multipart from '@fastify/multipart';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from '../auth/authPages.ts';
import type { Db } from '../db/client.ts';
import { sites } from '../db/schema.ts';
import { mailingChannelsTable } from '../engine/resourceTables.ts';
import type { FeatureEnvironment } from '../serverFeature.ts';
import { CONFIRM_TOKEN_MAX_AGE_MS, queueConfirmation } from './mailingConfirmation.tsx';
import { normalizeEmail } from './mailingSubscribers.ts';
import { mailingSubscribers } from './mailingTables.ts';

export const PUBLIC_MAILING_PATH = '/api/public/mailing';
/** The largest form body the pages and one-click POSTs may send. */
const FORM_BODY_LIMIT = 16 * 1024;

/** Sign-ups: per address of the caller, and per e-mail address (in lower case), in each server's memory. */
export const SUBSCRIBE_LIMITS = { perIp: { max: 10, timeWindow: 10 * 60_000 }, perEmail: { max: 3, timeWindow: 60 * 60_000 }, trackedEmails: 100_000 } as const;

/**
 * At most `max` sign-ups per e-mail address in a fixed window. @fastify/rate-limit runs once per
 * request (the per-address limit), so this second limit is counted here; past `tracked` addresses
 * the windows that ran out are dropped, then the oldest.
 */
export function createEmailLimiter({ max, timeWindow }: { max: number; timeWindow: number }, tracked: number, now = () => Date.now()) {
  const windows = new Map<string, { count: number; endsAt: number }>();
  return (email: string): boolean => {
    const at = now();
    let window = windows.get(email);
    if (!window || window.endsAt <= at) {
      if (windows.size >= tracked) {
        for (const [key, value] of windows) if (value.endsAt <= at) windows.delete(key);
        if (windows.size >= tracked) windows.delete(windows.keys().next().value!);
      }
      window = { count: 0, endsAt: at + timeWindow };
      windows.set(email, window);
    }
    window.count += 1;
    return window.count <= max;
  };
}

type Language = 'tr' | 'en';

const TEXTS = {
  tr: {
    unsubscribeTitle: 'Abonelikten çık',
    unsubscribeAsk: '{email} adresi "{channel}" bülteninden çıkarılsın mı?',
    unsubscribeButton: 'Abonelikten çık',
    unsubscribed: '{email} adresi "{channel}" bülteninden çıkarıldı. Artık bu bülteni almayacaksınız.',
    invalidLink: 'Bu bağlantı geçerli değil ya da süresi dolmuş.',
    confirmedTitle: 'Aboneliğiniz onaylandı',
    confirmed: '{email} adresi "{channel}" bültenine abone oldu. Teşekkürler!',
    subscribeTitle: 'E-postanızı kontrol edin',
    subscribeSent: 'Aboneliğinizi onaylamanız için bir e-posta gönderdik. Bağlantıya tıkladığınızda aboneliğiniz başlar.',
    invalidEmail: 'Lütfen geçerli bir e-posta adresi girin.',
  },
  en: {
    unsubscribeTitle: 'Unsubscribe',
    unsubscribeAsk: 'Unsubscribe {email} from the "{channel}" newsletter?',
    unsubscribeButton: 'Unsubscribe',
    unsubscribed: '{email} is unsubscribed from the "{channel}" newsletter. You will not receive it any more.',
    invalidLink: 'This link is not valid or has expired.',
    confirmedTitle: 'Subscription confirmed',
    confirmed: '{email} is now subscribed to the "{channel}" newsletter. Thank you!',
    subscribeTitle: 'Check your inbox',
    subscribeSent: 'We sent you an e-mail to confirm your subscription. Your subscription starts when you follow its link.',
    invalidEmail: 'Please enter a valid e-mail address.',
  },
} as const;


function fill(text: string, values: Record<string, string>): string {
  return Object.entries(values).reduce((result, [key, value]) => result.replaceAll(`{${key}}`, value), text);
}

/** A small page of our own: no script, nothing loaded from elsewhere, never framed, never cached. */
function page(reply: FastifyReply, status: number, language: Language, title: string, body: string) {
  const html = `<!doctype html>
<html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>
<style>body{font-family:Helvetica,Arial,sans-serif;background:#f4f4f5;margin:0;padding:48px 16px;color:#18181b}main{max-width:480px;margin:0 auto;background:#fff;padding:24px;border-radius:6px}button{background:#1d4ed8;color:#fff;border:0;border-radius:4px;padding:10px 16px;font-size:15px;cursor:pointer}</style>
</head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('x-frame-options', 'DENY')
    .header('referrer-policy', 'no-referrer')
    .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'")
    .type('text/html; charset=utf-8')
    .send(html);
}

interface SubscriberView {
  id: number;
  email: string;
  status: string;
  channel: string;
  language: Language;
}

async function subscriberView(db: Db, id: number): Promise<SubscriberView | undefined> {
  const [row] = await db
    .select({ id: mailingSubscribers.id, email: mailingSubscribers.email, status: mailingSubscribers.status, channel: mailingChannelsTable.name, language: sites.language })
    .from(mailingSubscribers)
    .innerJoin(sites, eq(sites.id, mailingSubscribers.siteId))
    .leftJoin(mailingChannelsTable, eq(mailingChannelsTable.id, mailingSubscribers.channelId))
    .where(eq(mailingSubscribers.id, id));
  return row ? { ...row, channel: String(row.channel ?? ''), language: row.language === 'en' ? 'en' : 'tr' } : undefined;
}

/** The language of a page without a reader: the browser's first choice between ours, else Turkish. */
const browserLanguage = (request: FastifyRequest): Language => (/^\s*en\b/i.test(String(request.headers['accept-language'] ?? '')) ? 'en' : 'tr');

/** The fields of a url-encoded form body (a page's form, or a one-click POST sent that way). */
const formFields = (body: string): Map<string, string> => new Map(new URLSearchParams(body));

type Fields = Map<string, string> | Record<string, unknown> | undefined;
const field = (body: Fields, name: string): string | undefined => {
  const value = body instanceof Map ? body.get(name) : body?.[name];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
};

async function openChannel(db: Db, siteText: string | undefined, channelText: string | undefined) {
  if (!siteText || !channelText || !/^\d{1,9}$/.test(siteText) || !/^\d{1,9}$/.test(channelText)) return undefined;
  const [row] = await db
    .select({ siteId: sites.id, language: sites.language })
    .from(mailingChannelsTable)
    .innerJoin(sites, eq(sites.id, mailingChannelsTable.siteId))
    .where(and(eq(mailingChannelsTable.id, Number(channelText)), eq(mailingChannelsTable.siteId, Number(siteText)), eq(mailingChannelsTable.isApproved, true), eq(sites.isApproved, true)));
  return row ? { siteId: row.siteId, channelId: Number(channelText), language: (row.language === 'en' ? 'en' : 'tr') as Language } : undefined;
}

/**
 * A sign-up: the address is kept (or put back) as pending and a confirmation is queued. An address
 * already subscribed is left as it is and gets no mail; the caller's answer is the same either way.
 */
async function signUp(db: Db, from: string, target: { siteId: number; channelId: number }, email: string): Promise<void> {
  await db.transaction(async (tx) => {
    const s = mailingSubscribers;
    const [row] = await tx
      .insert(s)
      .values({ ...target, email, status: 'pending', source: 'form' })
      .onConflictDoUpdate({
        target: [s.siteId, s.channelId, s.email],
        set: { status: sql`case when ${s.status} in ('unsubscribed', 'bounced') then 'pending' else ${s.status} end` },
      })
      .returning({ id: s.id, status: s.status });
    if (row?.status === 'pending') await queueConfirmation(tx, row.id, from);
  });
}

const corsHeaders = (reply: FastifyReply) => reply.header('access-control-allow-origin', '*');

export async function registerMailingPublicRoutes(app: FastifyInstance, environment: Pick<FeatureEnvironment, 'db' | 'services'>): Promise<void> {
  const { db } = environment;
  const { mail } = environment.services;
  await app.register(
    async (scope) => {
      // One-click POSTs and the pages' forms: small bodies. Url-encoded read as text here; multipart (which
      // RFC 8058 lets a mail client send) by @fastify/multipart, text fields only, as a map of the same shape.
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_request, body, done) => done(null, formFields(String(body))));
      await scope.register(multipart, { attachFieldsToBody: 'keyValues', limits: { files: 0, fields: 10, fieldSize: 1024, parts: 10, headerPairs: 20 } });
      scope.addHook('preHandler', async (request) => {
        if (request.isMultipart()) request.body = new Map(Object.entries((request.body ?? {}) as Record<string, unknown>).map(([name, value]) => [name, String(value)]));
      });

      scope.get<{ Querystring: { token?: string } }>('/unsubscribe', async (request, reply) => {
        const claims = mail.tokens.verify(String(request.query.token ?? ''));
        const reader = claims && (await subscriberView(db, claims.subscriberId));
        if (!reader) return page(reply, 400, browserLanguage(request), TEXTS[browserLanguage(request)].unsubscribeTitle, `<p>${escapeHtml(TEXTS[browserLanguage(request)].invalidLink)}</p>`);
        const texts = TEXTS[reader.language];
        const values = { email: escapeHtml(reader.email), channel: escapeHtml(reader.channel) };
        if (reader.status === 'unsubscribed') return page(reply, 200, reader.language, texts.unsubscribeTitle, `<p>${fill(texts.unsubscribed, values)}</p>`);
        // Never on GET (mail scanners open links): the button POSTs the one-click body to the same URL.
        const action = `${PUBLIC_MAILING_PATH}/unsubscribe?token=${encodeURIComponent(String(request.query.token))}`;
        return page(
          reply,
          200,
          reader.language,
          texts.unsubscribeTitle,
          `<p>${fill(texts.unsubscribeAsk, values)}</p><form method="post" action="${escapeHtml(action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(texts.unsubscribeButton)}</button></form>`,
        );
      });

      scope.post<{ Querystring: { token?: string }; Body: Fields }>('/unsubscribe', async (request, reply) => {
        const claims = mail.tokens.verify(String(request.query.token ?? ''));
        const language = browserLanguage(request);
        if (!claims || field(request.body, 'List-Unsubscribe') !== 'One-Click') return page(reply, 400, language, TEXTS[language].unsubscribeTitle, `<p>${escapeHtml(TEXTS[language].invalidLink)}</p>`);
        await db
          .update(mailingSubscribers)
          .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
          .where(and(eq(mailingSubscribers.id, claims.subscriberId), inArray(mailingSubscribers.status, ['subscribed', 'pending', 'bounced'])));
        const reader = await subscriberView(db, claims.subscriberId);
        if (!reader) return page(reply, 400, language, TEXTS[language].unsubscribeTitle, `<p>${escapeHtml(TEXTS[language].invalidLink)}</p>`);
        const texts = TEXTS[reader.language];
        return page(reply, 200, reader.language, texts.unsubscribeTitle, `<p>${fill(texts.unsubscribed, { email: escapeHtml(reader.email), channel: escapeHtml(reader.channel) })}</p>`);
      });

      scope.get<{ Querystring: { token?: string } }>('/confirm', async (request, reply) => {
        const id = mail.tokens.verifyConfirm(String(request.query.token ?? ''), CONFIRM_TOKEN_MAX_AGE_MS);
        if (id !== undefined) {
          await db
            .update(mailingSubscribers)
            .set({ status: 'subscribed', subscribedAt: new Date(), unsubscribedAt: null })
            .where(and(eq(mailingSubscribers.id, id), eq(mailingSubscribers.status, 'pending')));
        }
        const reader = id === undefined ? undefined : await subscriberView(db, id);
        if (reader?.status !== 'subscribed') {
          const language = reader?.language ?? browserLanguage(request);
          return page(reply, 400, language, TEXTS[language].confirmedTitle, `<p>${escapeHtml(TEXTS[language].invalidLink)}</p>`);
        }
        const texts = TEXTS[reader.language];
        return page(reply, 200, reader.language, texts.confirmedTitle, `<p>${fill(texts.confirmed, { email: escapeHtml(reader.email), channel: escapeHtml(reader.channel) })}</p>`);
      });

      scope.options('/subscribe', (_request, reply) =>
        corsHeaders(reply).code(204).header('access-control-allow-methods', 'POST').header('access-control-allow-headers', 'Content-Type').header('access-control-max-age', '86400').send(),
      );
      const emailAllowed = createEmailLimiter(SUBSCRIBE_LIMITS.perEmail, SUBSCRIBE_LIMITS.trackedEmails);
      scope.post<{ Body: Fields }>(
        '/subscribe',
        { onRequest: scope.rateLimit({ ...SUBSCRIBE_LIMITS.perIp, keyGenerator: (request) => `mailing-subscribe:${request.ip}` }) },
        async (request, reply) => {
          const asPage = request.body instanceof Map;
          const email = normalizeEmail(field(request.body, 'email') ?? '');
          corsHeaders(reply).header('cache-control', 'no-store');
          if (email && !emailAllowed(email)) return reply.code(429).header('retry-after', String(SUBSCRIBE_LIMITS.perEmail.timeWindow / 1000)).send({ error: 'Too many requests' });
          const target = await openChannel(db, field(request.body, 'site'), field(request.body, 'channelId'));
          const language = target?.language ?? browserLanguage(request);
          if (!target) return asPage ? page(reply, 404, language, TEXTS[language].subscribeTitle, '') : reply.code(404).send({ error: 'Not found' });
          if (!email) return asPage ? page(reply, 400, language, TEXTS[language].subscribeTitle, `<p>${escapeHtml(TEXTS[language].invalidEmail)}</p>`) : reply.code(400).send({ error: TEXTS[language].invalidEmail });
          await signUp(db, mail.from, target, email);
          return asPage
            ? page(reply, 202, language, TEXTS[language].subscribeTitle, `<p>${escapeHtml(TEXTS[language].subscribeSent)}</p>`)
            : reply.code(202).send({ status: 'confirmationSent', message: TEXTS[language].subscribeSent });
        },
      );
    },
    { prefix: PUBLIC_MAILING_PATH },
  );
}
