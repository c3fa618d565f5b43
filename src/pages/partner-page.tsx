import { articleBody } from '../components/article-body';
import { CtaBand } from '../components/cta-band';
import { FeatureCards } from '../components/feature-cards';
import { HeroBanner } from '../components/hero-banner';
import { RichText } from '../components/rich-text';
import { Steps } from '../components/steps';
import { partnerBenefits, partnerCta, partnerHero, partnerSteps, partnerTerms, whoShouldPartner } from '../content/partner';
import { Section } from '../ui/section';

/** /partner: the referral program. */
export function PartnerPage() {
  return (
    <>
      <HeroBanner
        title={partnerHero.title}
        lede={partnerHero.lede}
        actions={{ primary: partnerCta.primary }}
      />
      <Section heading={partnerBenefits.heading} id="benefits">
        <FeatureCards items={partnerBenefits.items} />
      </Section>
      <Section heading={whoShouldPartner.heading} tone="cream" id="who">
        <FeatureCards items={whoShouldPartner.items} min="14rem" />
      </Section>
      <Section heading={partnerSteps.heading} id="how-it-works">
        <Steps items={partnerSteps.items} />
      </Section>
      <Section heading={partnerTerms.heading} intro={partnerTerms.intro} tone="cream" id="terms">
        <div className={articleBody}>
          <RichText blocks={[{ type: 'ul', items: partnerTerms.items }]} />
        </div>
      </Section>
      <CtaBand {...partnerCta} primary={{ ...partnerCta.primary, label: 'Talk to Our Partner Team' }} />
    </>
  );
}
