import { DataTable, useTranslate } from 'react-admin';
import { FieldCell } from '../../lowcode/cells/FieldCell.tsx';
import { ResourceList, type ResourceListProps } from '../../lowcode/screens/ResourceList.tsx';

/** The columns of the people's list, in the order an editor scans it: the face, the name, what they do, when born, approved. */
const COLUMNS = ['profilePhoto', 'fullName', 'job', 'birthDate', 'isApproved'] as const;

/** The people's list: the generated one (search, approval filter, paging, forms) with its columns in that order. */
export function PersonList(props: ResourceListProps) {
  const translate = useTranslate();
  const { resource } = props;
  return (
    <ResourceList
      {...props}
      columns={COLUMNS.map((name) => (
        <DataTable.Col key={name} source={name} label={translate(resource.labelKey(name))} disableSort>
          <FieldCell source={name} field={resource.fields[name]!} />
        </DataTable.Col>
      ))}
    />
  );
}
