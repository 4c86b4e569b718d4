/**
 * What the account page says of a link to confirm a new email address that the server refused:
 * better-auth leads such a link back to the page with `?error=` and its code. A link already used
 * is refused as not valid, as the account no longer has the address it was sent from.
 */
export function refusedLinkMessage(code: string): string {
  switch (code) {
    case "TOKEN_EXPIRED":
      return "That link to confirm a new email address has expired. Ask for a new one here.";
    case "INVALID_TOKEN":
      return "That link to confirm a new email address was already used, or is not one we sent. Ask for a new one here if you still need it.";
    case "INVALID_USER":
      return "That link confirms a new email address for another account. Sign out, then open the link again to sign in to that account.";
    case "USER_NOT_FOUND":
      return "That link confirms a new email address for an account that no longer exists.";
    default:
      return "That link to confirm a new email address could not be used. Ask for a new one here.";
  }
}
