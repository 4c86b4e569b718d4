import { useId, useState, type ReactNode } from "react";
import type { EmailChangeAnswer } from "../../../../common/account-changes";
import { MAX_EMAIL_OCTETS, MAX_NAME_LENGTH, MIN_PASSWORD_LENGTH, NAME_TOO_LONG, normalisedEmail, PASSWORD_FOR_EMAIL_CHANGE, PASSWORD_TOO_SHORT, SAME_EMAIL, SAME_PASSWORD } from "../../../../common/account-limits";
import { useNavigate, useSearchParams } from "react-router";
import { changeEmail, changePassword, deleteAccount, saveName, type AccountChangeRefused } from "../../auth/embedded-account-calls";
import { useAuthStore } from "../../auth/auth-store";
import { leaveAccount } from "../../auth/leave-account";
import { useAuth } from "../../auth/use-auth";
import { FormField, FormProblem, useFocusOnFirstProblem } from "../../components/form-field";
import { Link } from "../../components/link";
import { PageMessage } from "../../components/page-message";
import { useToastStore } from "../../stores/toast-store";
import { runtimeConfig } from "../../lib/runtime-config";
import { listsAvailable } from "../../lists/lists-available";
import { useDocumentTitle } from "../../lib/use-document-title";
import { KnownDevicesSection } from "./known-devices-section";
import { ApiTokensSection } from "./api-tokens-section";
import { MediaServersSection } from "./media-servers-section";
import { refusedLinkMessage } from "./refused-link";
import "./account.css";

/**
 * `/account`: the signed-in person's name (shown in the header and its menu), email address and
 * password, the browsers they sign in on, their API tokens, their media servers' webhook addresses, and the way to delete the account with everything it keeps. With Clerk, Clerk keeps the account, and the
 * page says so.
 */
export default function AccountPage() {
  useDocumentTitle("Your account");
  const { user } = useAuth();
  if (runtimeConfig().clerkPublishableKey) return <ClerkAccountPage />;
  if (!user) return null;
  return (
    <main id="main" className="account">
      <h1>Your account</h1>
      <p className="account__email">
        Signed in as <strong>{user.email}</strong>
      </p>
      <NameForm name={user.name} />
      <EmailForm email={user.email} />
      <PasswordForm email={user.email} />
      <KnownDevicesSection />
      <ApiTokensSection />
      <MediaServersSection />
      <DeleteForm email={user.email} />
    </main>
  );
}

const KEPT_BY_CLERK = "Your name, email address and password are kept by Clerk, the sign-in service you use here: change them in Clerk’s account settings.";

/**
 * With Clerk, Clerk keeps the account; what the server keeps for it beside the lists (API tokens,
 * media servers' addresses) is managed here, when the server keeps lists for Clerk's accounts.
 */
function ClerkAccountPage() {
  if (!listsAvailable()) return <PageMessage title="Your account" text={KEPT_BY_CLERK} linkTo="/" linkText="Back to popular movies" />;
  return (
    <main id="main" className="account">
      <h1>Your account</h1>
      <p className="account__email">{KEPT_BY_CLERK}</p>
      <ApiTokensSection />
      <MediaServersSection />
    </main>
  );
}

/** A form's outcome: said under its button once the server has answered. */
type Outcome = { saved: string } | { refused: AccountChangeRefused } | null;
/** Each field's problem, by its input's id. */
type Problems = Record<string, string>;

/** What a form says under its button: the change kept (a status), or why not when the fault is no one field's (an alert). */
function FormOutcome({ outcome }: { outcome: Outcome }) {
  return (
    <>
      <p className="account__saved" role="status">
        {outcome && "saved" in outcome ? outcome.saved : ""}
      </p>
      {outcome && "refused" in outcome && !outcome.refused.field ? (
        <FormProblem>{outcome.refused.message}</FormProblem>
      ) : null}
    </>
  );
}

/**
 * What each of the page's forms keeps and does alike: whether it is sending, what it said of its
 * last sending, and each field's problem (the focus going to the first). `fieldIds`: where a
 * refusal that names a field ("name", "email", "current", "new") is shown, by its input's id.
 */
function useAccountForm(fieldIds: Partial<Record<NonNullable<AccountChangeRefused["field"]>, string>>) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [problems, setProblems] = useState<Problems>({});
  useFocusOnFirstProblem(problems, Object.keys(problems)[0]);
  /**
   * Sends `request` once the form's own checks (`found`: every field's problem at once, in the
   * server's words) find nothing; `done` runs once the server has kept the change and says so (or
   * leaves the page).
   */
  const send = async (found: Problems, request: () => Promise<AccountChangeRefused | null>, done: () => string | void) => {
    if (sending) return;
    setOutcome(null);
    setProblems(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    let refused: AccountChangeRefused | null;
    try {
      refused = await request();
    } finally {
      setSending(false);
    }
    const field = refused?.field && fieldIds[refused.field];
    if (refused && field) return setProblems({ [field]: refused.message });
    if (refused) return setOutcome({ refused });
    const saved = done();
    if (saved) setOutcome({ saved });
  };
  /** A field's change, which takes back what the form said of its last sending: it no longer stands for what is typed. */
  const edited = <Value,>(set: (value: Value) => void, value: Value) => {
    set(value);
    setOutcome(null);
  };
  return { sending, outcome, problems, send, edited };
}

/** One form of the page, in a section its heading names: what comes before the form, its fields, its button (its words while sending), and its outcome. */
function AccountForm({ title, intro, submit, form, danger, onSubmit, children }: { title: string; intro?: ReactNode; submit: [idle: string, busy: string]; form: { sending: boolean; outcome: Outcome }; danger?: boolean; onSubmit: () => void; children: ReactNode }) {
  const headingId = useId();
  const introId = useId();
  return (
    <section className="account__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {intro ? (
        <p id={introId} className="account__warning">
          {intro}
        </p>
      ) : null}
      <form
        className="account__form"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
        noValidate
      >
        {children}
        <button type="submit" className={danger ? "button button--danger" : "button"} aria-disabled={form.sending || undefined} aria-describedby={intro ? introId : undefined}>
          {form.sending ? submit[1] : submit[0]}
        </button>
        <FormOutcome outcome={form.outcome} />
      </form>
    </section>
  );
}

/** The forms' fields, by id: where a problem's focus goes. */
const NAME_FIELD = "account-name";
const PASSWORD_FIELDS = { current: "account-current-password", new: "account-new-password" } as const;
const EMAIL_FIELDS = { email: "account-new-email", current: "account-email-password" } as const;
const DELETE_PASSWORD_FIELD = "account-delete-password";

/** Which account a password is for, for password managers (a hidden username field, as browsers ask of a form that takes a password). */
const UsernameForPasswordManagers = ({ email }: { email: string }) => <input type="email" autoComplete="username" value={email} readOnly hidden />;

function NameForm({ name: current }: { name: string }) {
  const [name, setName] = useState(current);
  const form = useAccountForm({ name: NAME_FIELD });
  const onSubmit = () => {
    const wanted = name.trim();
    const problem = wanted === "" ? "Enter your name." : [...wanted].length > MAX_NAME_LENGTH ? NAME_TOO_LONG : null;
    void form.send(
      problem ? { [NAME_FIELD]: problem } : {},
      () => saveName(wanted),
      () => {
        // The header and its menu show the new name at once, and the field the name as it was saved.
        const { user, setSignedIn } = useAuthStore.getState();
        if (user) setSignedIn({ ...user, name: wanted });
        setName(wanted);
        return "Your name is saved.";
      },
    );
  };

  return (
    <AccountForm title="Name" submit={["Save name", "Saving…"]} form={form} onSubmit={onSubmit}>
      <FormField id={NAME_FIELD} label="Your name" error={form.problems[NAME_FIELD]} type="text" autoComplete="name" value={name} onChange={(event) => form.edited(setName, event.target.value)} />
    </AccountForm>
  );
}

/**
 * A new email address, once the password is given: the account uses it at once, or, when the server
 * sends mail, once the person opens the link mailed to it (which leads back here).
 */
function EmailForm({ email }: { email: string }) {
  // A link to confirm a new address that the server refused (expired, used) leads back here with
  // `?error=`: said until the person sends the form, then taken out of the address.
  const [params, setParams] = useSearchParams();
  const refusedLink = params.get("error");
  const [wanted, setWanted] = useState("");
  const [password, setPassword] = useState("");
  const form = useAccountForm(EMAIL_FIELDS);
  const confirmsByMail = runtimeConfig().confirmsEmail;
  const onSubmit = () => {
    if (refusedLink !== null) setParams((now) => (now.delete("error"), now), { replace: true });
    const address = wanted.trim();
    const found: Problems = {
      ...(address === "" ? { [EMAIL_FIELDS.email]: "Enter your new email address." } : normalisedEmail(address) === normalisedEmail(email) ? { [EMAIL_FIELDS.email]: SAME_EMAIL } : {}),
      ...(password === "" ? { [EMAIL_FIELDS.current]: PASSWORD_FOR_EMAIL_CHANGE } : {}),
    };
    let kept: EmailChangeAnswer | undefined;
    void form.send(
      found,
      async () => {
        const sent = await changeEmail(address, password);
        if ("refused" in sent) return sent.refused;
        kept = sent.kept;
        return null;
      },
      () => {
        setWanted("");
        setPassword("");
        if (!kept?.changed) return `We sent a link to ${kept?.email ?? address}. Your address changes when you open it; until then, sign in with ${email}.`;
        // The page and the header's menu name the new address at once.
        const { user, setSignedIn } = useAuthStore.getState();
        if (user) setSignedIn({ ...user, email: kept.email });
        return `Your email address is now ${kept.email}.`;
      },
    );
  };

  return (
    <AccountForm title="Email address" intro={confirmsByMail ? "We send a link to the new address: your account uses it once you open the link." : undefined} submit={["Change email", "Changing…"]} form={form} onSubmit={onSubmit}>
      {refusedLink !== null && form.outcome === null ? <FormProblem>{refusedLinkMessage(refusedLink)}</FormProblem> : null}
      <UsernameForPasswordManagers email={email} />
      <FormField id={EMAIL_FIELDS.email} label="New email address" error={form.problems[EMAIL_FIELDS.email]} type="email" autoComplete="email" maxLength={MAX_EMAIL_OCTETS} value={wanted} onChange={(event) => form.edited(setWanted, event.target.value)} />
      <FormField id={EMAIL_FIELDS.current} label="Your password" error={form.problems[EMAIL_FIELDS.current]} type="password" autoComplete="current-password" value={password} onChange={(event) => form.edited(setPassword, event.target.value)} />
    </AccountForm>
  );
}

function PasswordForm({ email }: { email: string }) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [signOutOthers, setSignOutOthers] = useState(true);
  const form = useAccountForm(PASSWORD_FIELDS);
  const onSubmit = () => {
    const found: Problems = {
      ...(current === "" ? { [PASSWORD_FIELDS.current]: "Enter your current password." } : {}),
      ...(next === "" ? { [PASSWORD_FIELDS.new]: "Enter a new password." } : [...next].length < MIN_PASSWORD_LENGTH ? { [PASSWORD_FIELDS.new]: PASSWORD_TOO_SHORT } : next === current ? { [PASSWORD_FIELDS.new]: SAME_PASSWORD } : {}),
    };
    void form.send(
      found,
      () => changePassword(current, next, signOutOthers),
      () => {
        setCurrent("");
        setNext("");
        return signOutOthers ? "Your password is changed, and your other devices are signed out." : "Your password is changed.";
      },
    );
  };

  return (
    <AccountForm title="Password" submit={["Change password", "Changing…"]} form={form} onSubmit={onSubmit}>
      <UsernameForPasswordManagers email={email} />
      <FormField id={PASSWORD_FIELDS.current} label="Current password" error={form.problems[PASSWORD_FIELDS.current]} type="password" autoComplete="current-password" value={current} onChange={(event) => form.edited(setCurrent, event.target.value)} />
      <FormField id={PASSWORD_FIELDS.new} label="New password" hint={`At least ${MIN_PASSWORD_LENGTH} characters; not a common password.`} error={form.problems[PASSWORD_FIELDS.new]} type="password" autoComplete="new-password" value={next} onChange={(event) => form.edited(setNext, event.target.value)} />
      <label className="account__check">
        <input type="checkbox" checked={signOutOthers} onChange={(event) => form.edited(setSignOutOthers, event.target.checked)} /> Sign out on my other devices
      </label>
    </AccountForm>
  );
}

/**
 * Deleting the account: its password asked for (the server checks it), after saying what goes with
 * it and where to keep a copy. Once deleted, the browser forgets the account's browsing as a sign-out
 * does and goes to sign-in, where a toast says it is done.
 */
function DeleteForm({ email }: { email: string }) {
  const [password, setPassword] = useState("");
  const form = useAccountForm({ current: DELETE_PASSWORD_FIELD });
  const navigate = useNavigate();
  // An account made through single sign-on has no password: the server deletes it without one
  // soon after a sign-in, and says so otherwise.
  const sso = runtimeConfig().ssoName;
  const onSubmit = () =>
    void form.send(
      password === "" && !sso ? { [DELETE_PASSWORD_FIELD]: "Enter your password to delete your account." } : {},
      () => deleteAccount(password),
      () => {
        useToastStore.getState().addToast({ type: "success", title: "Your account is deleted", message: "Your lists went with it." });
        // The server ended its session with it.
        void leaveAccount(() => Promise.resolve(useAuthStore.getState().setSignedOut()), navigate);
      },
    );
  const intro = (
    <>
      This deletes your account and everything you keep here: your watchlist, favourites, ratings, the films you have seen, the lists you made and your notes. It cannot be undone. To keep a copy, <Link to="/lists">download your lists</Link> first.
    </>
  );

  return (
    <AccountForm title="Delete account" intro={intro} submit={["Delete my account", "Deleting…"]} form={form} danger onSubmit={onSubmit}>
      <UsernameForPasswordManagers email={email} />
      <FormField id={DELETE_PASSWORD_FIELD} label="Your password" hint={sso ? `Leave it empty if you sign in with ${sso} and have no password here: then delete within 5 minutes of signing in.` : undefined} error={form.problems[DELETE_PASSWORD_FIELD]} type="password" autoComplete="current-password" value={password} onChange={(event) => form.edited(setPassword, event.target.value)} />
    </AccountForm>
  );
}

