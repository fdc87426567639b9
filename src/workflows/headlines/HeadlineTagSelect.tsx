import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import type { HeadlineItem } from './headlineMethods.ts';

/** A site has a handful of headline tags: every approved one in a single page (the list's most). */
const APPROVED_TAGS = { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' as const }, filter: { isApproved: true } };

export interface HeadlineTagSelectProps {
  /** The tag the item carries now (it stays offered when it was unapproved since). */
  current: HeadlineItem['tag'];
  /** The chosen tag's id; '' for none. */
  value: string;
  onChange(tagId: string): void;
  disabled?: boolean;
}

/**
 * An item's headline tag (spec 02 §3): the site's approved tags, read with the settings list's own
 * query (the caller shows it only with headlineTag.view), and "No tag" to clear it.
 */
export function HeadlineTagSelect({ current, value, onChange, disabled }: HeadlineTagSelectProps) {
  const translate = useTranslate();
  const { data: tags } = useGetList<{ id: string; name: string }>('headlineTags', APPROVED_TAGS);
  const kept = current && !tags?.some((tag) => String(tag.id) === current.id) ? current : undefined;
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={translate('headlines.editDialog.tag')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      // "No tag" is a choice the field shows, not an empty field.
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">
        <em>{translate('headlines.editDialog.noTag')}</em>
      </MenuItem>
      {kept && <MenuItem value={kept.id}>{kept.isApproved ? kept.name : translate('headlines.editDialog.tagUnapproved', { name: kept.name })}</MenuItem>}
      {(tags ?? []).map((tag) => (
        <MenuItem key={tag.id} value={String(tag.id)}>
          {tag.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
