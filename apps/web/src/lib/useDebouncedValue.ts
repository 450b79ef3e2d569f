import { TIMINGS } from '@sc/contract';
import { useEffect, useState } from 'react';

/** `value`, updated only after it has stopped changing for `delayMs` (SPEC 9 debounce). */
export function useDebouncedValue<T>(value: T, delayMs: number = TIMINGS.debounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
