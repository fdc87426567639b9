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

/** A stored agency or archive image as Image info: the agency as its source, the item's author as its reporter. */
export function imageInfoFromAgency(
  image: { path: string; width: number | null; height: number | null; text: string | null },
  item: { agencyName: string | null; author: string | null },
): ImageInfo {
  return { path: image.path, width: image.width, height: image.height, reporter: item.author, source: item.agencyName, text: image.text };
}

/** A file of the site's media library as Image info: the library's reporter, source and caption. */
export function imageInfoFromLibrary(item: { path: string; width?: number | null; height?: number | null; reporter?: string | null; source?: string | null; text?: string | null }): ImageInfo {
  return { path: item.path, width: item.width ?? null, height: item.height ?? null, reporter: item.reporter ?? null, source: item.source ?? null, text: item.text ?? null };
}
