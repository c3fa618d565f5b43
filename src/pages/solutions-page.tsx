import { css } from '@emotion/react';
import { CtaBand } from '../components/cta-band';
import { HeroBanner } from '../components/hero-banner';
import { LinkCard } from '../components/link-card';
import { solutionsOverview } from '../content/overviews';
import { solutionCards } from '../content/solutions/cards';
import { space, text } from '../theme/tokens';
import { Grid } from '../ui/grid';
import { InlineText } from '../ui/inline-text';
import { Section } from '../ui/section';
import { staticClass } from '../theme/server-styles.server';

const note = staticClass(css`margin: ${space.xl} 0 0; font-size: ${text.md}; max-width: 65ch;`);

/** /solutions and every /solutions/{category}: the seven solution cards. */
export function SolutionsPage() {
  const { hero, heading, calculatorNote, cta } = solutionsOverview;
  return (
    <>
      <HeroBanner {...hero} actions={cta} />
      <Section heading={heading} tone="cream" id="all-solutions">
        <Grid min="17rem">
          {solutionCards.map((card) => (
            <li key={card.title}>
              <LinkCard icon={card.icon} title={card.title} description={card.description} points={card.features} link={card.link} />
            </li>
          ))}
        </Grid>
        <p className={note}><InlineText text={calculatorNote} /></p>
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
