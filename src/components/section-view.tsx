import { css } from '@emotion/react';
import type { Section as SectionData } from '../content/types';
import type { Tone } from '../ui/section';
import { Section } from '../ui/section';
import { BrochureCard } from './brochure-card';
import { EntryGrid } from './entry-grid';
import { FeatureCards } from './feature-cards';
import { ItemLists } from './item-lists';
import { RichText } from './rich-text';
import { Steps } from './steps';
import { staticClass } from '../theme/server-styles.server';

const prose = staticClass(css`max-width: 70ch; font-size: 1.0625rem;`);

const slug = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** Renders one content section of an industry or program page. */
export function SectionView({ section, tone }: { section: SectionData; tone: Tone }) {
  if (section.kind === 'brochure') {
    return (
      <Section tone={tone}>
        <BrochureCard heading={section.heading} text={section.text} />
      </Section>
    );
  }
  const intro = 'intro' in section ? section.intro : undefined;
  return (
    <Section heading={section.heading} intro={intro} tone={tone} id={slug(section.heading)}>
      {section.kind === 'prose' && <div className={prose}><RichText blocks={section.blocks} /></div>}
      {section.kind === 'cards' && <FeatureCards items={section.items} />}
      {section.kind === 'entries' && <EntryGrid items={section.items} />}
      {section.kind === 'lists' && <ItemLists lists={section.lists} />}
      {section.kind === 'steps' && <Steps items={section.items} />}
    </Section>
  );
}

/** Sections alternate white and cream so each reads as its own band. */
export function SectionList({ sections }: { sections: SectionData[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <SectionView key={section.heading} section={section} tone={i % 2 === 0 ? 'white' : 'cream'} />
      ))}
    </>
  );
}
