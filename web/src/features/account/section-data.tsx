import { useCallback, useEffect, useState, type RefObject } from "react";
import { FormProblem } from "../../components/form-field";
import { problemOf } from "../../components/use-section-action";

/** What a section of the account page has of what it lists: nothing yet, the data, or why not. */
export type SectionData<T> = { data: T } | { problem: string } | null;


/**
 * What a section of the account page lists (devices, tokens, connections), asked for when it is
 * shown and again on "Try again" (`retry`), whose button is gone while it loads: the focus then
 * waits on the section's `heading`. `change` edits the data as an action changed it on the server.
 */
export function useSectionData<T>(load: () => Promise<T>, heading: RefObject<HTMLElement | null>) {
  const [loaded, setLoaded] = useState<SectionData<T>>(null);
  const [asking, setAsking] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (data) => current && setLoaded({ data }),
      (error: unknown) => current && setLoaded({ problem: problemOf(error) }),
    );
    return () => {
      current = false;
    };
    // `load` is the same request each time; asking again is `retry`'s to say.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asking]);
  const retry = useCallback(() => {
    setLoaded(null);
    setAsking((n) => n + 1);
    heading.current?.focus();
  }, [heading]);
  const change = useCallback((edit: (data: T) => T) => setLoaded((now) => (now && "data" in now ? { data: edit(now.data) } : now)), []);
  const replace = useCallback((data: T) => setLoaded({ data }), []);
  return { loaded, retry, change, replace };
}

/** While a section's data loads, "Loading your …"; when it could not be had, why, with "Try again". */
export function SectionDataState<T>({ loaded, what, onRetry }: { loaded: SectionData<T>; what: string; onRetry: () => void }) {
  if (loaded === null) return <p>{`Loading your ${what}…`}</p>;
  if (!("problem" in loaded)) return null;
  return (
    <>
      <FormProblem>{loaded.problem}</FormProblem>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </>
  );
}
