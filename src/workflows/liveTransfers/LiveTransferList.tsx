import { DataTable, useTranslate } from 'react-admin';
import { FieldCell } from '../../lowcode/cells/FieldCell.tsx';
import { ResourceList, type ResourceListProps } from '../../lowcode/screens/ResourceList.tsx';
import { ClubsCell, FeeCell, KindChip } from './liveTransferCells.tsx';

/**
 * The live transfers' list: the generated one (filters, paging, forms, newest first by transfer
 * date) with columns of its own: the player, "from → to", the official / unofficial chip, the fee
 * in its currency in the interface's language, loan, the transfer date and approval.
 */
export function LiveTransferList(props: ResourceListProps) {
  const translate = useTranslate();
  const { resource } = props;
  const label = (name: string) => translate(resource.labelKey(name));
  const declared = (name: string) => (
    <DataTable.Col key={name} source={name} label={label(name)} disableSort>
      <FieldCell source={name} field={resource.fields[name]!} />
    </DataTable.Col>
  );
  return (
    <ResourceList
      {...props}
      columns={[
        declared('playerName'),
        <DataTable.Col key="clubs" label={translate('liveTransfers.list.clubs')} disableSort>
          <ClubsCell />
        </DataTable.Col>,
        <DataTable.Col key="kind" source="kind" label={label('kind')} disableSort>
          <KindChip />
        </DataTable.Col>,
        <DataTable.Col key="fee" source="fee" label={label('fee')} disableSort align="right">
          <FeeCell />
        </DataTable.Col>,
        declared('isLoan'),
        declared('transferDate'),
        declared('isApproved'),
      ]}
    />
  );
}
