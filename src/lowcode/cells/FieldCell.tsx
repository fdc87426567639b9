import type { ComponentType } from 'react';
import type { Field, FieldKind } from '../../../resources/fields.ts';
import { ReferenceCell } from './ReferenceCell.tsx';
import {
  ApprovalCell,
  BooleanCell,
  ColorCell,
  CountCell,
  DateCell,
  EnumCell,
  ImageCell,
  LinkCell,
  NumberCell,
  TagsCell,
  TextCell,
  type CellProps,
} from './simpleCells.tsx';

// Each cell reads the variant of its kind; the map is checked by kind, the props by the cells.
const CELLS = {
  text: TextCell,
  number: NumberCell,
  boolean: BooleanCell,
  approval: ApprovalCell,
  enum: EnumCell,
  color: ColorCell,
  url: LinkCell,
  email: LinkCell,
  socialHandle: TextCell,
  phone: TextCell,
  date: DateCell,
  dateTime: DateCell,
  reference: ReferenceCell,
  image: ImageCell,
  object: CountCell,
  list: CountCell,
  tags: TagsCell,
} satisfies Record<FieldKind, unknown>;

/** A declared field's list cell, read from the record in context. */
export function FieldCell({ source, field }: { source: string; field: Field }) {
  const Cell = CELLS[field.kind] as ComponentType<CellProps>;
  return <Cell source={source} field={field} />;
}
