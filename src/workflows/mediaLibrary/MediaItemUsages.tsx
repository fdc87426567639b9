import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { MediaItemDetail } from './mediaLibraryMethods.ts';
import { editorPathOf } from '../content/index.ts';

type Usage = MediaItemDetail['usages'][number];

/** Where the file is used: each content with the field holding it, a link to its editor. */
export function MediaItemUsages({ usages }: { usages: readonly Usage[] }) {
  const translate = useTranslate();
  const fieldOf = (usage: Usage) => translate(`resources.${usage.resource}.fields.${usage.field}`, { _: usage.field });
  return (
    <section aria-label={translate('media.library.detail.usages')}>
      <Typography variant="subtitle2" component="h3">
        {translate('media.library.detail.usages')} ({usages.length})
      </Typography>
      {usages.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate('media.library.detail.notUsed')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {usages.map((usage) => {
            const title = usage.title || translate('media.library.detail.untitled');
            return (
              <ListItem key={`${usage.resource}:${usage.recordId}:${usage.field}`} disableGutters>
                <ListItemText
                  primary={
                    usage.resource === 'contents' ? (
                      <Link component={RouterLink} to={editorPathOf({ id: usage.recordId, type: usage.contentType ?? null })}>
                        {title}
                      </Link>
                    ) : (
                      title
                    )
                  }
                  secondary={`${usage.recordId} · ${fieldOf(usage)}`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </section>
  );
}
