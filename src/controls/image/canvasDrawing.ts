/** A region of a source image, in its natural pixels. */
export interface SourceRect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface DrawRequest {
  source: CanvasImageSource;
  /** What to take from the source; the whole output area is filled from it. */
  rect: SourceRect;
  width: number;
  height: number;
  /** Painted first, under the image (transparent pixels become this colour). */
  background?: string;
  type: string;
  quality?: number;
}

/**
 * The only code that touches a canvas (jsdom has none): draws the source region scaled to
 * width x height and encodes it. Everything around it is plain code with its own tests.
 */
export function drawToBlob({ source, rect, width, height, background, type, quality }: DrawRequest): Promise<Blob> {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('No 2d canvas context'));
  if (background) {
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
  }
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, rect.x, rect.y, rect.width, rect.height, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded'))), type, quality);
  });
}
