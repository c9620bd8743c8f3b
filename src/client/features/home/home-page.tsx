import { Suspense } from 'react';
import type { PagePrefetch } from '../../lib/page-prefetch.ts';
import { lazyComponent } from '../../lib/lazy-component.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { featuredCatalogueQuery } from '../catalogue/index.ts';
import { Hero } from './hero.tsx';

// Below the hero, in a chunk of its own (with the hero's intro) that loads beside the page's: server-rendered, their
// markup is in the page already, and React hydrates it when the chunk has come.
const HomeSections = lazyComponent(() => import('./home-sections.tsx'), 'HomeSections');

/** / : what Eventide is, featured listings, categories, how it works, stories and the partner pitch. */
export function HomePage() {
  useDocumentTitle(null);
  return (
    <>
      <Hero />
      {/* Never shown over a server-rendered page; after a navigation, only until the sections' chunk has come. */}
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  );
}

/** On the server: the featured catalogue that the hero, the rails and the stories teaser show. */
export const prefetchHomePage: PagePrefetch = (queryClient) => queryClient.prefetchQuery(featuredCatalogueQuery());
