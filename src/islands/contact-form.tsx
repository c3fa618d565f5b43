import { LocalForm } from '../components/local-form';
import { contactForm } from '../content/contact';
import { defineIsland } from '../island';

/** @param sent The server confirmed a submission made without JavaScript (?sent=1). */
function ContactForm({ sent }: { sent: boolean }) {
  return <LocalForm form={contactForm} action="/contact" sentWithoutScript={sent} />;
}

export default defineIsland('contact-form', ContactForm, { when: 'idle' });
