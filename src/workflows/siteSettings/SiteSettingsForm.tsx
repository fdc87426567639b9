import { Card, CardContent, Stack, Typography } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import { BooleanInput, Form, SaveButton, TextInput, Title, useTranslate } from 'react-admin';
import type { Resource } from '../../../resources/defineResource.ts';
import { image } from '../../../resources/fields.ts';
import { SITE_SETTINGS_LIMITS } from '../../../resources/siteSettings.ts';
import { rules } from '../../../resources/validation.ts';
import { ImageInput } from '../../lowcode/inputs/ImageInput.tsx';
import { rulesValidator } from '../../lowcode/validators.ts';
import { EmbedHostsInput } from './EmbedHostsInput.tsx';
import type { SiteSettings } from './siteSettingsMethods.ts';
import { HEADLINE_SWITCHES, SETTINGS_IMAGE_CROPS, SETTINGS_SWITCHES } from './siteSettingsValues.ts';

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
const label = (name: string) => `siteSettings.fields.${name}`;
const IMAGES = ['notificationFlashNewsCoverImage', 'liveTransferCoverImage'] as const;
// The image control takes a declaration's field; these images belong to no declared resource.
const NO_RESOURCE = undefined as unknown as Resource;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The settings form: switches, texts (with the catalogue's length messages) and the two cover images. */
export function SiteSettingsForm({ settings, siteName, onSubmit, children }: SiteSettingsFormProps) {
  const translate = useTranslate();
  const validators = useMemo(
    () => ({
      flashNewsDescription: rulesValidator([rules.max(SITE_SETTINGS_LIMITS.flashNewsDescription)], label('flashNewsDescription'), translate),
      dreamInterpretationTitle: rulesValidator([rules.max(SITE_SETTINGS_LIMITS.dreamInterpretationTitle)], label('dreamInterpretationTitle'), translate),
    }),
    [translate],
  );
  const imageFields = useMemo(() => Object.fromEntries(IMAGES.map((name) => [name, image({ crops: SETTINGS_IMAGE_CROPS[name] })])), []);
  const title = siteName ? translate('siteSettings.title', { site: siteName }) : translate('shell.routes.siteSettings');
  return (
    <Form record={settings} onSubmit={onSubmit} noValidate resetOptions={KEEP_TYPED_VALUES}>
      <Title title={title} />
      {children}
      <Stack spacing={2} sx={{ p: 2, maxWidth: 900 }}>
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Section title="siteSettings.editors">
          {SETTINGS_SWITCHES.map((name) => (
            <BooleanInput key={name} source={name} label={label(name)} helperText={false} />
          ))}
        </Section>
        <Section title="siteSettings.headlines">
          {HEADLINE_SWITCHES.map((name) => (
            <BooleanInput key={name} source={name} label={label(name)} helperText={false} />
          ))}
        </Section>
        <Section title="siteSettings.texts">
          <TextInput source="flashNewsDescription" label={label('flashNewsDescription')} multiline minRows={2} fullWidth validate={validators.flashNewsDescription} />
          <TextInput source="seoContent.dreamInterpretationTitle" label={label('dreamInterpretationTitle')} fullWidth validate={validators.dreamInterpretationTitle} />
        </Section>
        <Section title="siteSettings.embeds">
          <EmbedHostsInput />
        </Section>
        <Section title="siteSettings.images">
          <Stack spacing={2}>
            {IMAGES.map((name) => (
              <ImageInput
                key={name}
                source={name}
                field={imageFields[name] as Parameters<typeof ImageInput>[0]['field']}
                label={label(name)}
                resource={NO_RESOURCE}
                path={[name]}
                mode="edit"
              />
            ))}
          </Stack>
        </Section>
        <Stack direction="row" justifyContent="flex-end" sx={{ position: 'sticky', bottom: 0, py: 1, bgcolor: 'background.default' }}>
          <SaveButton label="siteSettings.save" />
        </Stack>
      </Stack>
    </Form>
  );
}
