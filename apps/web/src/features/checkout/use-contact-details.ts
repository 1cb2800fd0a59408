import { isPlaceholderEmail } from '@svarna/contracts';
import { useEffect, useState } from 'react';
import type { AuthUser } from '../auth';

/** A placeholder email invented for a phone-only account counts as none: the field starts empty. */
const realEmail = (email: string | undefined) =>
  email && !isPlaceholderEmail(email, window.location.hostname) ? email : '';

/** Name and email for the order, starting from the profile; filled in once a guest signs in. */
export function useContactDetails(user: AuthUser | null) {
  const [name, setName] = useState(user?.name ?? '');
  const [email, setEmail] = useState(() => realEmail(user?.email));
  const profileName = user?.name;
  const profileEmail = user?.email;

  useEffect(() => {
    if (profileName) setName((typed) => typed || profileName);
  }, [profileName]);
  useEffect(() => {
    const known = realEmail(profileEmail);
    if (known) setEmail((typed) => typed || known);
  }, [profileEmail]);

  return { name, email, setName, setEmail };
}
