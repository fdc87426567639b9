import { Box } from '@mui/material';
import { useEffect, useState } from 'react';
import { DataProviderContext, Form, ResourceContextProvider, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { AlertHost } from '../../alerts/AlertHost.tsx';
import { createAlertStore } from '../../alerts/alertStore.ts';
import { createControlledTransport } from '../../controls/upload/stories/controlledTransport.ts';
import { ContentDirectionProvider, directionOfLanguage } from '../../controls/textDirection/contentDirection.tsx';
import { DATA_URLS } from '../../controls/upload/stories/sampleUploadFiles.ts';
import { FieldInput } from '../inputs/FieldInput.tsx';
import { LowcodeEnvironmentProvider, type LowcodeEnvironment } from '../LowcodeEnvironment.tsx';
import { memoryDataProvider } from './memoryDataProvider.ts';
import { sampleResource, type SampleField } from './sampleResource.ts';

/** The signatures the reference controls offer: one approved, one not. */
export const STORY_SIGNATURES: RaRecord[] = [
  { id: '1', name: 'Ayşe Yılmaz', isApproved: true },
  { id: '2', name: 'Eski İmza', isApproved: false },
  { id: '3', name: 'Mehmet Kaya', isApproved: true },
];

/**
 * Submits once after mounting, so every rule's message shows as after a save attempt (after the
 * form's own first reset to the record, which would clear the submitted state).
 */
function SubmitOnMount() {
  const { handleSubmit } = useFormContext();
  useEffect(() => {
    const timer = setTimeout(() => void handleSubmit(() => undefined)(), 0);
    return () => clearTimeout(timer);
  }, [handleSubmit]);
  return null;
}

/** The field's value as the form would send it. */
function FormValue({ field }: { field: string }) {
  const value: unknown = useWatch({ name: field });
  return <output aria-label="form value">{JSON.stringify({ [field]: value })}</output>;
}

/** Stored sample images stand in for the storage's resize and file URLs. */
const sampleImageUrl = () => DATA_URLS.png;

export interface FieldStoryProps {
  field: SampleField;
  /** The record the form opens with. */
  record?: Record<string, unknown>;
  /** Validate at once, as after a save attempt, so the rules' messages show. */
  showErrors?: boolean;
  mode?: 'create' | 'edit';
  disabled?: boolean;
  /** The clock (ISO-8601) for date-time limits and quick ranges. */
  now?: string;
  /** Shows the field's value in the form under it. */
  showValue?: boolean;
  /** The site's language, for the direction of its text (ar: right to left). */
  siteLanguage?: string;
}

/**
 * One field control of the sample resource inside a react-admin form, with an in-memory data
 * provider for references, a storage answered in memory and its own alert host: no HTTP.
 */
export function FieldStory({ field, record = {}, showErrors, mode = 'edit', disabled, now, showValue, siteLanguage }: FieldStoryProps) {
  const [environment] = useState<LowcodeEnvironment>(() => ({
    now: now ? () => new Date(now) : undefined,
    uploadTransport: createControlledTransport(),
    previewUrl: sampleImageUrl,
    fileUrl: sampleImageUrl,
    alerts: createAlertStore(),
  }));
  const [dataProvider] = useState(() => memoryDataProvider({ signatures: STORY_SIGNATURES }));
  return (
    <DataProviderContext.Provider value={dataProvider}>
      <LowcodeEnvironmentProvider value={environment}>
        <Box sx={{ p: 2, maxWidth: 560 }}>
          <ContentDirectionProvider value={directionOfLanguage(siteLanguage)}>
          <ResourceContextProvider value={sampleResource.name}>
            <Form record={{ id: 'sample', ...record }} onSubmit={() => undefined}>
              {showErrors && <SubmitOnMount />}
              <FieldInput resource={sampleResource} path={[field]} field={sampleResource.fields[field]} mode={mode} disabled={disabled} />
              {showValue && <FormValue field={field} />}
            </Form>
          </ResourceContextProvider>
          </ContentDirectionProvider>
        </Box>
        {environment.alerts && <AlertHost store={environment.alerts} />}
      </LowcodeEnvironmentProvider>
    </DataProviderContext.Provider>
  );
}
