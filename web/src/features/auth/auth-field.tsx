import type { InputHTMLAttributes } from "react";

interface AuthFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  optional?: boolean;
  error?: string;
}

export function AuthField({ id, label, optional, error, ...input }: AuthFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className="auth-field">
      <label htmlFor={id} className="auth-field__label">
        {label}
        {optional ? <span className="auth-field__optional">Optional</span> : null}
      </label>
      <input id={id} className="auth-field__input" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error ? (
        <p id={errorId} className="auth-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
