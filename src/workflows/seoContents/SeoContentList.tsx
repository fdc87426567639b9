import { Alert, Link } from '@mui/material';
import { useState } from 'react';
import { DataTable, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { dateTime } from '../../../resources/fields.ts';
import { FieldCell } from '../../lowcode/cells/FieldCell.tsx';
import { ResourceList, type ResourceListProps } from '../../lowcode/screens/ResourceList.tsx';
import { useSiteSettings } from '../../providers/siteSettings.ts';
import { linkPath, routeByName } from '../../routes/routeTree.ts';
import { NewHadithDialog } from './NewHadithDialog.tsx';

const UPDATED = dateTime();

/** When the record last changed: its last update, else its creation. */
function UpdatedCell() {
  const record = useRecordContext();
  return <FieldCell source={record?.updatedDate ? 'updatedDate' : 'createdDate'} field={UPDATED} />;
}

/** A route's link path (the site settings screen's; a detail route without its id). */
const pathOf = (routeName: string) => linkPath(routeByName(routeName)?.fullPath.replace(/\/:[^/?]+$/, '') ?? '') ?? '';

/** The site's title of its dream interpretation page (site settings), with a link to change it for who may. */
function DreamInterpretationPageTitle() {
  const translate = useTranslate();
  const settings = useSiteSettings();
  const { canAccess: canEditSettings } = useCanAccess({ resource: 'user', action: 'permissions' });
  if (!settings.isSuccess) return null;
  const title = settings.data?.seoContent?.dreamInterpretationTitle;
  return (
    <Alert severity="info" sx={{ py: 0 }} data-testid="dream-interpretation-page-title">
      {title ? translate('seoContents.dreamPageTitle.is', { title }) : translate('seoContents.dreamPageTitle.none')}{' '}
      {canEditSettings && (
        <Link component={RouterLink} to={pathOf('siteSettings')}>
          {translate('seoContents.dreamPageTitle.edit')}
        </Link>
      )}
    </Alert>
  );
}

/**
 * An SEO content's list: the declared columns (title, main subject, a hadith's number, source,
 * narrator and book, approved) and the last change, with the generated filters in the address.
 * A new hadith starts in its dialog (its page needs an id); the others open the empty form.
 */
export function SeoContentList(props: ResourceListProps) {
  const translate = useTranslate();
  const [startingHadith, setStartingHadith] = useState(false);
  const isHadith = props.resource.name === 'hadiths';
  const onCreate = isHadith && props.onCreate ? () => setStartingHadith(true) : props.onCreate;
  return (
    <>
      <ResourceList
        {...props}
        onCreate={onCreate}
        subtitle={props.resource.name === 'dreamInterpretations' ? <DreamInterpretationPageTitle /> : undefined}
        moreColumns={
          <DataTable.Col source="updatedDate" label={translate('seoContents.list.updated')} disableSort>
            <UpdatedCell />
          </DataTable.Col>
        }
      />
      {startingHadith && <NewHadithDialog detailPath={pathOf('hadithDetail')} onClose={() => setStartingHadith(false)} />}
    </>
  );
}
