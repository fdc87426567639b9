import type { ReactNode } from 'react';
import { Authenticated, Layout, LoadingPage, useLocation, type AppBarProps } from 'react-admin';
import { useSession } from '../providers/session';
import { NotFoundPage } from '../routes/lazyPages';
import { isMappedPath, isStandalonePath } from '../routes/routeTree';
import { DocumentLanguage } from './DocumentLanguage';
import { PublicPage } from './PublicPage';
import { ShellAppBar } from './ShellAppBar';
import { ShellMenu } from './ShellMenu';

const NoSidebar = () => null;

/**
 * The page is as wide as the window, never as wide as its widest table: a wide list wraps its cells
 * or scrolls inside itself, and the toolbar's buttons stay on screen (react-admin's layout grows to
 * fit its content).
 */
const FIT_THE_WINDOW = { minWidth: 0, '& .RaLayout-content': { minWidth: 0 } } as const;
/** Always shown on the editors: their own header sticks just below it. */
const StandaloneAppBar = (props: AppBarProps) => <ShellAppBar {...props} hideMenuButton alwaysOn />;

/**
 * The admin layout for every signed-in route. It checks authentication itself (rather than
 * <Admin requireAuth>) so the public pages and the sign-in callback never trigger a sign-in.
 * The 404 is public too: an unknown path without a session shows it without asking to sign in.
 * Standalone editors get the whole width: no side menu.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const session = useSession();
  if (!session && !isMappedPath(pathname)) {
    return (
      <PublicPage>
        <NotFoundPage fullPage />
      </PublicPage>
    );
  }
  const standalone = isStandalonePath(pathname);
  return (
    <Authenticated loading={<LoadingPage />}>
      <DocumentLanguage />
      <Layout
        appBar={standalone ? StandaloneAppBar : ShellAppBar}
        menu={ShellMenu}
        sidebar={standalone ? NoSidebar : undefined}
        sx={FIT_THE_WINDOW}
      >
        {children}
      </Layout>
    </Authenticated>
  );
}
