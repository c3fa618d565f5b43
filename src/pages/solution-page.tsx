import { css } from '@emotion/react';
import { articleBody } from '../components/article-body';
import { BrochureCard } from '../components/brochure-card';
import { CtaBand } from '../components/cta-band';
import { FeatureCards } from '../components/feature-cards';
import { HeroBanner } from '../components/hero-banner';
import { RichText } from '../components/rich-text';
import type { SolutionPage as SolutionContent } from '../content/types';
import { space } from '../theme/tokens';
import { Section } from '../ui/section';
import { staticClass } from '../theme/server-styles.server';

const spacedAbove = staticClass(css`margin-top: ${space.xxl};`);

/** One solution: hero, long article, four highlights, calls to action. */
export function SolutionPage({ page }: { page: SolutionContent }) {
  const { hero, body, highlights, brochure, cta } = page;
  return (
    <>
      <HeroBanner {...hero} actions={cta} />
      <Section heading="At a glance" tone="cream" id="highlights">
        <FeatureCards items={highlights} min="14rem" />
      </Section>
      <Section>
        <article className={articleBody}>
          <RichText blocks={body} />
        </article>
        {brochure && (
          <div className={spacedAbove}>
            <BrochureCard
              heading="Hybrid Restaurant POS brochure"
              text="Everything our restaurant point-of-sale system does, the hardware it runs on and how we support it, in one PDF."
            />
          </div>
        )}
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
