import { useLocation } from 'react-router-dom';
import { articleBody } from '../components/article-body';
import { HeroBanner } from '../components/hero-banner';
import { RichText } from '../components/rich-text';
import { feeCalculatorCopy, feeCalculatorHero, feeCalculatorNotes } from '../content/fee-calculator';
import { feeCalculatorPath } from '../content/paths';
import { readFeeInputs } from '../lib/fee-estimate';
import FeeCalculator from '../islands/fee-calculator';
import { Section } from '../ui/section';

/**
 * /fee-calculator: the calculator, then what its figures leave out. The page reads the address
 * (a result page carries the figures) and hands the calculator plain strings.
 */
export function FeeCalculatorPage() {
  const inputs = readFeeInputs(useLocation().search);
  return (
    <>
      <HeroBanner title={feeCalculatorHero.title} lede={feeCalculatorHero.lede} />
      <Section tone="cream">
        <FeeCalculator action={feeCalculatorPath} inputs={inputs} copy={feeCalculatorCopy} />
      </Section>
      <Section heading={feeCalculatorNotes.heading} id="notes">
        <div className={articleBody}>
          <RichText blocks={feeCalculatorNotes.blocks} />
        </div>
      </Section>
    </>
  );
}
