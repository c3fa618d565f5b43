import { css } from '@emotion/react';
import { CtaBand } from '../components/cta-band';
import { FeatureCards } from '../components/feature-cards';
import { HeroBanner } from '../components/hero-banner';
import { SectionList } from '../components/section-view';
import type { IndustryPage as IndustryContent } from '../content/types';
import { color } from '../theme/tokens';
import { containerClass } from '../ui/container.server';
import { staticClass } from '../theme/server-styles.server';

const highlightsBand = staticClass(css`padding-block: 2.5rem; background: ${color.cream};`);

/** One industry: hero, optional highlights, then its sections in order. */
export function IndustryPage({ page }: { page: IndustryContent }) {
  const { hero, highlights, sections, cta } = page;
  return (
    <>
      <HeroBanner {...hero} actions={cta} />
      {highlights && (
        <section aria-labelledby="highlights-heading" className={highlightsBand}>
          <div className={containerClass}>
            <h2 id="highlights-heading" className="visually-hidden">Highlights</h2>
            <FeatureCards items={highlights} min="15rem" />
          </div>
        </section>
      )}
      <SectionList sections={sections} />
      <CtaBand {...cta} />
    </>
  );
}
