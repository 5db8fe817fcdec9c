'use client';

import { type ChangeEvent, useState } from 'react';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/**
 * What the visitor typed into a form whose action is a function, kept in React state.
 *
 * React resets such a form when the action's answer arrives: every uncontrolled field goes back to
 * its `defaultValue`, which the answer sets to the values that were submitted. So what the visitor
 * typed while the answer was on its way (a second try at a booking reference, a corrected e-mail
 * address) was replaced, without a word, by the first try. Controlled fields keep what they show
 * (React writes their value into the attribute the reset goes back to). Before the scripts run the
 * fields render with `initial` as their value, and the form posts as it always did.
 */
export function useTypedValues<Name extends string>(initial: Partial<Record<Name, string>>) {
  const [values, setValues] = useState(initial);
  const bind = (name: Name) => ({
    name,
    value: values[name] ?? '',
    onChange: (event: ChangeEvent<Field>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });
  return { bind };
}
