import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugOf } from '../../../resources/turkishText.ts';
import { ResourceForm, type ResourceFormProps } from '../../lowcode/screens/ResourceForm.tsx';

/**
 * While the name is typed, the link name follows as its slug ('Spor Haberleri!' → 'spor-haberleri')
 * and the display name as the name itself, until the editor writes either of them: a field follows
 * while it is empty or (on a new category) still holds what was proposed from the name before.
 */
function ProposalsFromName({ mode }: { mode: ResourceFormProps['mode'] }) {
  const name = useWatch({ name: 'name' }) as string | null | undefined;
  const { getValues, setValue } = useFormContext();
  const previous = useRef(name ?? '');
  useEffect(() => {
    const before = previous.current;
    const now = name ?? '';
    previous.current = now;
    if (now === before) return;
    const follow = (field: string, proposedBefore: string, proposal: string) => {
      const current = (getValues(field) as string | null | undefined) ?? '';
      if (current === '' || (mode === 'create' && current === proposedBefore)) setValue(field, proposal, { shouldDirty: true });
    };
    follow('linkName', slugOf(before), slugOf(now));
    follow('displayName', before, now);
  }, [name, mode, getValues, setValue]);
  return null;
}

/** The category's form: the generated one, proposing the link name and the display name from the name. */
export function CategoryForm(props: ResourceFormProps) {
  return (
    <ResourceForm {...props}>
      <ProposalsFromName mode={props.mode} />
    </ResourceForm>
  );
}
