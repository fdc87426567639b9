export interface ImageSize {
  width: number;
  height: number;
}

/** An image's natural size: createImageBitmap where the browser has it, else an <img>. */
export async function readImageSize(file: Blob): Promise<ImageSize> {
  if (typeof createImageBitmap === 'function') {
    try {
      const bitmap = await createImageBitmap(file);
      const size = { width: bitmap.width, height: bitmap.height };
      bitmap.close();
      return size;
    } catch {
      // Some formats (bmp in older engines) only decode through <img>.
    }
  }
  const image = await loadImage(file);
  return { width: image.naturalWidth, height: image.naturalHeight };
}

/** Decodes a blob into an <img>; its object URL is released once loaded or failed. */
export function loadImage(file: Blob): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const url = URL.createObjectURL(file);
    const image = new Image();
    image.onload = () => {
      URL.revokeObjectURL(url);
      resolve(image);
    };
    image.onerror = () => {
      URL.revokeObjectURL(url);
      reject(new Error('The image could not be decoded'));
    };
    image.src = url;
  });
}
