import { useEffect, useRef, useState } from "react";
import { FormProblem } from "./form-field";

/** A failure's words for the person: the server's message, or a plain one. */
export const problemOf = (error: unknown) => (error instanceof Error ? error.message : "Something went wrong. Please try again.");

/**
 * One change at a time from a section of controls (revoke a token, connect a media server, make a
 * feed): `run` ignores a press while one is under way, clears what the last one said, and keeps
 * what the work says it did (`said`, for the section's status) or why it failed (`problem`).
 */
export function useSectionAction() {
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (work: () => Promise<string>) => {
    if (busy) return;
    setBusy(true);
    setSaid("");
    setProblem(null);
    try {
      setSaid(await work());
    } catch (error) {
      setProblem(problemOf(error));
    } finally {
      setBusy(false);
    }
  };
  return { busy, said, problem, run };
}

/** What the section's last change did (its status, which screen readers announce) or why it failed. */
export function SectionOutcome({ said, problem }: { said: string; problem: string | null }) {
  return (
    <>
      <p className="account__saved" role="status">
        {said}
      </p>
      {problem ? <FormProblem>{problem}</FormProblem> : null}
    </>
  );
}

/**
 * Focus for a control a change is about to draw (an address just made): asked for before the change
 * is drawn, given after the render that draws it, when `find` first finds it.
 */
export function useFocusWhenDrawn() {
  const pending = useRef<(() => HTMLElement | null) | null>(null);
  useEffect(() => {
    const element = pending.current?.();
    if (!element) return;
    pending.current = null;
    element.focus();
  });
  return (find: () => HTMLElement | null) => {
    pending.current = find;
  };
}
