/** The spec's Image info (01 §3): what the media picker hands back. */
export interface ImageInfo {
  /** Storage relativePath of the chosen image. */
  path: string;
  width: number | null;
  height: number | null;
  reporter: string | null;
  source: string | null;
  text: string | null;
}

/** An uploaded file as Image info: no reporter or source, the description (if asked for) as its text. */
export function imageInfoFromUpload(
  stored: { relativePath: string; width: number | null; height: number | null },
  text: string | null = null,
): ImageInfo {
  return { path: stored.relativePath, width: stored.width, height: stored.height, reporter: null, source: null, text };
}
