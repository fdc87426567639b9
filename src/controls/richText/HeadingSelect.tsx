import { NativeSelect } from '@mui/material';
import type { Editor } from '@tiptap/core';
import { useTranslate } from 'react-admin';

const LEVELS = [2, 3, 4] as const;

/** Paragraph or one of the three heading levels (h2–h4; the page's h1 is the title). */
export function HeadingSelect({ editor }: { editor: Editor }) {
  const translate = useTranslate();
  const level = LEVELS.find((candidate) => editor.isActive('heading', { level: candidate }));
  const choose = (value: string) => {
    const chain = editor.chain().focus();
    (value === 'p' ? chain.setParagraph() : chain.setHeading({ level: Number(value) as (typeof LEVELS)[number] })).run();
  };
  return (
    <NativeSelect
      value={level ? String(level) : 'p'}
      onChange={(event) => choose(event.target.value)}
      inputProps={{ 'aria-label': translate('richText.heading') }}
      sx={{ mx: 1, minWidth: 130, fontSize: 14 }}
    >
      <option value="p">{translate('richText.paragraph')}</option>
      {LEVELS.map((candidate) => (
        <option key={candidate} value={String(candidate)}>
          {translate(`richText.heading${candidate}`)}
        </option>
      ))}
    </NativeSelect>
  );
}
