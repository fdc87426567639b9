import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { ageInYears, publisherToday } from '../../../resources/personRules.ts';
import { ResourceForm, type FormSection, type ResourceFormProps } from '../../lowcode/screens/ResourceForm.tsx';

/**
 * The age beside the dates, read-only, computed as the server computes it (`ageInYears`,
 * resources/personRules.ts) while the dates are typed: to the date of death, or to today in the
 * publisher's day. Not a tab stop: there is nothing to type.
 */
export function PersonAge() {
  const translate = useTranslate();
  const [birthDate, deathDate] = useWatch({ name: ['birthDate', 'deathDate'] }) as [unknown, unknown];
  const age = ageInYears(birthDate, deathDate, publisherToday());
  return (
    <TextField
      label={translate('resources.people.fields.age')}
      value={age === null ? '—' : String(age)}
      helperText={translate('people.hints.age')}
      fullWidth
      slotProps={{ htmlInput: { readOnly: true, tabIndex: -1, 'aria-readonly': true, 'data-testid': 'person-age' }, inputLabel: { shrink: true } }}
    />
  );
}

/** Who the person is; when they lived (with the age); their family; what they did and made. */
export const PERSON_SECTIONS: readonly FormSection[] = [
  { title: 'people.form.identity', columns: 2, items: ['name', 'surname', 'nickName', 'linkName', 'nationality', 'isApproved', 'profilePhoto'] },
  { title: 'people.form.dates', columns: 3, items: ['birthDate', 'deathDate', { key: 'age', node: <PersonAge /> }, 'burialPlace'] },
  { title: 'people.form.family', columns: 3, items: ['maritalStatus', 'marriageDate', 'divorceDate', 'parents', 'siblings', 'children', 'descendants'] },
  { title: 'people.form.works', columns: 2, items: ['job', 'foundedOrganizations', 'education', 'mission', 'awards', 'books', 'about'], wide: ['about'] },
];

/** The generated person form, its fields grouped (the rules, the divorce rule included, are the declaration's, checked before any request). */
export function PersonForm(props: ResourceFormProps) {
  return <ResourceForm {...props} sections={PERSON_SECTIONS} />;
}
