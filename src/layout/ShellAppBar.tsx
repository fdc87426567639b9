import { Box } from '@mui/material';
import { AppBar, LocalesMenuButton, TitlePortal, ToggleThemeButton, useGetIdentity, UserMenu, useTranslate, type AppBarProps } from 'react-admin';
import { AppBarControls } from './AppBarControls';
import { ConfirmLogout } from './ConfirmLogout';
import { DisconnectedIndicator } from './DisconnectedIndicator';
import { LoadingIndicator } from './LoadingIndicator';
import { ServerClock } from './ServerClock';
import { SiteSwitcher } from './SiteSwitcher';

/** Title, then the working site, the features' controls (the global search), server clock, connection and loading state, language, light / dark theme, user menu (signing out asks first). */
export function ShellAppBar({ hideMenuButton = false, ...props }: AppBarProps & { hideMenuButton?: boolean }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  // The button shows the user's name: its accessible name says it too (WCAG 2.5.3).
  const userMenuLabel = identity?.fullName ? `${translate('ra.auth.user_menu')}: ${identity.fullName}` : 'ra.auth.user_menu';
  return (
    <AppBar
      {...props}
      sx={hideMenuButton ? { '& .RaAppBar-menuButton': { display: 'none' } } : undefined}
      userMenu={
        <UserMenu label={userMenuLabel}>
          <ConfirmLogout />
        </UserMenu>
      }
      toolbar={
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <AppBarControls />
          <DisconnectedIndicator />
          <ServerClock />
          <LoadingIndicator />
          <LocalesMenuButton />
          <ToggleThemeButton />
        </Box>
      }
    >
      <TitlePortal />
      <SiteSwitcher />
    </AppBar>
  );
}
