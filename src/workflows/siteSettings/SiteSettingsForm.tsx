import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Form, SaveButton, Title, useTranslate } from 'react-admin';
import type { Field } from '../../../resources/fields.ts';
import { siteSettingsGlobal } from '../../../resources/siteSettings.ts';
import { FieldInput, type AnyKindInput } from '../../lowcode/inputs/FieldInput.tsx';
import { EmbedHostsInput } from './EmbedHostsInput.tsx';
import type { SiteSettings } from './siteSettingsMethods.ts';

export interface SiteSettingsFormProps {
  settings: SiteSettings;
  siteName?: string;
  /** Resolves to field errors (the server's refusal) or undefined. */
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;
  /** Inside the form (the leave guard). */
  children?: ReactNode;
}

/** After a reload (a CONFLICT), what was typed stays and the rest, the version included, is the new state. */
const KEEP_TYPED_VALUES = { keepDirtyValues: true } as const;

const FIELDS: Readonly<Record<string, Field>> = siteSettingsGlobal.fields;

/** The screen's own control where a kind's would not do: the host list as chips, with "use the default list". */
const INPUTS: Readonly<Record<string, AnyKindInput>> = { embedHosts: EmbedHostsInput as AnyKindInput };

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        <Stack spacing={1}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** The settings form: the declaration's sections and fields (resources/siteSettings.ts), each by its kind's control and rules. */
export function SiteSettingsForm({ settings, siteName, onSubmit, children }: SiteSettingsFormProps) {
  const translate = useTranslate();
  const title = siteName ? translate('siteSettings.title', { site: siteName }) : translate('shell.routes.siteSettings');
  return (
    <Form record={settings} onSubmit={onSubmit} noValidate resetOptions={KEEP_TYPED_VALUES}>
      <Title title={title} />
      {children}
      <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        {siteSettingsGlobal.sections.map((section) => (
          <Section key={section.title} title={section.title}>
            {section.fields.map((name) => (
              <FieldInput key={name} resource={siteSettingsGlobal} path={[name]} field={FIELDS[name]!} input={INPUTS[name]} />
            ))}
          </Section>
        ))}
        <Stack direction="row" justifyContent="flex-end" sx={{ position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default' }}>
          <SaveButton label="siteSettings.save" />
        </Stack>
      </Stack>
    </Form>
  );
}
