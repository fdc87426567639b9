import { http, HttpResponse } from 'msw';

/** What an export request asked for: its list, filter, columns and language. */
export interface ExportAsked {
  resource: string;
  filter: unknown;
  columns: string | null;
  lang: string | null;
}

const encoder = new TextEncoder();

/** `count` CSV rows under a header, in chunks of `perChunk`; `hold` keeps the stream open after the first chunk until it resolves. */
export function csvChunks(count: number, perChunk = 500): string[] {
  const chunks = ['\uFEFFBaşlık,Ajans\r\n'];
  for (let start = 1; start <= count; start += perChunk) {
    const end = Math.min(count, start + perChunk - 1);
    chunks.push(Array.from({ length: end - start + 1 }, (_, index) => `"Haber ${start + index}, şölen",Anka\r\n`).join(''));
  }
  return chunks;
}

/** GET /api/export/:resource answering `chunks` as a stream (after `hold` for all but the first two), recording each request. */
export function exportApi(chunks: readonly string[], hold?: Promise<void>) {
  const requests: ExportAsked[] = [];
  const handlers = [
    http.get('*/api/export/:resource', ({ params, request }) => {
      const search = new URL(request.url).searchParams;
      requests.push({ resource: String(params.resource), filter: JSON.parse(search.get('filter') ?? '{}'), columns: search.get('columns'), lang: search.get('lang') });
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          for (const [index, chunk] of chunks.entries()) {
            if (index === 2 && hold) await hold;
            controller.enqueue(encoder.encode(chunk));
          }
          controller.close();
        },
      });
      return new HttpResponse(body, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${String(params.resource)}-2026-11-30.csv"` } });
    }),
  ];
  return { handlers, requests };
}

/** The server's refusal of a role without the list's permission. */
export const exportRefused = [
  http.get('*/api/export/:resource', () => HttpResponse.json({ error: { code: 'FORBIDDEN', message: 'Permission denied: needs agency.view' } }, { status: 403 })),
];
