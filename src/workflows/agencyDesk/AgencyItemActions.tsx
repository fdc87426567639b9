import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import PostAddIcon from '@mui/icons-material/PostAdd';
import { Button, Chip, FormControlLabel, Menu, MenuItem, Stack, Switch, Tooltip } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { AgencyStatus } from '../../../resources/agencyStatus.ts';
import type { ContentTypeDefinition } from '../../../resources/contentTypes.ts';
import type { AgencyItemDetail } from './agencyDeskRows.ts';
import { useEmbargoRefusal } from './agencyEmbargo.tsx';
import { StatusSelect } from './StatusSelect.tsx';

/** What the signed-in user may do to the item (the server refuses the rest anyway). */
export interface AgencyItemPermissions {
  /** agency.updateStatus; agencyArchive.updateStatus on the archive. */
  changeStatus: boolean;
  /** agency.save: used and inappropriate marks (agency items only). */
  mark: boolean;
  /** agencyArchive.save: an agency item saved to the archive. */
  archive: boolean;
  /** The types of AGENCY_DRAFT_TYPES the user may save: "create content" offers these. */
  createContent: readonly ContentTypeDefinition[];
}

export interface AgencyItemActionsProps {
  item: AgencyItemDetail;
  permissions: AgencyItemPermissions;
  busy: boolean;
  onStatus: (status: AgencyStatus) => void;
  onMark: (flag: 'hasItBeenUsed' | 'isInappropriate', value: boolean) => void;
  onArchive: () => void;
  onCreateContent: (type: ContentTypeDefinition) => void;
}

/** The status, the marks and "Save to archive": controls for who may use them, the state shown to the others. */
export function AgencyItemActions({ item, permissions, busy, onStatus, onMark, onArchive, onCreateContent }: AgencyItemActionsProps) {
  const translate = useTranslate();
  const [typeMenu, setTypeMenu] = useState<HTMLElement | null>(null);
  const agencyItem = item.tab === 'contents';
  // The server refuses archiving before the embargo ends; the button says why it waits.
  const embargo = useEmbargoRefusal(item.embargoUntil);
  const embargoId = useId();
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" role="group" aria-label={translate('agency.detail.status')}>
      {permissions.changeStatus ? (
        <StatusSelect status={item.status} label={translate('agency.detail.status')} onChange={onStatus} disabled={busy} />
      ) : (
        <Chip variant="outlined" label={translate(`agency.statuses.${item.status}`)} />
      )}
      {permissions.mark && agencyItem ? (
        <>
          <FormControlLabel
            control={<Switch checked={item.hasItBeenUsed} disabled={busy} onChange={(_, checked) => onMark('hasItBeenUsed', checked)} />}
            label={translate('agency.detail.markUsed')}
          />
          <FormControlLabel
            control={<Switch checked={Boolean(item.isInappropriate)} disabled={busy} onChange={(_, checked) => onMark('isInappropriate', checked)} />}
            label={translate('agency.detail.markInappropriate')}
          />
        </>
      ) : (
        <>
          {item.hasItBeenUsed && <Chip color="success" label={translate('agency.used')} />}
          {item.isInappropriate && <Chip color="warning" label={translate('agency.inappropriate')} />}
        </>
      )}
      {permissions.createContent.length > 0 && agencyItem && (
        <Tooltip title={embargo ?? ''}>
          <span>
            <Button
              variant="contained"
              startIcon={<PostAddIcon />}
              disabled={busy || Boolean(embargo)}
              onClick={(event) => setTypeMenu(event.currentTarget)}
              aria-haspopup="menu"
              aria-describedby={embargo ? embargoId : undefined}
            >
              {translate('agency.detail.createContent')}
            </Button>
            <Menu anchorEl={typeMenu} open={Boolean(typeMenu)} onClose={() => setTypeMenu(null)}>
              {permissions.createContent.map((type) => (
                <MenuItem
                  key={type.key}
                  onClick={() => {
                    setTypeMenu(null);
                    onCreateContent(type);
                  }}
                >
                  {translate(`enums.contentType.${type.key}`)}
                </MenuItem>
              ))}
            </Menu>
          </span>
        </Tooltip>
      )}
      {permissions.archive && agencyItem && (
        // A disabled button gets no pointer events: its wrapper carries the reason.
        <Tooltip title={embargo ?? ''}>
          <span>
            <Button variant="contained" startIcon={<ArchiveOutlinedIcon />} disabled={busy || Boolean(embargo)} onClick={onArchive} aria-describedby={embargo ? embargoId : undefined}>
              {translate('agency.detail.saveToArchive')}
            </Button>
            {embargo && (
              <span id={embargoId} hidden>
                {embargo}
              </span>
            )}
          </span>
        </Tooltip>
      )}
    </Stack>
  );
}
