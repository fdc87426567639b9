/** The stories' and reels' interface texts (the board's under `board`, the editors' under `editor`), loaded with every workflow's (src/i18n/messages.ts). */
export const en = {
  stories: {
    board: {},
    editor: {},
  },
};

export const tr: typeof en = {
  stories: {
    board: {},
    editor: {},
  },
};
