import { LeadForm, type LeadFormProps } from '../components/lead-form';
import { applyForm } from '../content/apply';
import { formProblems } from '../content/lead-forms';
import { defineIsland } from '../island';

function ApplyForm(props: LeadFormProps) {
  return <LeadForm form={applyForm} action="/apply" unavailableMessage={formProblems.unavailable} {...props} />;
}

export default defineIsland('apply-form', ApplyForm, { when: 'idle' });
