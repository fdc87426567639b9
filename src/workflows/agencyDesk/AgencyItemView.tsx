import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { PREVIEW_IMAGE_WIDTH } from '../../../resources/uploadRules.ts';
import { SimpleHtml } from '../../controls/simpleHtml/SimpleHtml.tsx';
import { fileUrl } from '../../controls/upload/storageUrls.ts';
import { DATE_TIME, formatDate } from '../../i18n/dateFormats.ts';
import { useLowcodeEnvironment } from '../../lowcode/LowcodeEnvironment.tsx';
import type { AgencyItemDetail } from './agencyDeskRows.ts';
import { AgencyThumbnail } from './AgencyThumbnail.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0 }}>
        {children}
      </Typography>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title} sx={{ mt: 2 }}>
      <Typography variant="overline" component="h3" color="text.secondary">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What the wire said about an item (spec 01 §3): its text, where and when, who, and its media. */
export function AgencyItemView({ item }: { item: AgencyItemDetail }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const t = (key: string) => translate(`agency.detail.${key}`);
  const when = (iso: string) => formatDate(iso, DATE_TIME, locale);
  const { fileUrl: urlOf = fileUrl } = useLowcodeEnvironment();
  const place = [item.city, item.country].filter(Boolean).join(', ');
  const facts: [string, ReactNode][] = [
    ['agency', item.agency?.name],
    ['category', item.category],
    ['createdDate', when(item.createdDate)],
    ['updatedDate', item.updatedDate && when(item.updatedDate)],
    ['place', place],
    ['author', item.author],
    ['source', item.source],
    ['cameraman', item.cameraman],
    [item.tab === 'archive' ? 'archivedBy' : 'editor', item.editor],
    ['approval', item.isApproved === null ? null : translate(item.isApproved ? 'agency.filters.approved' : 'agency.filters.unapproved')],
  ];

  return (
    <Box>
      {item.spot && (
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 500 }} aria-label={t('spot')}>
          {item.spot}
        </Typography>
      )}
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}>
        {facts.map(([key, value]) => value && <Fact key={key} label={t(key)}>{value}</Fact>)}
      </Box>
      {item.tags.length > 0 && (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap" aria-label={t('tags')} role="list">
          {item.tags.map((tag) => (
            <Chip key={tag} role="listitem" size="small" label={tag} />
          ))}
        </Stack>
      )}
      <Section title={t('content')}>
        <SimpleHtml html={item.content} />
      </Section>
      {item.tab !== 'video' && (
        <Section title={t('photos')}>
          {item.images.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              {t('noPhotos')}
            </Typography>
          ) : (
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: 1 }}>
              {item.images.map((image, index) => (
                <Box component="figure" key={image.path ?? `missing-${index}`} sx={{ m: 0 }}>
                  <AgencyThumbnail path={image.path} width={PREVIEW_IMAGE_WIDTH} alt={image.text ?? ''} sx={{ width: '100%', aspectRatio: '3 / 2' }} />
                  {image.text && (
                    <Typography component="figcaption" variant="caption" color="text.secondary">
                      {image.text}
                    </Typography>
                  )}
                </Box>
              ))}
            </Box>
          )}
        </Section>
      )}
      {item.videos.length > 0 && (
        <Section title={t('videos')}>
          {item.videos.map((video, index) => {
            const href = video.path ? urlOf(video.path) : undefined;
            return (
              <Typography key={video.path ?? `missing-${index}`} variant="body2">
                {href ? (
                  <Link href={href} target="_blank" rel="noopener noreferrer">
                    {translate('agency.detail.video', { n: index + 1 })}
                  </Link>
                ) : (
                  t('missingVideo')
                )}
              </Typography>
            );
          })}
        </Section>
      )}
    </Box>
  );
}
