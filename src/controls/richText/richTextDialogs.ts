/** The toolbar's dialogs; one is open at a time. */
export type RichTextDialog = 'link' | 'multiLink' | 'image' | 'embed';
