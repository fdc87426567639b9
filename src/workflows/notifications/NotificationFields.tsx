import { Autocomplete, Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel, MenuItem, Radio, RadioGroup, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { NOTIFICATION_AUDIENCE, NOTIFICATION_PLATFORM, NOTIFICATION_PLATFORM_VALUE } from '../../../resources/enums.ts';
import { forCategoryFollowers, NOTIFICATION_SPOT_PROPER_LENGTH, NOTIFICATION_TITLE_PROPER_LENGTH } from '../../../resources/notificationRules.ts';
import { resizeUrl } from '../../controls/upload/storageUrls.ts';
import { useSiteSettings } from '../../providers/siteSettings.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import { LengthIndicator } from './LengthIndicator.tsx';

/** What the form holds; `sendDate` is the schedule's date (send now sets it at the moment of sending). */
export interface NotificationFormValues {
  title: string;
  spot: string;
  url: string;
  platforms: number[];
  audience: number;
  categoryIds: string[];
  isCategoryFollowersOnly: boolean;
  useCoverImage: boolean;
  isBreakingNews: boolean;
  mailChannelId: string;
  sendDate: Date | null;
}

export interface NotificationFieldsProps {
  values: NotificationFormValues;
  errors: Record<string, string>;
  readOnly: boolean;
  onChange: <K extends keyof NotificationFormValues>(name: K, value: NotificationFormValues[K]) => void;
}

const COVER_WIDTH = 240;

/** The fields of spec 02 §3: title and spot with their length indicators, link, platforms, audience, categories, the flags and the mail channel. */
export function NotificationFields({ values, errors, readOnly, onChange }: NotificationFieldsProps) {
  const translate = useTranslate();
  const dataProvider = useAppDataProvider();
  const label = (name: string) => translate(`resources.notifications.fields.${name}`);
  const followers = forCategoryFollowers({ ...values });
  const mail = values.platforms.includes(NOTIFICATION_PLATFORM_VALUE.mail);
  const categories = useQuery({ queryKey: ['notificationCategories'], queryFn: () => dataProvider.getNotificationCategories(), enabled: followers, retry: false }).data ?? [];
  const channels = useQuery({ queryKey: ['notificationMailChannels'], queryFn: () => dataProvider.getNotificationMailChannels(), enabled: mail, retry: false }).data ?? [];
  const cover = useSiteSettings().data?.notificationFlashNewsCoverImage?.path;
  const help = (name: string, indicator?: React.ReactNode) => ({ error: Boolean(errors[name]), helperText: errors[name] ?? indicator });
  const togglePlatform = (platform: number, checked: boolean) =>
    onChange('platforms', checked ? [...values.platforms, platform].sort((a, b) => a - b) : values.platforms.filter((chosen) => chosen !== platform));
  const flag = (name: 'isBreakingNews' | 'isCategoryFollowersOnly' | 'useCoverImage') => (
    <FormControlLabel control={<Checkbox checked={values[name]} onChange={(event) => onChange(name, event.target.checked)} disabled={readOnly} />} label={label(name)} />
  );

  return (
    <Stack spacing={2}>
      <TextField
        label={label('title')}
        required
        value={values.title}
        onChange={(event) => onChange('title', event.target.value)}
        disabled={readOnly}
        {...help('title', <LengthIndicator text={values.title} limit={NOTIFICATION_TITLE_PROPER_LENGTH} />)}
      />
      <TextField
        label={label('spot')}
        required
        multiline
        minRows={3}
        value={values.spot}
        onChange={(event) => onChange('spot', event.target.value)}
        disabled={readOnly}
        {...help('spot', <LengthIndicator text={values.spot} limit={NOTIFICATION_SPOT_PROPER_LENGTH} />)}
      />
      <TextField label={label('url')} value={values.url} onChange={(event) => onChange('url', event.target.value)} disabled={readOnly} {...help('url')} />
      <FormControl component="fieldset" error={Boolean(errors.platforms)} disabled={readOnly} required>
        <FormLabel component="legend">{label('platforms')}</FormLabel>
        <FormGroup row>
          {NOTIFICATION_PLATFORM.values.map(({ key, value }) => (
            <FormControlLabel
              key={value}
              sx={{ width: 160 }}
              control={<Checkbox checked={values.platforms.includes(value)} onChange={(event) => togglePlatform(value, event.target.checked)} />}
              label={translate(`enums.notificationPlatform.${key}`)}
            />
          ))}
        </FormGroup>
        {errors.platforms && <FormHelperText>{errors.platforms}</FormHelperText>}
      </FormControl>
      {mail && (
        <TextField select label={label('mailChannelId')} required value={values.mailChannelId} onChange={(event) => onChange('mailChannelId', event.target.value)} disabled={readOnly} {...help('mailChannelId')}>
          {channels.map((channel) => (
            <MenuItem key={channel.id} value={channel.id}>
              {channel.name ?? channel.id}
            </MenuItem>
          ))}
        </TextField>
      )}
      <FormControl component="fieldset" disabled={readOnly} required>
        <FormLabel component="legend">{label('audience')}</FormLabel>
        <RadioGroup row value={String(values.audience)} onChange={(event) => onChange('audience', Number(event.target.value))}>
          {NOTIFICATION_AUDIENCE.values.map(({ key, value }) => (
            <FormControlLabel key={value} value={String(value)} control={<Radio />} label={translate(`enums.notificationAudience.${key}`)} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormGroup>
        {flag('isBreakingNews')}
        {flag('isCategoryFollowersOnly')}
        {flag('useCoverImage')}
      </FormGroup>
      {values.useCoverImage && (
        <Box>
          {cover ? (
            <img src={resizeUrl(cover, COVER_WIDTH)} alt={translate('notifications.form.cover')} width={COVER_WIDTH} style={{ borderRadius: 4 }} />
          ) : (
            <FormHelperText>{translate('notifications.form.noCover')}</FormHelperText>
          )}
        </Box>
      )}
      {followers && (
        <Autocomplete
          multiple
          disabled={readOnly}
          options={categories.map((category) => category.id)}
          getOptionLabel={(id) => categories.find((category) => category.id === id)?.name ?? id}
          value={values.categoryIds}
          onChange={(_, chosen) => onChange('categoryIds', chosen)}
          renderInput={(params) => <TextField {...params} label={label('categoryIds')} required {...help('categoryIds')} />}
        />
      )}
    </Stack>
  );
}
