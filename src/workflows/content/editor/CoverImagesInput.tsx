import { FormControlLabel, Radio } from '@mui/material';
import { useEffect, useMemo } from 'react';
import { ArrayInput, useSimpleFormIteratorItem, useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { FieldInput } from '../../../lowcode/inputs/FieldInput.tsx';
import type { KindInputProps } from '../../../lowcode/inputs/kindInputProps.ts';
import { SortableFormIterator } from '../../../lowcode/inputs/SortableFormIterator.tsx';
import { markedRequired } from '../../../lowcode/validators.ts';

type Cover = { isSelected?: boolean | null } | null | undefined;

/** This item is the cover the sites show; choosing it unmarks the others, so exactly one is. */
function SelectedCover({ listPath }: { listPath: string }) {
  const translate = useTranslate();
  const { index } = useSimpleFormIteratorItem();
  const { getValues, setValue } = useFormContext();
  const selected = useWatch({ name: `${listPath}.${index}.isSelected` }) === true;
  const choose = () => {
    const covers = (getValues(listPath) as Cover[] | undefined) ?? [];
    covers.forEach((_, position) => setValue(`${listPath}.${position}.isSelected`, position === index, { shouldDirty: true }));
  };
  return (
    <FormControlLabel
      control={<Radio checked={selected} onChange={choose} size="small" />}
      label={translate(selected ? 'contentEditor.cover.selected' : 'contentEditor.cover.select')}
    />
  );
}

/** With covers and none marked, the first one is the cover. */
function FirstCoverSelected({ listPath }: { listPath: string }) {
  const covers = useWatch({ name: listPath }) as Cover[] | undefined;
  const { setValue } = useFormContext();
  const hasSelected = covers?.some((cover) => cover?.isSelected === true);
  useEffect(() => {
    if (covers && covers.length > 0 && !hasSelected) setValue(`${listPath}.0.isSelected`, true);
  }, [covers, hasSelected, listPath, setValue]);
  return null;
}

/** The cover images: each cut to the declared crops through the image control, dragged into order, one marked as the cover. */
export function CoverImagesInput({ source, field, label, validate, resource, path, mode, disabled }: KindInputProps<'list'>) {
  const sourceContext = useSourceContext();
  const listPath = sourceContext ? sourceContext.getSource(source) : source;
  const image = field.fields.image;
  const markedValidate = useMemo(() => markedRequired(validate, field.required), [validate, field.required]);
  return (
    <ArrayInput source={source} label={label} validate={markedValidate} helperText={field.helperText ?? false}>
      <FirstCoverSelected listPath={listPath} />
      <SortableFormIterator disabled={disabled}>
        {image && <FieldInput resource={resource} path={[...path, 'image']} field={image} source="image" mode={mode} disabled={disabled} />}
        <SelectedCover listPath={listPath} />
      </SortableFormIterator>
    </ArrayInput>
  );
}
