import { useState } from 'react';

/**
 * Whether `value` has been true at any render so far: a dialog or drawer mounted from its first
 * opening on (its code and first render wait until needed) and kept mounted to animate its closing.
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [hasBeen, setHasBeen] = useState(value);
  if (value && !hasBeen) setHasBeen(true);
  return hasBeen || value;
}
