import { useId, useState, type FormEvent, type ReactNode } from "react";
import { MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH, NAME_TOO_LONG, PASSWORD_TOO_SHORT } from "../../../../common/account-limits";
import { useNavigate } from "react-router";
import { changePassword, deleteAccount, saveName, type AccountChangeRefused } from "../../auth/embedded-account-calls";
import { useAuthStore } from "../../auth/auth-store";
import { useAuth } from "../../auth/use-auth";
import { Link } from "../../components/link";
import { PageMessage } from "../../components/page-message";
import { useToastStore } from "../../stores/toast-store";
import { forgetBrowsing } from "./forget-browsing";
import { runtimeConfig } from "../../lib/runtime-config";
import { useDocumentTitle } from "../../lib/use-document-title";
import "./account.css";

/**
 * `/account`: the signed-in person's name (shown in the header and its menu) and password, and the
 * way to delete the account with everything it keeps. With Clerk, Clerk keeps the account, and the
 * page says so.
 */
export default function AccountPage() {
  useDocumentTitle("Your account");
  const { user } = useAuth();
  if (runtimeConfig().clerkPublishableKey) return <PageMessage title="Your account" text="Your name, email address and password are kept by Clerk, the sign-in service you use here: change them in Clerk’s account settings." linkTo="/" linkText="Back to popular movies" />;
  if (!user) return null;
  return (
    <main id="main" className="account">
      <h1>Your account</h1>
      <p className="account__email">
        Signed in as <strong>{user.email}</strong>
      </p>
      <NameForm name={user.name} />
      <PasswordForm email={user.email} />
      <DeleteForm email={user.email} />
    </main>
  );
}

/** A form's outcome: said under its button once the server has answered. */
type Outcome = { saved: string } | { refused: AccountChangeRefused } | null;

/** One section of the page: its heading names its form. */
function AccountSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="account__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}

/** What a form says under its button: the change kept (a status), or why not when the fault is no one field's (an alert). */
function FormOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <p className="account__saved" role="status">
        {outcome && "saved" in outcome ? outcome.saved : ""}
      </p>
      {outcome && "refused" in outcome && !outcome.refused.field ? (
        <p className="account__error" role="alert">
          {outcome.refused.message}
        </p>
      ) : null}
    </>
  );
}

/** The forms' fields, by id: where a problem's focus goes. */
const NAME_FIELD = "account-name";
const PASSWORD_FIELDS = { current: "account-current-password", new: "account-new-password" } as const;
const DELETE_PASSWORD_FIELD = "account-delete-password";

function NameForm({ name: current }: { name: string }) {
  const [name, setName] = useState(current);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const refuse = (message: string) => {
    setProblem(message);
    focusField(NAME_FIELD);
  };
  const edited = editedWith(setOutcome);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const wanted = name.trim();
    setOutcome(null);
    if (wanted === "") return refuse("Enter your name.");
    if ([...wanted].length > MAX_NAME_LENGTH) return refuse(NAME_TOO_LONG);
    setProblem(null);
    setSaving(true);
    const refused = await saveName(wanted);
    setSaving(false);
    if (refused?.field === "name") return refuse(refused.message);
    if (refused) return setOutcome({ refused });
    // The header and its menu show the new name at once.
    const { user, setSignedIn } = useAuthStore.getState();
    if (user) setSignedIn({ ...user, name: wanted });
    setOutcome({ saved: "Your name is saved." });
  };

  return (
    <AccountSection title="Name">
      <form className="account__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <Field id={NAME_FIELD} label="Your name" error={problem ?? undefined} type="text" autoComplete="name" value={name} onChange={(value) => edited(setName, value)} />
        <button type="submit" className="button" aria-disabled={saving || undefined}>
          {saving ? "Saving…" : "Save name"}
        </button>
        <FormOutcome outcome={outcome} />
      </form>
    </AccountSection>
  );
}

function PasswordForm({ email }: { email: string }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [signOutOthers, setSignOutOthers] = useState(true);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [problems, setProblems] = useState<{ current?: string; new?: string }>({});
  const edited = editedWith(setOutcome);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    setOutcome(null);
    // Every field's problem at once, in the server's words.
    const found = {
      ...(current === "" ? { current: "Enter your current password." } : {}),
      ...(next === "" ? { new: "Enter a new password." } : [...next].length < MIN_PASSWORD_LENGTH ? { new: PASSWORD_TOO_SHORT } : {}),
    };
    setProblems(found);
    if (found.current ?? found.new) return focusField(PASSWORD_FIELDS[found.current ? "current" : "new"]);
    setSaving(true);
    const refused = await changePassword(current, next, signOutOthers);
    setSaving(false);
    if (refused?.field === "current" || refused?.field === "new") {
      setProblems({ [refused.field]: refused.message });
      return focusField(PASSWORD_FIELDS[refused.field]);
    }
    setProblems({});
    if (refused) return setOutcome({ refused });
    setCurrent("");
    setNext("");
    setOutcome({ saved: signOutOthers ? "Your password is changed, and your other devices are signed out." : "Your password is changed." });
  };

  return (
    <AccountSection title="Password">
      <form className="account__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        {/* Which account the password is for, for password managers (a hidden username field, as browsers ask of a change-password form). */}
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <Field id={PASSWORD_FIELDS.current} label="Current password" error={problems.current} type="password" autoComplete="current-password" value={current} onChange={(value) => edited(setCurrent, value)} />
        <Field id={PASSWORD_FIELDS.new} label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters; not a common password.`} error={problems.new} type="password" autoComplete="new-password" value={next} onChange={(value) => edited(setNext, value)} />
        <label className="account__check">
          <input type="checkbox" checked={signOutOthers} onChange={(event) => edited(setSignOutOthers, event.target.checked)} /> Sign out on my other devices
        </label>
        <button type="submit" className="button" aria-disabled={saving || undefined}>
          {saving ? "Changing…" : "Change password"}
        </button>
        <FormOutcome outcome={outcome} />
      </form>
    </AccountSection>
  );
}

/**
 * Deleting the account: its password asked for (the server checks it), after saying what goes with
 * it and where to keep a copy. Once deleted, the browser forgets the account's browsing as a sign-out
 * does and goes to sign-in, where a toast says it is done.
 */
function DeleteForm({ email }: { email: string }) {
  const [password, setPassword] = useState("");
  const [deleting, setDeleting] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const navigate = useNavigate();
  const refuse = (message: string) => {
    setProblem(message);
    focusField(DELETE_PASSWORD_FIELD);
  };
  const edited = editedWith(setOutcome);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (deleting) return;
    setOutcome(null);
    if (password === "") return refuse("Enter your password to delete your account.");
    setProblem(null);
    setDeleting(true);
    const refused = await deleteAccount(password);
    setDeleting(false);
    if (refused?.field) return refuse(refused.message);
    if (refused) return setOutcome({ refused });
    forgetBrowsing();
    useAuthStore.getState().setSignedOut();
    useToastStore.getState().addToast({ type: "success", title: "Your account is deleted", message: "Your lists went with it." });
    void navigate("/sign-in", { replace: true });
  };

  return (
    <AccountSection title="Delete account">
      <p id="account-delete-warning" className="account__warning">
        This deletes your account and everything you keep here: your watchlist, favourites, ratings and the films you have seen. It cannot be undone. To keep a copy, <Link to="/lists">download your lists</Link> first.
      </p>
      <form className="account__form" onSubmit={(event) => void onSubmit(event)} noValidate>
        <input type="email" autoComplete="username" value={email} readOnly hidden />
        <Field id={DELETE_PASSWORD_FIELD} label="Your password" error={problem ?? undefined} type="password" autoComplete="current-password" value={password} onChange={(value) => edited(setPassword, value)} />
        <button type="submit" className="button button--danger" aria-disabled={deleting || undefined} aria-describedby="account-delete-warning">
          {deleting ? "Deleting…" : "Delete my account"}
        </button>
        <FormOutcome outcome={outcome} />
      </form>
    </AccountSection>
  );
}

/** A field's change, which takes back what the form said of its last sending: it no longer stands for what is typed. */
function editedWith(setOutcome: (outcome: Outcome) => void) {
  return <Value,>(set: (value: Value) => void, value: Value) => {
    set(value);
    setOutcome(null);
  };
}

/** The focus goes to the field with the problem, where the person will fix it (and a screen reader reads the problem with it). */
function focusField(id: string) {
  requestAnimationFrame(() => document.getElementById(id)?.focus());
}

/** A labelled input, with a hint and its problem below it (read with the field, and said at once as an alert). */
function Field({ id, label, hint, error, type, autoComplete, value, onChange }: { id: string; label: string; hint?: string; error: string | undefined; type: "text" | "password"; autoComplete: string; value: string; onChange: (value: string) => void }) {
  const described = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="account__field">
      <label htmlFor={id}>{label}</label>
      <input id={id} className="account__input" type={type} autoComplete={autoComplete} value={value} onChange={(event) => onChange(event.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} />
      {hint ? (
        <p id={`${id}-hint`} className="account__hint">
          {hint}
        </p>
      ) : null}
      {/* An alert too: a form sent with Enter from this very field does not move the focus, so nothing else would read the problem out. */}
      {error ? (
        <p id={`${id}-error`} className="account__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
