import { useEffect } from 'react';
import { CONTACT_FIELD_IDS } from './components/contact-fields';
import { ADDRESS_SECTION_ID, SIGN_IN_SECTION_ID } from './components/delivery-details';
import type { CheckoutField } from './lib/validate-checkout';

const TARGETS: Record<CheckoutField, string> = {
  'sign-in': SIGN_IN_SECTION_ID,
  name: CONTACT_FIELD_IDS.name,
  email: CONTACT_FIELD_IDS.email,
  address: ADDRESS_SECTION_ID,
};

/** Takes the shopper to what the last check found missing: that field, or the first control of its section. */
export function useFocusProblem(problem: { field: CheckoutField; at: number } | null) {
  useEffect(() => {
    if (!problem) return;
    const target = document.getElementById(TARGETS[problem.field]);
    const control = target?.matches('input, select, button')
      ? target
      : target?.querySelector<HTMLElement>('input:not([disabled]), select, button');
    control?.focus();
  }, [problem]);
}
