/** Pictures for stories: SVG data URLs of a given size, so no stored file or HTTP is needed. */
export function sampleImageUrl(width: number, height: number, label: string, hue = 200): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,60%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360},70%,35%)"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.35}" r="${Math.min(width, height) / 8}" fill="#fff8"/>
<text x="50%" y="55%" font-family="sans-serif" font-size="${Math.round(Math.min(width, height) / 8)}" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** A stored path's thumbnail for stories, drawn in the page (LowcodeEnvironment's previewUrl). */
export const sampleThumbnailUrl = (path: string) => sampleImageUrl(300, 200, path.split('/').pop() ?? path, path.length * 37);
