import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/** The RFQ opened over a page, kept in the address bar as ?id=N (so it can be linked and reloaded). */
export function useOpenedRfq() {
  const [params, setParams] = useSearchParams();
  const id = Number(params.get('id'));
  const rfqId = Number.isInteger(id) && id > 0 ? id : null;
  const open = useCallback(
    (next: number) =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.set('id', String(next));
        return updated;
      }),
    [setParams],
  );
  const close = useCallback(
    () =>
      setParams((current) => {
        const updated = new URLSearchParams(current);
        updated.delete('id');
        return updated;
      }),
    [setParams],
  );
  return { rfqId, open, close };
}
