import { css } from '@emotion/react';
import { HeroBanner } from '../components/hero-banner';
import { applyHero } from '../content/apply';
import { useLeadForm } from '../hooks/use-lead-form';
import ApplyForm from '../islands/apply-form';
import { color, radius } from '../theme/tokens';
import { Section } from '../ui/section';
import { staticClass } from '../theme/server-styles.server';

const panel = staticClass(css`
  max-width: 56rem; margin-inline: auto; background: ${color.white}; border-radius: ${radius.lg};
  padding: clamp(1.25rem, 3vw, 2.5rem); border: 1px solid ${color.border};
`);

/** /apply: the merchant application in four sections. */
export function ApplyPage() {
  const form = useLeadForm();
  return (
    <>
      <HeroBanner title={applyHero.title} lede={applyHero.lede} />
      <Section tone="cream">
        <div className={panel}>
          <ApplyForm {...form} />
        </div>
      </Section>
    </>
  );
}
