import { css } from '@emotion/react';
import { ArrowRight, Check, Quote } from 'lucide';
import { BrochureCard } from '../components/brochure-card';
import { CtaBand } from '../components/cta-band';
import { FeatureCards } from '../components/feature-cards';
import { HeroBanner } from '../components/hero-banner';
import { ItemLists } from '../components/item-lists';
import VideoIsland from '../islands/video';
import { brochureTeaser, comparison, compliance, homeCta, homeHero, services, solutionsTeaser, testimonial } from '../content/home';
import { solutionPath } from '../content/paths';
import { solutionCards } from '../content/solutions/cards';
import { color, font, mq, radius, shadow, space, text } from '../theme/tokens';
import { StaticButtonLink } from '../ui/button-link.server';
import { Card, IconBadge } from '../ui/card';
import { Grid } from '../ui/grid';
import { Section } from '../ui/section';
import { SmartLink } from '../ui/smart-link';
import { Icon } from '../ui/icon';
import { staticClass } from '../theme/server-styles.server';

const centeredAfter = staticClass(css`margin-top: ${space.xl}; text-align: center;`);

const compare = staticClass(css`
  display: grid; gap: ${space.lg};
  ${mq.md} { grid-template-columns: 1fr 1fr; }
  h3 { font-size: ${text.xl}; }
`);
const points = staticClass(css`
  list-style: none; padding: 0; margin: ${space.sm} 0 ${space.lg}; display: grid; gap: ${space.sm};
  li { display: flex; gap: ${space.sm}; } svg { color: ${color.teal}; flex: none; margin-top: 0.2em; }
`);
const moreLink = staticClass(css`display: inline-flex; gap: 0.35rem; align-items: center; font-weight: 650; margin-top: auto; min-height: 44px;`);
const quoteBlock = staticClass(css`
  margin: 0 auto; max-width: 52rem; padding: ${space.xl}; border-radius: ${radius.lg};
  background: ${color.white}; box-shadow: ${shadow.card}; color: ${color.ink};
  blockquote { margin: 0; }
  blockquote p { font-family: ${font.heading}; font-size: ${text.lg}; line-height: 1.5; }
  figcaption { color: ${color.muted}; font-weight: 600; }
  svg { color: ${color.teal}; }
`);

const teaserCards = solutionsTeaser.slugs.map((slug) => solutionCards.find((c) => c.link.href === solutionPath(slug))!);

export function HomePage() {
  return (
    <>
      <HeroBanner
        eyebrow={homeHero.eyebrow}
        title={homeHero.title}
        lede={homeHero.lede}
        actions={homeHero}
        aside={<VideoIsland />}
      />

      <Section heading={comparison.heading} intro={comparison.intro} id="compare">
        <div className={compare}>
          {comparison.programs.map((program) => (
            <Card key={program.title}>
              <h3>{program.title}</h3>
              <p>{program.summary}</p>
              <ul className={points}>
                {program.points.map((point) => <li key={point}><Icon icon={Check} size={18} />{point}</li>)}
              </ul>
              <SmartLink className={moreLink} href={program.link.href}>
                {program.link.label} <Icon icon={ArrowRight} size={18} />
              </SmartLink>
            </Card>
          ))}
        </div>
        <p className={centeredAfter}>
          <StaticButtonLink href={comparison.calculator.href} variant="secondary">{comparison.calculator.label}</StaticButtonLink>
        </p>
      </Section>

      <Section heading={compliance.heading} intro={compliance.intro} tone="cream" id="compliance">
        <ItemLists lists={compliance.lists} />
      </Section>

      <Section heading={services.heading} intro={services.intro} id="services">
        <FeatureCards items={services.items} min="14rem" />
      </Section>

      <Section heading={solutionsTeaser.heading} intro={solutionsTeaser.intro} tone="cream" id="solutions">
        <Grid min="15rem">
          {teaserCards.map(({ icon, title, description, link }) => (
            <li key={title}>
              <Card>
                <IconBadge><Icon icon={icon} size={24} /></IconBadge>
                <h3>{title}</h3>
                <p>{description}</p>
                <SmartLink className={moreLink} href={link.href}>
                  Learn more<span className="visually-hidden"> about {title}</span> <Icon icon={ArrowRight} size={18} />
                </SmartLink>
              </Card>
            </li>
          ))}
        </Grid>
        <p className={centeredAfter}>
          <StaticButtonLink href={solutionsTeaser.viewAll.href} variant="secondary">{solutionsTeaser.viewAll.label}</StaticButtonLink>
        </p>
      </Section>

      <Section tone="navy" heading="What our clients say" id="testimonial">
        <figure className={quoteBlock}>
          <Icon icon={Quote} size={32} />
          <blockquote><p>{testimonial.quote}</p></blockquote>
          <figcaption>{testimonial.attribution}</figcaption>
        </figure>
      </Section>

      <Section>
        <BrochureCard heading={brochureTeaser.heading} text={brochureTeaser.text} />
      </Section>

      <CtaBand {...homeCta} />
    </>
  );
}
