import type { Crumb } from './breadcrumbs.server';
import { SiteLayout } from './layout/site-layout';
import { GlobalStyles } from './theme/global-styles';

/** The whole page, rendered on the server only: the browser keeps it and hydrates its islands (src/island.tsx). */
export function App({ page, trail }: { page: React.JSX.Element; trail: Crumb[] }) {
  return (
    <>
      <GlobalStyles />
      <SiteLayout trail={trail}>{page}</SiteLayout>
    </>
  );
}
