import { Box } from '@mui/material';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Loading, useCanBlock, useFormIsDirty } from 'react-admin';
import { alertStore, type AlertStore } from '../../alerts/alertStore.ts';
import { LoadFailed, RouterLeaveGuard, useUnloadWarning } from '../../controls/screen/ScreenGuards.tsx';
import { GraphQLResponseError } from '../../providers/graphqlResult.ts';
import { useSession } from '../../providers/session.ts';
import { getSelectedSiteId } from '../../providers/siteSelection.ts';
import { siteSettingsKey, useSiteSettings } from '../../providers/siteSettings.ts';
import { useAppDataProvider } from '../../providers/useAppDataProvider.ts';
import type { SiteSettings as Settings } from './siteSettingsMethods.ts';
import { SiteSettingsForm } from './SiteSettingsForm.tsx';
import { SiteUsers } from './SiteUsers.tsx';
import { settingsInput, unsetSettings } from './siteSettingsValues.ts';

export interface SiteSettingsProps {
  /** Where the warnings and the success toast go; the app's store by default. */
  alerts?: AlertStore;
}

/** While the form has unsaved changes: the browser's and the router's leave questions. */
function LeaveGuard({ alerts }: { alerts: AlertStore }) {
  const dirty = useFormIsDirty();
  const canBlock = useCanBlock();
  useUnloadWarning(dirty);
  return dirty && canBlock ? <RouterLeaveGuard alerts={alerts} message="lowcode.form.discardChanges" /> : null;
}

/**
 * The selected site's settings (/settings/system/site-settings, `user.permissions`): the editors'
 * switches, the headline switches, the flash news description, the dream interpretation title and
 * the two cover images with their crops. A save from settings someone else saved meanwhile is
 * refused: the form keeps what was typed over the reloaded settings and says so. Below it, the
 * site's users, to which an administrator adds people picked from the user search.
 */
export default function SiteSettings({ alerts = alertStore }: SiteSettingsProps) {
  const session = useSession();
  const dataProvider = useAppDataProvider();
  const queryClient = useQueryClient();
  const { data: settings, error: loadError, refetch, isPending } = useSiteSettings();
  const siteId = session?.siteId ?? getSelectedSiteId();
  const siteName = session?.sites.find((site) => String(site.id) === String(siteId))?.displayName;

  const { mutateAsync: save } = useMutation({ mutationFn: (values: Settings) => dataProvider.saveSiteSettings(settingsInput(values)) });

  const submit = async (values: Record<string, unknown>) => {
    try {
      const saved = await save(values as Settings);
      // Every screen reading the site's settings (useSiteSettings: the editors, the embed hosts) has the saved ones now.
      queryClient.setQueryData(siteSettingsKey(saved.id), saved);
      alerts.showToast({ type: 'success', message: 'siteSettings.saved' });
      return undefined;
    } catch (error) {
      if (!(error instanceof GraphQLResponseError)) {
        // Network failures were shown by the error link already.
        console.warn('The site settings could not be saved', error);
        return undefined;
      }
      if (error.code === 'CONFLICT') {
        await refetch();
        void alerts.showAlert({ type: 'warning', message: 'siteSettings.conflict' });
        return undefined;
      }
      const fields = error.graphQLErrors[0]?.extensions?.fields;
      // The server's field paths are the form's ('seoContent.dreamInterpretationTitle').
      if (error.code === 'BAD_USER_INPUT' && fields && typeof fields === 'object') return fields as Record<string, string>;
      void alerts.showAlert({ type: 'error', message: error.message });
      return undefined;
    }
  };

  if (loadError && !settings) {
    return <LoadFailed message="siteSettings.loadFailed" error={loadError} onRetry={() => void refetch()} />;
  }
  if (isPending) return <Loading />;
  return (
    <>
      <SiteSettingsForm settings={settings ?? unsetSettings(siteId)} siteName={siteName} onSubmit={submit}>
        <LeaveGuard alerts={alerts} />
      </SiteSettingsForm>
      {/* Beside the form, not in it: adding a user is sent at once, apart from the settings' save. */}
      <Box sx={{ px: 2, pb: 2, maxWidth: 900 }}>
        <SiteUsers siteId={String(siteId)} alerts={alerts} />
      </Box>
    </>
  );
}
