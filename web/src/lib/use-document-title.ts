import { useEffect } from "react";

/** The browser tab reads "<subject> · MovieApp" while a page shows one (a film, a person), and "MovieApp" otherwise. */
export function useDocumentTitle(subject: string | null | undefined): void {
  useEffect(() => {
    if (subject) document.title = `${subject} · MovieApp`;
    return () => {
      document.title = "MovieApp";
    };
  }, [subject]);
}
