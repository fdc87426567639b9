/**
 * Makes the demo seed's video and PDF (server/seed/files/), which are committed: run it by hand,
 * once, when they are to change, and commit what it writes. It needs Debian's Chromium
 * (`/usr/bin/chromium`, or CHROMIUM_PATH) and nothing else:
 *
 *   npx tsx scripts/makeSeedMedia.ts
 *
 * - derbi-son-antrenman.mp4: a 6-second canvas animation (a pitch, a moving ball, a clock)
 *   recorded by the page's MediaRecorder as MP4, in the first MP4 codec this Chromium records
 *   (H.264, else VP9); about 200 kB.
 * - kamulastirma-ilani.pdf: the expropriation announcement's text in Turkish, printed by
 *   page.pdf() on A4 (one page).
 * - demoMedia.json: what the seed needs to know of them and cannot cheaply read back (the video's
 *   length in seconds, as the browser measured it).
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';

const OUTPUT = path.join(path.dirname(fileURLToPath(import.meta.url)), '../server/seed/files');
const VIDEO = { file: 'derbi-son-antrenman.mp4', seconds: 6, width: 640, height: 360, fps: 25, bitsPerSecond: 240_000 };
const PDF_FILE = 'kamulastirma-ilani.pdf';
const MP4_TYPES = ['video/mp4;codecs=avc1.42E01E', 'video/mp4;codecs=avc1', 'video/mp4;codecs=vp9', 'video/mp4'];

/** Runs in the page: draws the animation on a canvas while MediaRecorder records it; resolves with the file (base64) and its length. */
async function recordInPage(options: typeof VIDEO & { types: string[] }): Promise<{ base64: string; mimeType: string; duration: number }> {
  const mimeType = options.types.find((type) => MediaRecorder.isTypeSupported(type));
  if (!mimeType) throw new Error(`This Chromium records none of ${options.types.join(', ')}`);
  const canvas = document.createElement('canvas');
  canvas.width = options.width;
  canvas.height = options.height;
  document.body.append(canvas);
  const context = canvas.getContext('2d')!;
  const draw = (seconds: number) => {
    const { width, height } = canvas;
    context.fillStyle = '#1f7a3a';
    context.fillRect(0, 0, width, height);
    for (let stripe = 0; stripe < 8; stripe += 2) {
      context.fillStyle = '#24873f';
      context.fillRect((stripe * width) / 8, 0, width / 8, height);
    }
    context.strokeStyle = '#ffffff';
    context.lineWidth = 3;
    context.strokeRect(20, 20, width - 40, height - 40);
    context.beginPath();
    context.moveTo(width / 2, 20);
    context.lineTo(width / 2, height - 20);
    context.stroke();
    context.beginPath();
    context.arc(width / 2, height / 2, 50, 0, Math.PI * 2);
    context.stroke();
    const progress = seconds / options.seconds;
    const x = 60 + (width - 120) * (0.5 - 0.5 * Math.cos(progress * Math.PI * 2));
    const y = height / 2 + Math.sin(progress * Math.PI * 6) * (height / 3);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(x, y, 12, 0, Math.PI * 2);
    context.fill();
    context.fillStyle = 'rgba(0, 0, 0, 0.55)';
    context.fillRect(0, height - 56, width, 56);
    context.fillStyle = '#ffffff';
    context.font = 'bold 24px "DejaVu Sans", sans-serif';
    context.fillText('Derbi öncesi son antrenman', 28, height - 20);
    context.fillText(`00:0${Math.floor(seconds)}`, width - 100, height - 20);
  };
  const recorder = new MediaRecorder(canvas.captureStream(options.fps), { mimeType, videoBitsPerSecond: options.bitsPerSecond });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (event) => chunks.push(event.data);
  const stopped = new Promise((resolve) => (recorder.onstop = resolve));
  const start = performance.now();
  draw(0);
  recorder.start(1000);
  await new Promise<void>((resolve) => {
    const frame = () => {
      const seconds = (performance.now() - start) / 1000;
      if (seconds >= options.seconds) return resolve();
      draw(seconds);
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  });
  recorder.stop();
  await stopped;
  const blob = new Blob(chunks, { type: mimeType });
  const video = document.createElement('video');
  video.src = URL.createObjectURL(blob);
  await new Promise((resolve) => (video.onloadedmetadata = resolve));
  // A recording's header often leaves the length open: seeking past the end makes the browser find it.
  if (!Number.isFinite(video.duration)) {
    const known = new Promise((resolve) => (video.ondurationchange = () => Number.isFinite(video.duration) && resolve(undefined)));
    video.currentTime = 1e9;
    await known;
  }
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let index = 0; index < bytes.length; index += 0x8000) binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return { base64: btoa(binary), mimeType, duration: video.duration };
}

const ANNOUNCEMENT = `<!doctype html><html lang="tr"><head><meta charset="utf-8"><style>
  body { font-family: 'DejaVu Serif', 'Liberation Serif', serif; font-size: 11.5pt; line-height: 1.5; margin: 0; color: #111; }
  h1 { font-size: 15pt; text-align: center; margin: 0 0 4pt; }
  .institution { text-align: center; font-weight: bold; margin-bottom: 14pt; }
  .number { text-align: right; margin-bottom: 10pt; }
  table { border-collapse: collapse; width: 100%; margin: 10pt 0; font-size: 10pt; }
  th, td { border: 1px solid #444; padding: 3pt 5pt; text-align: left; }
  .signature { margin-top: 24pt; text-align: right; }
</style></head><body>
  <div class="institution">T.C. ULAŞTIRMA VE ALTYAPI BAKANLIĞI<br>Karayolları Genel Müdürlüğü 1. Bölge Müdürlüğü</div>
  <div class="number">İlan No: ILN2026000123</div>
  <h1>KAMULAŞTIRMA İLANI</h1>
  <p>Çevre Yolu (Kuzey Kesimi) projesi kapsamında, aşağıda ada ve parsel numaraları ile malikleri belirtilen
  taşınmazların kamulaştırılmasına, 2942 sayılı Kamulaştırma Kanunu uyarınca Genel Müdürlüğümüzce karar verilmiştir.</p>
  <p>Kamulaştırma bedelleri, kıymet takdir komisyonunca belirlenmiş olup taşınmaz malikleri ile satın alma usulüyle
  uzlaşma görüşmeleri yapılacaktır. Görüşmeler Bölge Müdürlüğü toplantı salonunda, aşağıdaki tabloda gösterilen
  gün ve saatlerde gerçekleştirilecektir.</p>
  <table>
    <tr><th>İlçe / Mahalle</th><th>Ada / Parsel</th><th>Yüzölçümü (m²)</th><th>Görüşme günü</th></tr>
    <tr><td>Arnavutköy / Taşoluk</td><td>112 / 4</td><td>1.240,50</td><td>2 Aralık 2026, 10.00</td></tr>
    <tr><td>Arnavutköy / Taşoluk</td><td>112 / 7</td><td>865,00</td><td>2 Aralık 2026, 14.00</td></tr>
    <tr><td>Eyüpsultan / Göktürk</td><td>408 / 12</td><td>2.310,75</td><td>3 Aralık 2026, 10.00</td></tr>
    <tr><td>Eyüpsultan / Göktürk</td><td>409 / 1</td><td>512,20</td><td>3 Aralık 2026, 14.00</td></tr>
  </table>
  <p>Taşınmaz maliklerinin veya kanuni temsilcilerinin, kimlik belgeleri ve tapu kayıtları ile birlikte belirtilen
  gün ve saatte hazır bulunmaları gerekmektedir. Uzlaşma sağlanamaması hâlinde, Kanun’un 10. maddesi uyarınca
  bedel tespiti ve tescil için asliye hukuk mahkemesine başvurulacaktır.</p>
  <p>İlan tarihinden itibaren otuz gün içinde, idari yargıda iptal veya adli yargıda maddi hatalara karşı düzeltim
  davası açılabilir. Bu süre içinde dava açılmaması hâlinde kamulaştırma işlemi kesinleşir.</p>
  <p>İlgililere duyurulur.</p>
  <div class="signature">Bölge Müdürlüğü<br>Emlak ve Kamulaştırma Şubesi</div>
</body></html>`;

async function makeVideo(page: Page) {
  await page.setContent('<!doctype html><html><body style="margin:0"></body></html>');
  // tsx keeps function names with a `__name` helper the page does not have.
  await page.evaluate('globalThis.__name = (target) => target');
  const recorded = await page.evaluate(recordInPage, { ...VIDEO, types: MP4_TYPES });
  const bytes = Buffer.from(recorded.base64, 'base64');
  await writeFile(path.join(OUTPUT, VIDEO.file), bytes);
  console.log(`${VIDEO.file}: ${recorded.mimeType}, ${recorded.duration.toFixed(2)} s, ${bytes.length} bytes`);
  return Math.round(recorded.duration);
}

async function makePdf(page: Page) {
  await page.setContent(ANNOUNCEMENT);
  const bytes = await page.pdf({ format: 'A4', margin: { top: '22mm', bottom: '22mm', left: '20mm', right: '20mm' } });
  await writeFile(path.join(OUTPUT, PDF_FILE), bytes);
  console.log(`${PDF_FILE}: ${bytes.length} bytes`);
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage();
  const durationSeconds = await makeVideo(page);
  await makePdf(page);
  const manifest = { video: { file: VIDEO.file, durationSeconds }, announcement: { file: PDF_FILE } };
  await writeFile(path.join(OUTPUT, 'demoMedia.json'), `${JSON.stringify(manifest, null, 2)}\n`);
} finally {
  await browser.close();
}
