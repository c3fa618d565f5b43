import { LeadForm, type LeadFormProps } from '../components/lead-form';
import { contactForm } from '../content/contact';
import { formProblems } from '../content/lead-forms';
import { contactPath } from '../content/paths';
import { defineIsland } from '../browser/island';

function ContactForm(props: LeadFormProps) {
  return <LeadForm form={contactForm} action={contactPath} unavailableMessage={formProblems.unavailable} {...props} />;
}

export default defineIsland('contact-form', ContactForm);
