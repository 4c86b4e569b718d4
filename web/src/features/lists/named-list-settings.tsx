import { useState } from "react";
import { useNavigate } from "react-router";
import { MAX_DESCRIPTION, NAME_LIMITS, type NamedList } from "../../../../common/named-lists";
import { useAuthStore } from "../../auth/auth-store";
import { namedListCalls } from "../../lists/named-list-calls";
import { changeLists } from "../../lists/named-list-changes";

/** The address anyone can open a shared list at. */
export const sharedListAddress = (token: string) => `${window.location.origin}/shared/${token}`;

/** What appears in answer to a button (the sharing form, the question before deleting) takes the focus, so the keyboard is where the person is. */
const focusOnShow = (element: HTMLElement | null) => element?.focus();

/** A list's name, description and kind, changed in place; its link, made and stopped; and the list deleted, once confirmed. */
export function NamedListSettings({ list }: { list: NamedList }) {
  const navigate = useNavigate();
  const ownerName = useAuthStore((s) => s.user?.name ?? "");
  const [editing, setEditing] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [fields, setFields] = useState({ name: list.name, description: list.description, ranked: list.ranked });
  const [copied, setCopied] = useState(false);
  const [sharing, setSharing] = useState(false);
  const [shownAs, setShownAs] = useState("");

  return (
    <section className="named-list__settings" aria-label="This list">
      {editing ? (
        <form
          className="named-list__edit"
          onSubmit={(event) => {
            event.preventDefault();
            void changeLists("save the list", () => namedListCalls.change(list.id, fields)).then((saved) => saved && setEditing(false));
          }}
        >
          <label>
            Name
            <input value={fields.name} required maxLength={NAME_LIMITS.max} onChange={(event) => setFields({ ...fields, name: event.target.value })} />
          </label>
          <label>
            Description
            <textarea value={fields.description} maxLength={MAX_DESCRIPTION} rows={3} onChange={(event) => setFields({ ...fields, description: event.target.value })} />
          </label>
          <label className="named-list__check">
            <input type="checkbox" checked={fields.ranked} onChange={(event) => setFields({ ...fields, ranked: event.target.checked })} /> Ranked: the order is mine
          </label>
          <p className="my-lists__actions">
            <button type="submit" className="button">Save list</button>
            <button type="button" className="button button--secondary" onClick={() => setEditing(false)}>Cancel</button>
          </p>
        </form>
      ) : (
        <p className="my-lists__actions">
          <button type="button" className="button button--secondary" onClick={() => { setFields({ name: list.name, description: list.description, ranked: list.ranked }); setEditing(true); }}>
            Edit list
          </button>
          {list.share_token || sharing ? null : (
            <button type="button" className="button button--secondary" onClick={() => { setShownAs(ownerName); setSharing(true); }}>
              Share this list
            </button>
          )}
          <button type="button" className="button button--secondary" onClick={() => setConfirmingDelete(true)}>Delete list</button>
        </p>
      )}
      {sharing && !list.share_token ? (
        <form
          className="named-list__edit"
          onSubmit={(event) => {
            event.preventDefault();
            void changeLists("share the list", () => namedListCalls.share(list.id, shownAs)).then((shared) => shared && setSharing(false));
          }}
        >
          {/* The name is the person's to choose: an account's name may have been made from its email address. */}
          <label>
            Anyone with the link sees the list, its notes and this name
            <input ref={focusOnShow} value={shownAs} required maxLength={NAME_LIMITS.max} onChange={(event) => setShownAs(event.target.value)} />
          </label>
          <p className="my-lists__actions">
            <button type="submit" className="button">Make the link</button>
            <button type="button" className="button button--secondary" onClick={() => setSharing(false)}>Cancel</button>
          </p>
        </form>
      ) : null}
      {list.share_token ? (
        <div className="named-list__share">
          <label>
            Anyone with this link can see the list, its notes and the name you chose
            <input readOnly value={sharedListAddress(list.share_token)} onFocus={(event) => event.target.select()} />
          </label>
          <p className="my-lists__actions">
            <button type="button" className="button button--secondary" onClick={() => void navigator.clipboard?.writeText(sharedListAddress(list.share_token!)).then(() => setCopied(true), () => undefined)}>
              Copy link
            </button>
            <button type="button" className="button button--secondary" onClick={() => void changeLists("stop sharing the list", () => namedListCalls.stopSharing(list.id)).then(() => setCopied(false))}>
              Stop sharing
            </button>
            <span aria-live="polite">{copied ? "Link copied." : ""}</span>
          </p>
        </div>
      ) : null}
      {confirmingDelete ? (
        <div ref={focusOnShow} tabIndex={-1} className="named-list__confirm" role="alertdialog" aria-label="Delete this list?">
          <p>{`Delete “${list.name}” and its ${list.film_count === 1 ? "film" : `${list.film_count} films`}? The films stay in your other lists.`}</p>
          <p className="my-lists__actions">
            <button type="button" className="button" onClick={() => void changeLists("delete the list", () => namedListCalls.remove(list.id)).then((gone) => gone && void navigate("/lists"))}>
              Delete “{list.name}”
            </button>
            <button type="button" className="button button--secondary" onClick={() => setConfirmingDelete(false)}>Keep it</button>
          </p>
        </div>
      ) : null}
    </section>
  );
}
