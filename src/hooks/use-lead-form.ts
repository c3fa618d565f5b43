import type { LeadFormProps } from '../components/lead-form';
import { leadNotice } from '../content/lead-forms';
import { useFormRender } from '../lib/form-render';
import { useSentFlag } from './use-sent-flag';

/** A form page's props for its island: the sent flag, this render's ticket, the notice, a failed submission. */
export function useLeadForm(): LeadFormProps {
  const sent = useSentFlag();
  const render = useFormRender();
  return {
    sent,
    ticket: render?.ticket ?? { id: '', token: '' },
    notice: render ? leadNotice(render.notice) : [],
    failed: render?.failed ?? null,
  };
}
