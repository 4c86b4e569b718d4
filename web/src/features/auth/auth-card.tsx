import type { ReactNode } from "react";
import { LogoMark } from "../../components/logo-mark";
import "../../auth/auth-pages.css";

/** The card both auth pages share, laid out like Clerk's default sign-in and sign-up. */
export function AuthCard({ title, subtitle, children, footer }: { title: string; subtitle: string; children: ReactNode; footer: ReactNode }) {
  return (
    <main className="auth-page">
      <section className="auth-card" aria-labelledby="auth-title">
        <header className="auth-card__header">
          <span className="auth-card__logo"><LogoMark size={40} /></span>
          <h1 id="auth-title" className="auth-card__title">{title}</h1>
          <p className="auth-card__subtitle">{subtitle}</p>
        </header>
        {children}
        <footer className="auth-card__footer">{footer}</footer>
      </section>
    </main>
  );
}
