import { useEffect, useRef, type ReactNode } from "react";
import { LogoMark } from "../../components/logo-mark";
import { useDocumentTitle } from "../../lib/use-document-title";
import "../../auth/auth-pages.css";

/**
 * The card both auth pages share, laid out like Clerk's default sign-in and sign-up. `focusTitle`:
 * the card replaced another on the same page (a form's outcome), so its title takes the focus and
 * is read out, as a new page's would be.
 */
export function AuthCard({ title, tabTitle, subtitle, children, footer, focusTitle = false }: { title: string; tabTitle: string; subtitle: string; children: ReactNode; footer: ReactNode; focusTitle?: boolean }) {
  useDocumentTitle(tabTitle);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusTitle) heading.current?.focus();
  }, [focusTitle]);
  return (
    <main className="auth-page light-theme">
      <section className="auth-card" aria-labelledby="auth-title">
        <header className="auth-card__header">
          <span className="auth-card__logo"><LogoMark size={40} /></span>
          <h1 id="auth-title" className="auth-card__title" ref={heading} tabIndex={focusTitle ? -1 : undefined}>{title}</h1>
          <p className="auth-card__subtitle">{subtitle}</p>
        </header>
        {children}
        <footer className="auth-card__footer">{footer}</footer>
      </section>
    </main>
  );
}
