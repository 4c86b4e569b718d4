import { useEffect } from "react";

/** The browser tab reads "<subject> · MovieApp" while a page says what it shows (a film, a person, a list, a search), and "MovieApp" otherwise. */
export function useDocumentTitle(subject: string | null | undefined): void {
  useEffect(() => {
    if (subject) document.title = `${subject} · MovieApp`;
    return () => {
      document.title = "MovieApp";
    };
  }, [subject]);
}
