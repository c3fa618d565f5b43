import { CtaBand } from '../components/cta-band';
import { HeroBanner } from '../components/hero-banner';
import { LinkCard } from '../components/link-card';
import { industryCards } from '../content/industries/cards';
import { industriesOverview } from '../content/overviews';
import { industryPath } from '../content/paths';
import { Grid } from '../ui/grid';
import { Section } from '../ui/section';

/** /industries and every /industries/{category}: the six industry cards. */
export function IndustriesPage() {
  const { hero, heading, cta } = industriesOverview;
  return (
    <>
      <HeroBanner title={hero.title} lede={hero.lede} />
      <Section heading={heading} tone="cream" id="all-industries">
        <Grid min="17rem">
          {industryCards.map((card) => (
            <li key={card.slug}>
              <LinkCard
                icon={card.icon}
                title={card.title}
                description={card.description}
                points={card.benefits}
                link={{ label: 'See how it works', href: industryPath(card.slug) }}
              />
            </li>
          ))}
        </Grid>
      </Section>
      <CtaBand {...cta} />
    </>
  );
}
