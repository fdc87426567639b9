import { Suspense, type ReactNode } from 'react';
import { Loading } from 'react-admin';
import { DocumentLanguage } from './DocumentLanguage';

/** A page outside the admin layout (public pages, a signed-out 404): lazy-loaded, in the UI language. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<Loading />}>
      <DocumentLanguage />
      {children}
    </Suspense>
  );
}
