import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useReturnAddress } from "../../lib/return-address";
import { AuthFormError } from "../../auth/auth-types";
import { useFocusOnFirstProblem } from "../../components/form-field";

/**
 * Submission state shared by the sign-in and sign-up forms: progress, inline errors, then the page
 * the visitor was going to (lib/return-address.ts; home by default), unless the submission resolves
 * to false (it has something else to show: a sign-up to confirm). A refused form hands focus to
 * the first field in error; an error of the whole form leaves it on 'Continue', under which it shows.
 */
export function useAuthForm(submit: (form: FormData) => Promise<boolean | void>) {
  const navigate = useNavigate();
  const returnTo = useReturnAddress();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<AuthFormError | null>(null);
  // A field's id is its name (FormField).
  useFocusOnFirstProblem(error, error?.firstField);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setError(null);
    submit(new FormData(event.currentTarget))
      .then((done) => {
        if (done === false) setPending(false);
        else void navigate(returnTo, { replace: true });
      })
      .catch((caught: unknown) => {
        setError(caught instanceof AuthFormError ? caught : new AuthFormError("Something went wrong. Please try again."));
        setPending(false);
      });
  };

  return { pending, error, onSubmit };
}
