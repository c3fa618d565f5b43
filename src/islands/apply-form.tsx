import { LeadForm, type LeadFormProps } from '../components/lead-form';
import { applyForm } from '../content/apply';
import { formProblems } from '../content/lead-forms';
import { applyPath } from '../content/paths';
import { defineIsland } from '../browser/island';

function ApplyForm(props: LeadFormProps) {
  return <LeadForm form={applyForm} action={applyPath} unavailableMessage={formProblems.unavailable} {...props} />;
}

export default defineIsland('apply-form', ApplyForm);
