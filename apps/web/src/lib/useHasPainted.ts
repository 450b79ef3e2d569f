import { useEffect, useState } from 'react';
import { afterNextPaint } from './afterNextPaint';

/** False until the browser has painted what the component first rendered (afterNextPaint), then true. */
export function useHasPainted(): boolean {
  const [hasPainted, setPainted] = useState(false);
  useEffect(() => afterNextPaint(() => setPainted(true)), []);
  return hasPainted;
}
