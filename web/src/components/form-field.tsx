import type { InputHTMLAttributes } from "react";
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
      {error ? (
        <p id={errorId} className="form-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
