import { useEffect, type InputHTMLAttributes, type ReactNode } from "react";
import "./form-field.css";

interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  /** Marks the field "Optional" beside its label. */
  optional?: boolean;
  /** What the field expects, said under it before anything goes wrong. */
  hint?: string;
  /** What is wrong with what was entered, said under the field. */
  error?: string;
}

/**
 * A labelled input of the app's forms (sign-in, sign-up, the account page), with its hint and its
 * problem below it. Both are read with the field (`aria-describedby`), and the problem is also an
 * alert: a form sent with Enter from this very field does not move the focus, so nothing else
 * would read the problem out.
 */
export function FormField({ id, label, optional, hint, error, ...input }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="form-field">
      <label htmlFor={id} className="form-field__label">
        {label}
        {optional ? <span className="form-field__optional">Optional</span> : null}
      </label>
      <input id={id} className="form-field__input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <p id={hintId} className="form-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? <FormProblem id={errorId}>{error}</FormProblem> : null}
    </div>
  );
}

/**
 * A problem the person must see to go on, said as an alert: under its field (FormField), or under a
 * form when it is no one field's fault (the password that did not match, a link that expired).
 */
export function FormProblem({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} className="form-problem" role="alert">
      {children}
    </p>
  );
}

/**
 * Once a form's problems are on screen, the first field with one (`fieldId`) takes the focus: that
 * is where the person will fix it, and a screen reader reads the problem with it. `shown`: what the
 * form shows now, a new value each time it is sent, so the same problem twice is focused twice.
 */
export function useFocusOnFirstProblem(shown: unknown, fieldId: string | undefined): void {
  useEffect(() => {
    if (fieldId) document.getElementById(fieldId)?.focus();
  }, [shown, fieldId]);
}
