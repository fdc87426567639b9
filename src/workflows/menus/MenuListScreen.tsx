import { DataTable, ResourceContextProvider, useCanAccess, useRecordContext, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { menus } from '../../../resources/menu.ts';
import { FieldCell } from '../../lowcode/cells/FieldCell.tsx';
import { ResourceList } from '../../lowcode/screens/ResourceList.tsx';
import { useResourceTitle } from '../../lowcode/screens/ResourceScreen.tsx';
import { MENU_DETAIL_PATH } from './menuPaths.ts';

function ItemCount() {
  const record = useRecordContext();
  return <>{Array.isArray(record?.items) ? record.items.length : 0}</>;
}

/**
 * settings/other/menu/list (spec 02 §2): the site's menus, the declared resource's dense list with
 * its filters in the address and its empty state: name, position, how many items, approved. A row
 * opens the menu's editor (read-only without menu.save); Add opens a new one.
 */
export default function MenuListScreen() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const title = useResourceTitle(menus);
  const { canAccess: canSave } = useCanAccess({ resource: 'menu', action: 'save' });
  const label = (name: string) => translate(menus.labelKey(name));
  return (
    <ResourceContextProvider value={menus.name}>
      <ResourceList
        resource={menus}
        title={title}
        onCreate={canSave ? () => navigate(MENU_DETAIL_PATH) : undefined}
        onEdit={(id) => navigate(`${MENU_DETAIL_PATH}/${encodeURIComponent(String(id))}`)}
        columns={[
          <DataTable.Col key="name" source="name" label={label('name')} disableSort>
            <FieldCell source="name" field={menus.fields.name!} />
          </DataTable.Col>,
          <DataTable.Col key="position" source="position" label={label('position')} disableSort>
            <FieldCell source="position" field={menus.fields.position!} />
          </DataTable.Col>,
          <DataTable.Col key="items" label={translate('menus.list.items')} disableSort align="right">
            <ItemCount />
          </DataTable.Col>,
          <DataTable.Col key="isApproved" source="isApproved" label={label('isApproved')} disableSort>
            <FieldCell source="isApproved" field={menus.fields.isApproved!} />
          </DataTable.Col>,
        ]}
      />
    </ResourceContextProvider>
  );
}
