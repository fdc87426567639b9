import CloseIcon from '@mui/icons-material/Close';
import { AppBar, Box, Dialog, IconButton, Stack, Toolbar, Typography } from '@mui/material';
import { useId } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { asImageValue, type ImageValue } from '../../../lowcode/inputs/imageValue.ts';
import { useLowcodeEnvironment } from '../../../lowcode/LowcodeEnvironment.tsx';
import { fileUrl } from '../../../controls/upload/storageUrls.ts';
import { RichHtml } from '../../../controls/richHtml/RichHtml.tsx';
import { useWorkingSite } from '../../../providers/session.ts';
import { useEmbedHosts } from '../../../providers/embedHosts.ts';
import { en as englishTexts, tr as turkishTexts } from '../messages.ts';

type Values = Record<string, unknown>;
interface Captioned {
  image?: unknown;
  caption?: string | null;
  isSelected?: boolean | null;
}

const list = (value: unknown): Captioned[] => (Array.isArray(value) ? (value as Captioned[]) : []);

/** The selected cover, else the first one with an image. */
export function selectedCover(values: Values): ImageValue | undefined {
  const covers = list(values.coverImages);
  const cover = covers.find((item) => item?.isSelected && asImageValue(item.image)) ?? covers.find((item) => asImageValue(item?.image));
  return asImageValue(cover?.image);
}

/** The wide crop the sites use for a cover when it was cut, else the image itself. */
const widePath = (image: ImageValue) => image.crops?.find((crop) => crop.type === 'horizontal' && crop.path)?.path ?? image.path;

/**
 * The article's own words ('By …', 'Gallery') as the site writes them, whatever language the admin
 * is shown in: Turkish for a Turkish site, else English (the admin has no other language).
 */
export const articleWords = (language: string) => (language.toLowerCase().startsWith('tr') ? turkishTexts : englishTexts).contentEditor.previewPage;

function AuthorLine({ id, language }: { id: unknown; language: string }) {
  const { data } = useGetOne('authors', { id: String(id) }, { enabled: id !== undefined && id !== null && id !== '' });
  if (!data?.fullName) return null;
  return (
    <Typography variant="subtitle2" lang={language}>
      {articleWords(language).byAuthor.replace('%{name}', String(data.fullName))}
    </Typography>
  );
}

/**
 * The article as a simple site page shows it, from the editor's current values (saved or not), in
 * the site's language and writing direction. The text goes through the rich text allow-list
 * (src/controls/richHtml), never innerHTML. It says so when `unsaved` changes are in it.
 */
export function ContentPreview({ values, unsaved, onClose }: { values: Values; unsaved: boolean; onClose: () => void }) {
  const translate = useTranslate();
  const embedHosts = useEmbedHosts();
  const titleId = useId();
  const environment = useLowcodeEnvironment();
  const language = useWorkingSite()?.language || 'tr';
  const direction = language.startsWith('ar') ? 'rtl' : 'ltr';
  const urlOf = (path: string) => (environment.fileUrl ?? fileUrl)(path);
  const cover = selectedCover(values);
  const gallery = list(values.images).filter((item) => asImageValue(item?.image));
  const date = values.contentDate ?? values.publishDate;
  const shownDate = date ? new Date(String(date)) : undefined;
  return (
    <Dialog fullScreen open onClose={onClose} aria-labelledby={titleId}>
      <AppBar position="sticky" color="default" elevation={0} sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Toolbar variant="dense">
          <Typography id={titleId} variant="subtitle1" sx={{ mr: 2 }}>
            {translate('contentEditor.previewPage.title')}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flex: 1 }}>
            {unsaved && translate('contentEditor.previewPage.unsaved')}
          </Typography>
          <IconButton edge="end" onClick={onClose} aria-label={translate('contentEditor.previewPage.close')}>
            <CloseIcon />
          </IconButton>
        </Toolbar>
      </AppBar>
      <Box component="article" lang={language} dir={direction} sx={{ maxWidth: 760, mx: 'auto', px: 2, py: 3, width: '100%' }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {String(values.title ?? '') || translate('contentEditor.previewPage.noTitle')}
        </Typography>
        {values.spot ? (
          <Typography variant="h6" component="p" color="text.secondary" sx={{ mb: 2, fontWeight: 400 }}>
            {String(values.spot)}
          </Typography>
        ) : null}
        <Stack direction="row" spacing={2} sx={{ mb: 2 }} alignItems="baseline">
          <AuthorLine id={values.authorId} language={language} />
          {shownDate && !Number.isNaN(shownDate.getTime()) && (
            <Typography variant="caption" color="text.secondary" component="time" dateTime={shownDate.toISOString()}>
              {new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(shownDate)}
            </Typography>
          )}
        </Stack>
        {cover && (
          <Box component="figure" sx={{ m: 0, mb: 2 }}>
            <Box component="img" src={urlOf(widePath(cover))} alt={cover.text ?? ''} sx={{ width: '100%', display: 'block', borderRadius: 1 }} />
          </Box>
        )}
        {typeof values.text === 'string' && values.text !== '' && <RichHtml html={values.text} embedHosts={embedHosts} />}
        {gallery.length > 0 && (
          <Box component="section" sx={{ mt: 3 }}>
            <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
              {articleWords(language).gallery}
            </Typography>
            <Stack spacing={2}>
              {gallery.map((item, index) => {
                const image = asImageValue(item.image)!;
                return (
                  <Box component="figure" key={`${image.path}-${index}`} sx={{ m: 0 }}>
                    <Box component="img" src={urlOf(image.path)} alt={item.caption ?? ''} sx={{ width: '100%', display: 'block', borderRadius: 1 }} />
                    {item.caption && (
                      <Typography component="figcaption" variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                        {item.caption}
                      </Typography>
                    )}
                  </Box>
                );
              })}
            </Stack>
          </Box>
        )}
      </Box>
    </Dialog>
  );
}
