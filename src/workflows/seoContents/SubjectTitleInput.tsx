import { Autocomplete, Box, TextField } from '@mui/material';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FieldTitle, useGetList, useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { enumValue, SUBJECT_TITLE_LEVEL } from '../../../resources/enums.ts';
import { foldCase } from '../../../resources/turkishText.ts';
import { FieldHelper, visibleError } from '../../lowcode/inputs/FieldHelper.tsx';
import type { KindInputProps } from '../../lowcode/inputs/kindInputProps.ts';
import { siblingPath } from '../../lowcode/inputs/siblingPath.ts';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';

const SUB = enumValue(SUBJECT_TITLE_LEVEL, 'sub');
/** The field naming the main subject beside a subject (resources/seoContentFields.ts). */
export const MAIN_SUBJECT_FIELD = 'mainSubjectId';

interface SubjectTitle {
  id: string;
  name: string;
  parentId?: string | null;
  isApproved?: boolean;
}

/** A chosen title, or the typed name offered as a new one ("Add “X”"). */
type Option = SubjectTitle | { add: string };

const ALL_TITLES = { page: 1, perPage: 1000 } as const;
const BY_NAME = { field: 'name', order: 'ASC' } as const;
const TITLE_FIELDS = { fields: ['id', 'name', 'parentId', 'isApproved'] } as const;

const isAdd = (option: Option): option is { add: string } => 'add' in option;

/** The message of a refused add: the server's (in the user's language), else the generic failure. */
const refusalOf = (error: unknown) => (error instanceof GraphQLResponseError ? error.message : 'ra.notification.http_error');

/**
 * An SEO content's main subject or subject (spec 02 §3: subject titles, main and sub): the kind's
 * titles of the field's level (a subject: only those under the chosen main subject, and none
 * before one is chosen). Typing a name no title has offers "Add “X”", which adds it with
 * `addSubjectTitle` (under the main subject for a subject) and chooses it; a refusal ('Subject title
 * add error, perhaps already exists') is said under the input, and the typed name and the form stay.
 * Changing the main subject clears a subject that is not under it.
 */
export function SubjectTitleInput({ source, field, label, validate, disabled, autoFocus }: KindInputProps<'reference'>) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const kind = Number(field.choices?.kind);
  const isSub = field.choices?.level === SUB;
  const mainId = useWatch({ name: siblingPath(source, MAIN_SUBJECT_FIELD), disabled: !isSub }) as string | null | undefined;
  const { id, field: input, fieldState, formState, isRequired } = useInput({ source, validate, isRequired: field.required });
  const filter = useMemo(() => ({ kind, level: field.choices?.level, ...(isSub ? { parentId: mainId } : {}) }), [kind, field.choices?.level, isSub, mainId]);
  const waitsForMain = isSub && !mainId;
  const titles = useGetList<SubjectTitle>('subjectTitles', { filter, pagination: ALL_TITLES, sort: BY_NAME, meta: TITLE_FIELDS }, { enabled: !waitsForMain });
  const [typed, setTyped] = useState('');
  const [adding, setAdding] = useState(false);
  const [refusal, setRefusal] = useState<string>();
  // The name being added or refused: the autocomplete's own resets (choosing an option, leaving the box) do not empty the box meanwhile.
  const keptName = useRef<string>(undefined);
  const options = titles.data ?? [];
  const value = input.value ? (options.find((title) => String(title.id) === String(input.value)) ?? null) : null;

  // A subject that is not under the (new) main subject is cleared, once that main subject's titles are here.
  const settled = titles.isSuccess && !titles.isFetching && !titles.isPlaceholderData;
  useEffect(() => {
    if (!isSub || !input.value) return;
    if (waitsForMain || (settled && !options.some((title) => String(title.id) === String(input.value)))) input.onChange(null);
  }, [isSub, waitsForMain, settled, options, input]);

  const add = async (name: string) => {
    keptName.current = name;
    setAdding(true);
    setRefusal(undefined);
    try {
      const added = await dataProvider.addSubjectTitle({ kind, name, parentId: isSub ? mainId : null });
      await titles.refetch();
      keptName.current = undefined;
      input.onChange(added.id);
      setTyped(added.name ?? name);
    } catch (error) {
      setRefusal(refusalOf(error));
    } finally {
      setAdding(false);
    }
  };

  const trimmed = typed.trim();
  const known = options.some((title) => foldCase(title.name) === foldCase(trimmed));
  const error = refusal ?? visibleError(fieldState, formState.isSubmitted);
  return (
    <Autocomplete<Option, false, false, false>
      id={id}
      options={options}
      value={value}
      inputValue={typed}
      onInputChange={(_, next, reason) => {
        // Choosing an option writes its name; a refusal stays until the name is changed.
        if (reason === 'input') {
          keptName.current = undefined;
          setRefusal(undefined);
        } else if (keptName.current !== undefined) return;
        setTyped(next);
      }}
      onChange={(_, option) => {
        if (option && isAdd(option)) return void add(option.add);
        input.onChange(option ? option.id : null);
      }}
      onBlur={input.onBlur}
      filterOptions={(choices, { inputValue }) => {
        // The chosen title's name in the box (not yet edited) filters nothing.
        const search = foldCase(inputValue.trim());
        const matching = choices.filter((option) => !isAdd(option) && foldCase(option.name).includes(search));
        return trimmed && !known && !(value && value.name === trimmed) ? [...matching, { add: trimmed }] : matching;
      }}
      getOptionLabel={(option) => (isAdd(option) ? option.add : option.name)}
      isOptionEqualToValue={(option, chosen) => !isAdd(option) && !isAdd(chosen) && String(option.id) === String(chosen.id)}
      getOptionDisabled={(option) => !isAdd(option) && option.isApproved === false && String(option.id) !== String(input.value)}
      renderOption={({ key, ...props }, option) => (
        <Box component="li" key={key} {...props} sx={!isAdd(option) && option.isApproved === false ? { color: 'error.main' } : undefined}>
          {isAdd(option) ? translate('seoContents.subjects.add', { name: option.add }) : option.name}
        </Box>
      )}
      loading={titles.isLoading || adding}
      disabled={disabled || adding}
      noOptionsText={translate(waitsForMain ? 'seoContents.subjects.chooseMainFirst' : 'seoContents.subjects.typeToAdd')}
      loadingText={translate('ra.page.loading')}
      autoHighlight
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus={autoFocus}
          label={<FieldTitle label={label} isRequired={isRequired} />}
          error={!!error}
          helperText={<FieldHelper error={error} helperText={translate(waitsForMain ? 'seoContents.subjects.chooseMainFirst' : 'seoContents.subjects.hint')} />}
          size="small"
        />
      )}
    />
  );
}
