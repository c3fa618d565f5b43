import { LocalForm } from '../components/local-form';
import { applyForm } from '../content/apply';
import { defineIsland } from '../island';

/** @param sent The server confirmed a submission made without JavaScript (?sent=1). */
function ApplyForm({ sent }: { sent: boolean }) {
  return <LocalForm form={applyForm} action="/apply" sentWithoutScript={sent} />;
}

export default defineIsland('apply-form', ApplyForm, { when: 'idle' });
